import { DEFAULT_COLLECTION_GRACE_MS, type FileStore } from './file-store.ts';

export interface FileCollectionOptions {
  /** Time between passes; default one hour. */
  intervalMs?: number;
  graceMs?: number;
  /** Where each pass that deleted something, or failed, is noted; default the console. */
  log?: (line: string) => void;
}

/**
 * Runs `collectUnreferencedFiles` every `intervalMs` for as long as the server runs. The
 * timer never keeps the process alive; `stop` ends it (a pass under way still finishes).
 */
export function startFileCollection(files: FileStore, options: FileCollectionOptions = {}) {
  const { intervalMs = 60 * 60 * 1000, graceMs = DEFAULT_COLLECTION_GRACE_MS } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  let running = false;
  const timer = setInterval(async () => {
    // NOTE: a slow pass (a big database) must not overlap the next one.
    if (running) return;
    running = true;
    try {
      const { deleted } = await files.collectUnreferencedFiles({ graceMs });
      if (deleted.length > 0) {
        log(JSON.stringify({ event: 'files-collected', count: deleted.length }));
      }
    } catch (error) {
      log(JSON.stringify({ event: 'files-collection-failed', message: (error as Error).message }));
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
