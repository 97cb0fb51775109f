import { Hono } from 'hono';
import type { FileRecord, FileStore } from './file-store.ts';
import { readUpload } from './upload.ts';
import {
  FILE_EXTENSION,
  FILES_API_PATH,
  fileUrl,
  isFileId,
  type UploadedFile,
} from '../../shared/data/files.ts';
import type { Auth } from '../auth/auth.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { ApiError } from '../middleware/api-error.ts';
import { logRefusals } from '../middleware/refusal-log.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { signedIn } from '../middleware/signed-in.ts';

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

/** A refused upload for the log, once its sender is known: whose and why, never the file. */
const describeRefusal = logRefusals((c, code) =>
  c.var.uid ? { event: 'file_upload_refused', code, uid: c.var.uid } : null,
);

const notFound = () => new ApiError('NOT_FOUND', 'No such file.');

/**
 * `POST /api/files` (multipart, field `file`), `GET` and `DELETE /api/files/{id}`. Only
 * the owner ever reaches a file; for anyone else it does not exist.
 */
export function fileRoutes({ files, auth, publicUrl }: FileRoutesOptions) {
  const routes = new Hono<ApiEnv>();
  const fromOurPages = sameOrigin(publicUrl);
  const user = signedIn(auth, 'Sign in to use your files.');

  for (const path of [FILES_API_PATH, `${FILES_API_PATH}/*`]) {
    routes.use(path, async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(FILE_RESPONSE_HEADERS)) {
        c.res.headers.set(name, value);
      }
    });
  }

  routes.post(FILES_API_PATH, describeRefusal, fromOurPages, user, async (c) => {
    const { type, bytes } = await readUpload(c.req.raw);
    const file = await files.save(c.var.uid, type, bytes);
    const body: UploadedFile = { id: file.id, type, size: file.size, url: fileUrl(file.id) };
    c.header('Cache-Control', 'no-store');
    return c.json(body, 201);
  });

  routes.get(`${FILES_API_PATH}/:id`, user, async (c) => {
    const id = c.req.param('id');
    const file = isFileId(id) ? await files.find(c.var.uid, id) : null;
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
  });

  routes.delete(`${FILES_API_PATH}/:id`, fromOurPages, user, async (c) => {
    const id = c.req.param('id');
    if (!isFileId(id) || !(await files.remove(c.var.uid, id))) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return routes;
}
