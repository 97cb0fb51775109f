import { afterAll, beforeAll, describe } from 'vitest';
import type { DataStore } from '../data-store.ts';
import { describeChanges } from './data-store-suite-changes.ts';
import { describeEdits } from './data-store-suite-edits.ts';
import { describeLimits } from './data-store-suite-limits.ts';
import { describeSemantics } from './data-store-suite-semantics.ts';

/** A store under test, over a database of its own that `dispose` removes. */
export interface OpenedStore {
  store: DataStore;
  dispose(): Promise<void>;
}

/** What the parts of the suite share: the store, opened once per storage. */
export interface StoreSuite {
  /** Changes kept per user in the store under test (small, so "too old" is quick to reach). */
  changeLogLength: number;
  store(): DataStore;
}

export const SUITE_CHANGE_LOG_LENGTH = 20;

/**
 * The store's semantics, run once per database (SQLite and PostgreSQL): the same
 * expectations against the real storage. `open` receives the change-log length to use.
 */
export function describeDataStore(
  storage: string,
  open: (changeLogLength: number) => Promise<OpenedStore>,
) {
  describe(`the data store on ${storage}`, () => {
    let opened: OpenedStore;
    const suite: StoreSuite = {
      changeLogLength: SUITE_CHANGE_LOG_LENGTH,
      store: () => opened.store,
    };

    beforeAll(async () => {
      opened = await open(SUITE_CHANGE_LOG_LENGTH);
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    describeSemantics(suite);
    describeLimits(suite);
    describeChanges(suite);
    describeEdits(suite);
  });
}
