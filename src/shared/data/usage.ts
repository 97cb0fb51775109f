import { formatSize } from '../format-size.ts';

/** Where a signed-in person reads how much of their quotas they use. */
export const ACCOUNT_USAGE_PATH = '/api/account/usage';

/** The whole account as one zip: documents (JSON and each tool's own export) and files. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** What one account stores in documents: their JSON's UTF-8 bytes, and how many. */
export interface DocumentUsage {
  bytes: number;
  count: number;
}

/** The most one account may store in documents. */
export interface DocumentQuota {
  bytes: number;
  count: number;
}

/** `GET /api/account/usage`: the signed-in account's storage against its quotas. */
export interface AccountUsage {
  documents: { bytes: number; count: number; quotaBytes: number; quotaCount: number };
  files: { bytes: number; quotaBytes: number };
}

/** "12.4 MB of 100 MB used": usage in the words the app shows it in. */
export function usedOf(bytes: number, quotaBytes: number): string {
  return `${formatSize(bytes)} of ${formatSize(quotaBytes)} used`;
}

/** "1,204 of 100,000 documents used". */
export function documentsUsedOf(count: number, quotaCount: number): string {
  const format = new Intl.NumberFormat('en');
  return `${format.format(count)} of ${format.format(quotaCount)} documents used`;
}

/**
 * The QUOTA_EXCEEDED message: "Your storage is full: 100 MB of 100 MB used" (the
 * account's usage before the refused write, and its quota), or the same in documents
 * when the count quota is what the write would pass.
 */
export function storageFullMessage(
  usage: DocumentUsage,
  quota: DocumentQuota,
  by: 'bytes' | 'count',
): string {
  return `Your storage is full: ${
    by === 'bytes' ? usedOf(usage.bytes, quota.bytes) : documentsUsedOf(usage.count, quota.count)
  }`;
}

/** Whether `value` has the shape of an `AccountUsage` (the client checks what it reads). */
export function isAccountUsage(value: unknown): value is AccountUsage {
  const numbers = (object: unknown, keys: string[]) =>
    typeof object === 'object' &&
    object !== null &&
    keys.every((key) => Number.isFinite((object as Record<string, unknown>)[key]));
  const usage = value as Partial<AccountUsage> | null;
  return (
    numbers(usage?.documents, ['bytes', 'count', 'quotaBytes', 'quotaCount']) &&
    numbers(usage?.files, ['bytes', 'quotaBytes'])
  );
}
