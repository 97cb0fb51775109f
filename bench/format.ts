/** 1 KB = 1000 bytes, as browsers' network panels count. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The machine a part ran on: other work running meanwhile moves its figures. */
export interface MachineLoad {
  cores: number;
  /** The one-minute load average before and after the part. */
  loadBefore: number;
  loadAfter: number;
}

export function machineLine({ cores, loadBefore, loadAfter }: MachineLoad): string {
  return `Machine: ${cores} cores, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after; other work running meanwhile moves every figure.`;
}
