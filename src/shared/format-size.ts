/**
 * Bytes as people read them, in binary units (1 KB = 1024 bytes) with at most one
 * decimal: `12.3 KB`, `4.5 MB`, `1.5 GB`; whole numbers lose their `.0` (`100 MB`).
 */
export function formatSize(bytes: number): string {
  const [value, unit] =
    bytes < 1024 ** 2
      ? [bytes / 1024, 'KB']
      : bytes < 1024 ** 3
        ? [bytes / 1024 ** 2, 'MB']
        : [bytes / 1024 ** 3, 'GB'];
  return `${Math.round(value * 10) / 10} ${unit}`;
}
