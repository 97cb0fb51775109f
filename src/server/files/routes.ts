import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  FILE_EXTENSION,
  FILES_API_PATH,
  fileUrl,
  isFileId,
  type UploadedFile,
} from '../../shared/data/files.ts';
import type { Auth } from '../auth/auth.ts';
import { DATA_ERROR_STATUS } from '../../shared/data/errors.ts';
import { isCrossSite, readSession } from '../data/rules.ts';
import { DataStoreError } from '../data/store.ts';
import type { FileRecord, FileStore } from './file-store.ts';
import { readUpload } from './upload.ts';

/**
 * Headers on every files API response. Whatever a stored file holds, a browser never
 * runs or renders it as a page: no sniffing, no scripts, a sandbox, no other site
 * embedding it. The app-wide policy is looser, so these must be the last word.
 */
export const FILE_RESPONSE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** Ids are never reused and a file never changes: its bytes may be cached for good. */
const CACHE_FOREVER = 'private, max-age=31536000, immutable';

export interface FileRoutesOptions {
  files: FileStore;
  auth: Auth;
  /** PUBLIC_URL: the only origin that may upload or delete. */
  publicUrl: string;
  /** Receives one JSON line per refused upload (never its content); default `console.warn`. */
  log?: (line: string) => void;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

function cachingHeaders(file: FileRecord): Record<string, string> {
  return {
    'Cache-Control': CACHE_FOREVER,
    ETag: `"${file.id}"`,
    // NOTE: what a URL answers depends on who is signed in.
    Vary: 'Cookie',
  };
}

function errorResponse(c: Context, error: DataStoreError) {
  c.header('Cache-Control', 'no-store');
  return c.json(
    { code: error.code, message: error.message },
    DATA_ERROR_STATUS[error.code] as ContentfulStatusCode,
  );
}

/** A refused upload for the log: whose and why, never the file. */
function refusalLine(code: string, uid: string) {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'warn',
    event: 'file_upload_refused',
    code,
    uid,
  });
}

const notFound = () => new DataStoreError('NOT_FOUND', 'No such file.');

/**
 * `POST /api/files` (multipart, field `file`), `GET` and `DELETE /api/files/{id}`. Only
 * the owner ever reaches a file; for anyone else it does not exist.
 */
export function fileRoutes({
  files,
  auth,
  publicUrl,
  log = (line) => console.warn(line),
}: FileRoutesOptions) {
  const routes = new Hono();

  async function signedInUser(request: Request): Promise<string> {
    // Unverified accounts count as signed out, as everywhere in the data store.
    const session = await readSession(auth, request.headers);
    if (!session) {
      throw new DataStoreError('UNAUTHENTICATED', 'Sign in to use your files.');
    }
    return session.user.id;
  }

  function sameOrigin(request: Request) {
    if (isCrossSite(request.headers, publicUrl)) {
      throw new DataStoreError('PERMISSION_DENIED', 'Requests from other sites are refused.');
    }
  }

  for (const path of [FILES_API_PATH, `${FILES_API_PATH}/*`]) {
    routes.use(path, async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(FILE_RESPONSE_HEADERS)) {
        c.res.headers.set(name, value);
      }
    });
  }

  routes.post(FILES_API_PATH, async (c) => {
    let uid: string | undefined;
    try {
      sameOrigin(c.req.raw);
      uid = await signedInUser(c.req.raw);
      const { type, bytes } = await readUpload(c.req.raw);
      const file = await files.save(uid, type, bytes);
      const body: UploadedFile = { id: file.id, type, size: file.size, url: fileUrl(file.id) };
      c.header('Cache-Control', 'no-store');
      return c.json(body, 201);
    } catch (error) {
      if (!(error instanceof DataStoreError)) throw error;
      if (uid) log(refusalLine(error.code, uid));
      return errorResponse(c, error);
    }
  });

  routes.get(`${FILES_API_PATH}/:id`, async (c) => {
    try {
      const uid = await signedInUser(c.req.raw);
      const id = c.req.param('id');
      const file = isFileId(id) ? await files.find(uid, id) : null;
      if (!file) throw notFound();
      const headers = cachingHeaders(file);
      if (ifNoneMatch(c.req.header('if-none-match'), headers.ETag!)) {
        return new Response(null, { status: 304, headers });
      }
      const disposition = file.type === 'application/pdf' ? 'attachment' : 'inline';
      Object.assign(headers, {
        'Content-Type': file.type,
        'Content-Length': String(file.size),
        'Content-Disposition': `${disposition}; filename="${file.id}.${FILE_EXTENSION[file.type]}"`,
      });
      if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
      const body = await files.read(file);
      if (!body) {
        console.error(`File ${file.id} has a record but its bytes are missing.`);
        throw notFound();
      }
      return new Response(body, { status: 200, headers });
    } catch (error) {
      if (error instanceof DataStoreError) return errorResponse(c, error);
      throw error;
    }
  });

  routes.delete(`${FILES_API_PATH}/:id`, async (c) => {
    try {
      sameOrigin(c.req.raw);
      const uid = await signedInUser(c.req.raw);
      const id = c.req.param('id');
      if (!isFileId(id) || !(await files.remove(uid, id))) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    } catch (error) {
      if (error instanceof DataStoreError) return errorResponse(c, error);
      throw error;
    }
  });

  return routes;
}
