import type { DocumentReader, StoredDocument } from './data-store.ts';

/** About how many bytes of stored JSON one page of a streamed read holds. */
export const READ_PAGE_BYTES = 64 * 1024;

/** Takes rows from `take` until about `READ_PAGE_BYTES` of JSON are in hand, or none are left. */
export function fillPage(take: () => StoredDocument | undefined): StoredDocument[] {
  const page: StoredDocument[] = [];
  let bytes = 0;
  while (bytes < READ_PAGE_BYTES) {
    const row = take();
    if (!row) break;
    page.push(row);
    bytes += row.json.length;
  }
  return page;
}

/**
 * Writes the JSON text of the value at a path `depth` segments below the user (0 the
 * root, 1 a tiny, 2 a collection) from its documents as stored, given in (tiny,
 * collection, docId) order, a piece at a time. Parsed, the whole equals what `assemble`
 * builds (`null` when there is no document); no document is parsed on the way.
 */
export class ValueWriter {
  private readonly depth: number;
  private previous: string[] | null = null;
  private levels = 0;

  constructor(depth: number) {
    this.depth = depth;
  }

  /** The text that adds `rows` to what was written before. */
  add(rows: readonly StoredDocument[]): string {
    let text = '';
    for (const row of rows) {
      const names = [row.tiny, row.collection, row.docId].slice(this.depth);
      if (this.previous === null) {
        this.levels = names.length;
        text += '{';
        for (const name of names.slice(0, -1)) text += `${JSON.stringify(name)}:{`;
      } else {
        let same = 0;
        while (same < this.levels - 1 && this.previous[same] === names[same]) same += 1;
        text += '}'.repeat(this.levels - 1 - same) + ',';
        for (const name of names.slice(same, -1)) text += `${JSON.stringify(name)}:{`;
      }
      text += `${JSON.stringify(names.at(-1))}:${row.json}`;
      this.previous = names;
    }
    return text;
  }

  /** The text that ends the value. */
  end(): string {
    return this.previous === null ? 'null' : '}'.repeat(this.levels);
  }
}

/** The whole JSON text of the value that `rows` make at `depth` (see `ValueWriter`). */
export function valueJson(depth: number, rows: readonly StoredDocument[]): string {
  const writer = new ValueWriter(depth);
  return writer.add(rows) + writer.end();
}

/**
 * The JSON text of the value `reader` reads, one string per page (see `ValueWriter`).
 * Closes `reader` when done, when reading fails, or when the consumer stops early (also
 * before the first piece: a generator not started yet would skip its `finally`).
 */
export function valueChunks(depth: number, reader: DocumentReader): AsyncGenerator<string> {
  const pieces = readPieces(depth, reader);
  const stop = pieces.return.bind(pieces);
  pieces.return = async (value) => {
    await reader.close();
    return stop(value);
  };
  return pieces;
}

async function* readPieces(depth: number, reader: DocumentReader): AsyncGenerator<string> {
  const writer = new ValueWriter(depth);
  try {
    for (let page = await reader.next(); page.length > 0; page = await reader.next()) {
      yield writer.add(page);
    }
    yield writer.end();
  } finally {
    await reader.close();
  }
}
