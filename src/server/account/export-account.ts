import { PassThrough, Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { TOOL_EXPORTS, type ToolDocuments } from './tool-exports.ts';
import { FILE_EXTENSION } from '../../shared/data/files.ts';
import type { DataStore } from '../data/data-store.ts';
import type { FileStore } from '../files/file-store.ts';

const README = `Your Tinies data
================

documents.json      every document you kept, by tool, collection and id
<tool>/             each tool's own export file, which that tool can import again
files/              your photos and files, named by their id

`;

const CANCELLED = 'The download was abandoned';

export interface AccountExportOptions {
  store: DataStore;
  files: FileStore;
  uid: string;
  now?: Date;
}

/**
 * The whole account as a zip, streamed: documents are read a page at a time from one
 * snapshot and written as they come, files one by one, and nothing more is made while the
 * reader has not taken what came before (the stream's back-pressure). Only one tool's
 * documents are held at once, for that tool's own export file.
 */
export function exportAccount({ store, files, uid, now = new Date() }: AccountExportOptions) {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const zip = new Zip((error, chunk, final) => {
    if (output.destroyed) return;
    if (error) return void output.destroy(error);
    output.write(chunk);
    if (final) output.end();
  });
  /** Resolves once the reader has room again; rejects when the download was abandoned. */
  const drained = () =>
    new Promise<void>((resolve, reject) => {
      if (output.destroyed) return reject(new Error(CANCELLED));
      if (!output.writableNeedDrain) return resolve();
      const onClose = () => reject(new Error(CANCELLED));
      output.once('close', onClose);
      output.once('drain', () => {
        output.off('close', onClose);
        resolve();
      });
    });

  function addText(name: string, text: string) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  }

  async function run() {
    addText('README.txt', README);
    const json = new ZipDeflate('documents.json', { level: 6 });
    zip.add(json);
    const push = async (text: string) => {
      json.push(new TextEncoder().encode(text));
      await drained();
    };
    const reader = await store.readDocuments(uid, `users/${uid}`);
    let tool: string | null = null;
    let collection: string | null = null;
    let documents: ToolDocuments = {};
    const finishTool = () => {
      const own = tool ? TOOL_EXPORTS[tool] : undefined;
      if (tool && own) addText(`${tool}/${own.name}`, own.text(documents, now));
      documents = {};
    };
    try {
      await push('{');
      for (let page = await reader.next(); page.length > 0; page = await reader.next()) {
        for (const document of page) {
          if (document.tiny !== tool) {
            if (tool !== null) await push('}},');
            finishTool();
            tool = document.tiny;
            collection = null;
            await push(`${JSON.stringify(tool)}:{`);
          }
          if (document.collection !== collection) {
            await push(
              `${collection === null ? '' : '},'}${JSON.stringify(document.collection)}:{`,
            );
            collection = document.collection;
          } else {
            await push(',');
          }
          await push(`${JSON.stringify(document.docId)}:${document.json}`);
          ((documents[document.collection] ??= {}) as Record<string, unknown>)[document.docId] =
            JSON.parse(document.json) as unknown;
        }
      }
      if (tool !== null) await push('}}');
      finishTool();
    } finally {
      await reader.close();
    }
    json.push(new TextEncoder().encode('}\n'), true);

    for (const file of await files.list(uid)) {
      const bytes = await files.read(file);
      if (!bytes) continue;
      // Photos are compressed already: stored as they are.
      const entry = new ZipPassThrough(`files/${file.id}.${FILE_EXTENSION[file.type]}`);
      zip.add(entry);
      if (bytes instanceof Uint8Array) {
        entry.push(bytes, true);
      } else {
        for await (const chunk of Readable.fromWeb(bytes as never) as AsyncIterable<Uint8Array>) {
          entry.push(chunk);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      }
      await drained();
    }
    zip.end();
  }

  run().catch((error: unknown) => {
    // NOTE: a reader that went away ends the work (and its read snapshot) quietly.
    if ((error as Error).message !== CANCELLED) {
      console.error(`Export of ${uid} failed: ${(error as Error).message}`);
    }
    zip.terminate();
    output.destroy(error as Error);
  });
  return output;
}
