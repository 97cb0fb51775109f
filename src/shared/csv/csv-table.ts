import Papa from 'papaparse';

/**
 * CSV text as a table, and a table as CSV text. Reading finds the delimiter (comma,
 * semicolon, tab…), drops a byte order mark, keeps quoted commas, quotes and line breaks
 * inside their cell, and remembers the line each row starts on, for the messages.
 */

export interface CsvRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  delimiter: string;
  /** Rows the reader could not make sense of, by line. */
  problems: { line: number; message: string }[];
}

const BOM = '\ufeff';

/** The table `text` holds, its first row as the headers; blank rows are skipped. */
export function readCsv(text: string): CsvTable {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const rows: CsvRow[] = [];
  const problems: CsvTable['problems'] = [];
  const delimiter = delimiterOf(source);
  let counted = 0;
  let lines = 1;
  let rowStart = 0;
  Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: false,
    delimiter,
    step(result) {
      // Count the line breaks before the row to know its line, once over the file.
      for (; counted < rowStart; counted++) if (source.charCodeAt(counted) === 10) lines += 1;
      const line = lines;
      rowStart = result.meta.cursor;
      for (const error of result.errors) {
        if (error.code === 'UndetectableDelimiter') continue;
        problems.push({ line, message: error.message });
      }
      const cells = result.data.map(unescapeFormula);
      if (cells.every((cell) => cell.trim() === '')) return;
      rows.push({ line, cells });
    },
  });
  const [header, ...body] = rows;
  return {
    headers: (header?.cells ?? []).map((cell) => cell.trim()),
    rows: body,
    delimiter,
    problems,
  };
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter of the header line: the one it holds most of, outside quotes. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && DELIMITERS.includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
}

/** A cell `writeCsv` kept from running as a formula, as it was (`'=1` is `=1`). */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** CSV text of `headers` and `rows`, quoted where needed, with CRLF line ends (as RFC 4180). */
export function writeCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse([headers as string[], ...(rows as string[][])], {
    newline: '\r\n',
    // NOTE: a cell starting with = + - @ is written as text, so a spreadsheet will not run it.
    escapeFormulae: true,
  })}\r\n`;
}
