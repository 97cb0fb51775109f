import { DataStoreError } from './data-store.ts';
import type { DocumentWrite } from './writes.ts';
import { documentId } from '../../shared/data/documents.ts';
import {
  storageFullMessage,
  type DocumentQuota,
  type DocumentUsage,
} from '../../shared/data/usage.ts';

/**
 * What one account may keep in documents. 100 MB is a lifetime of recipes, car services
 * and trips (a recipe is 1–3 KB). The count bounds rows rather than bytes: each row costs
 * its index entries and keys whatever its size, so 100 MB of two-byte documents would be
 * 50 million rows; 100,000 is still far more than a person keeps (a recipe a day for 270
 * years) and leaves an average of 1 KB per document at the byte quota.
 */
export const DEFAULT_DOCUMENT_QUOTA: DocumentQuota = {
  bytes: 100 * 1024 * 1024,
  count: 100_000,
};

export type { DocumentQuota, DocumentUsage };

/**
 * The account's usage after a write: `before`, less what its clears delete (`cleared`),
 * with each written document's new size in place of its stored one (`storedBytes`, by
 * `documentId`; absent when not stored). Clears and edits never touch the same document.
 */
export function usageAfter(
  before: DocumentUsage,
  cleared: DocumentUsage,
  writes: readonly DocumentWrite[],
  storedBytes: ReadonlyMap<string, number>,
): DocumentUsage {
  let { bytes, count } = before;
  bytes -= cleared.bytes;
  count -= cleared.count;
  for (const write of writes) {
    const old = storedBytes.get(documentId(write.key));
    if (old !== undefined) {
      bytes -= old;
      count -= 1;
    }
    if (write.json !== null) {
      bytes += write.bytes;
      count += 1;
    }
  }
  return { bytes, count };
}

/**
 * Throws QUOTA_EXCEEDED when a write would take the account past a quota. A write that
 * does not grow what is over (a removal, a smaller value) always passes, so a person over
 * their quota (lowered since, or set before quotas) can always make room.
 */
export function checkQuota(before: DocumentUsage, after: DocumentUsage, quota: DocumentQuota) {
  if (after.bytes > quota.bytes && after.bytes > before.bytes) {
    throw new DataStoreError('QUOTA_EXCEEDED', storageFullMessage(before, quota, 'bytes'));
  }
  if (after.count > quota.count && after.count > before.count) {
    throw new DataStoreError('QUOTA_EXCEEDED', storageFullMessage(before, quota, 'count'));
  }
}
