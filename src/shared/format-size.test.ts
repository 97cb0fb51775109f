import { expect, it } from 'vitest';
import { storageFullMessage, usedOf } from './data/usage.ts';
import { formatSize } from './format-size.ts';

it('writes sizes in binary units with at most one decimal', () => {
  expect(formatSize(0)).toBe('0 B');
  expect(formatSize(77)).toBe('77 B');
  expect(formatSize(1023)).toBe('1023 B');
  expect(formatSize(1024)).toBe('1 KB');
  expect(formatSize(1100)).toBe('1.1 KB');
  expect(formatSize(12.4 * 1024 * 1024)).toBe('12.4 MB');
  expect(formatSize(100 * 1024 * 1024)).toBe('100 MB');
  expect(formatSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
});

it('says a full storage in the words the app shows', () => {
  const quota = { bytes: 100 * 1024 * 1024, count: 100_000 };
  expect(storageFullMessage({ bytes: quota.bytes, count: 3 }, quota, 'bytes')).toBe(
    'Your storage is full: 100 MB of 100 MB used',
  );
  expect(storageFullMessage({ bytes: 10, count: 100_000 }, quota, 'count')).toBe(
    'Your storage is full: 100,000 of 100,000 documents used',
  );
  expect(usedOf(13_002_342, quota.bytes)).toBe('12.4 MB of 100 MB used');
});
