/**
 * Bytes as people read them, in binary units (1 KB = 1024 bytes) with at most one
 * decimal: `77 B`, `12.3 KB`, `4.5 MB`, `1.5 GB`; whole numbers lose their `.0` (`100 MB`).
 * NOTE: under 1 KB the bytes are counted whole, so a tiny file never reads as "0.1 KB".
 */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const [value, unit] =
    bytes < 1024 ** 2
      ? [bytes / 1024, 'KB']
      : bytes < 1024 ** 3
        ? [bytes / 1024 ** 2, 'MB']
        : [bytes / 1024 ** 3, 'GB'];
  return `${Math.round(value * 10) / 10} ${unit}`;
}
