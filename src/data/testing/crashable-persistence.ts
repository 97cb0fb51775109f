import type { NamespaceStore, Persistence } from '../engine/persistence.ts';

/**
 * Persistence over `inner` whose tab can crash: `crash()` lets go of every store it opened
 * (as a closed tab lets go of its locks) and from then on ignores whatever that tab still
 * tries to store, as a page that is gone stores nothing more. What it stored before stays.
 */
export interface CrashablePersistence extends Persistence {
  crash(): void;
}

export function crashablePersistence(inner: Persistence): CrashablePersistence {
  const opened = new Set<NamespaceStore>();
  let crashed = false;
  return {
    open(namespace, shared) {
      const store = inner.open(namespace, shared);
      opened.add(store);
      const alive = () => !crashed;
      return {
        load: () => store.load(),
        saveCache: async (build) => (alive() ? store.saveCache(build) : undefined),
        adopt: async (later) => (alive() ? store.adopt(later) : []),
        putWrite: async (write, replaces) =>
          alive() ? store.putWrite(write, replaces) : undefined,
        close() {
          if (alive()) store.close();
          opened.delete(store);
        },
      };
    },
    clear: (namespace) => inner.clear(namespace),
    crash() {
      crashed = true;
      for (const store of opened) store.close();
      opened.clear();
    },
  };
}
