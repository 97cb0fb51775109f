import type { JsonValue } from '@/shared/data/protocol.ts';
import { isJsonObject, ownMember, writeAt } from '@/shared/data/values.ts';
import type { CacheBatch } from './persistence.ts';
import {
  applyWrite,
  applyWrites,
  buildTree,
  DOCUMENT_DEPTH,
  documentsBelow,
  keepIdentity,
  overlaps,
  segmentsOf,
  targetsOf,
  valueAt,
  type WriteMessage,
} from './tree.ts';

/**
 * The value model: the confirmed tree (what the server last said, for the paths subscribed
 * now or before) and the visible one (the confirmed tree with every pending write applied
 * in order). Paths are relative to the root. It also remembers where the confirmed tree
 * changed, for the next save to the device.
 */
export class ValueModel {
  confirmed: JsonValue = null;
  visible: JsonValue = null;
  /** Where the confirmed tree changed since the last save. */
  private dirty = new Set<string>();
  private readonly root: readonly string[];
  private readonly pending: () => WriteMessage[];

  constructor(root: readonly string[], pending: () => WriteMessage[]) {
    this.root = root;
    this.pending = pending;
  }

  load(documents: Iterable<[string, JsonValue]>): void {
    this.confirmed = buildTree(documents);
    this.recompute();
  }

  /**
   * A value the server sent for `relative`: a subscription's whole value, or (`op`) one op
   * of a change, which is a write: null there removes, as the server's write did, also a
   * number or a string above it.
   */
  confirm(relative: string[], value: JsonValue, op = false): void {
    // NOTE: a value of "nothing here" is not a write of null: where the tree already holds
    // nothing at `relative` (also below a number or a string), writing null would prune
    // that value, which a subscription above may have just received.
    if (!op && value === null && valueAt(this.confirmed, relative) === null) return;
    let changed = relative;
    try {
      const before = this.confirmed;
      this.confirmed = writeAt(this.confirmed, relative, value, this.root);
      changed = changedAt(before, relative);
    } catch {
      // NOTE: an array kept from before lies where the server now has an object: it is stale.
      changed = relative.slice(
        0,
        relative.findIndex((_, index) =>
          Array.isArray(valueAt(this.confirmed, relative.slice(0, index))),
        ),
      );
      this.confirmed = writeAt(this.confirmed, changed, null, this.root);
      this.confirmed = writeAt(this.confirmed, relative, value, this.root);
    }
    this.dirty.add(changed.join('/'));
    this.refresh(changed);
  }

  /** A write committed where no subscription tells its outcome: keep it in the confirmed tree. */
  commit(write: WriteMessage): void {
    try {
      this.confirmed = applyWrite(this.confirmed, this.root, write);
    } catch {
      return; // Into an array: the next value of the path will tell.
    }
    this.touched(write);
  }

  /** A checked local write in device mode: `next` is the new confirmed (and visible) tree. */
  store(next: JsonValue, write: WriteMessage): void {
    this.confirmed = this.visible = next;
    this.touched(write);
  }

  /**
   * A write another tab stored on the device (device mode: nothing is pending here). Not
   * marked for saving (that tab saved it) unless `save`.
   */
  received(write: WriteMessage, save = false): void {
    try {
      this.confirmed = this.visible = applyWrite(this.confirmed, this.root, write);
    } catch {
      // Into an array this tab holds: that tab's tree differed; a reload reads what it stored.
      return;
    }
    if (save) this.touched(write);
  }

  /** The visible tree again, from scratch. */
  recompute(): void {
    this.visible = keepIdentity(
      this.visible,
      applyWrites(this.confirmed, this.root, this.pending()),
    );
  }

  /**
   * The visible tree again after the confirmed one (or the pending writes) changed at
   * `changed` only: there (or at the number or string above it), the confirmed value with
   * the pending writes that touch it.
   */
  refresh(changed: string[]): void {
    // NOTE: a pending write below a number or a string showed it pruned; from the value
    // itself, the visible tree gets it back once no pending write touches it.
    const relative = throughObjects(this.confirmed, changed);
    const path = relative.join('/');
    const touching = this.pending().filter((write) =>
      targetsOf(write).some(({ segments }) =>
        overlaps(segments.slice(this.root.length).join('/'), path),
      ),
    );
    const branch = writeAt(null, relative, valueAt(this.confirmed, relative), this.root);
    const next = valueAt(applyWrites(branch, this.root, touching), relative);
    const shown = valueAt(this.visible, relative);
    // NOTE: as in `confirm`, nothing where nothing shows is no write: writing null below a
    // number or a string (a pending write's) would prune that value.
    if (next === null && shown === null) return;
    try {
      const kept = keepIdentity(shown, next);
      this.visible = writeAt(this.visible, relative, kept, this.root);
    } catch {
      this.recompute(); // A pending write put an array above `relative`.
    }
  }

  /**
   * The documents to save: below each path changed since the last call, or below every
   * path of `held` when `full`. Paths above document level clear what was stored first.
   */
  changes(full: boolean, held: Iterable<string>): Pick<CacheBatch, 'clear' | 'documents'> {
    const scopes = full ? [...held] : [...this.dirty];
    this.dirty.clear();
    const batch: Pick<CacheBatch, 'clear' | 'documents'> = { clear: [], documents: [] };
    for (const scope of scopes) {
      const relative = segmentsOf(scope);
      if (relative.length < DOCUMENT_DEPTH) {
        batch.clear.push(scope);
        batch.documents.push(...documentsBelow(this.confirmed, relative, DOCUMENT_DEPTH));
      } else {
        const document = relative.slice(0, DOCUMENT_DEPTH);
        batch.documents.push([document.join('/'), valueAt(this.confirmed, document)]);
      }
    }
    return batch;
  }

  private touched(write: WriteMessage): void {
    for (const { segments } of targetsOf(write))
      this.dirty.add(segments.slice(this.root.length).join('/'));
  }
}

/**
 * Where a write at `relative` changed the tree: `relative`, or the path above it of a value
 * that was not an object (a number, a text) and is no more: written below, it became an
 * object, or, written null below, it is gone as the server's write removed it.
 */
function changedAt(before: JsonValue, relative: string[]): string[] {
  for (let depth = 1; depth < relative.length; depth++) {
    const above = relative.slice(0, depth);
    const was = valueAt(before, above);
    if (was !== null && !isJsonObject(was)) return above;
  }
  return relative;
}

/** `relative`, or the path above it of the first value in `tree` that is not an object. */
function throughObjects(tree: JsonValue, relative: string[]): string[] {
  let node = tree;
  for (const [depth, key] of relative.entries()) {
    if (node === null) break;
    if (!isJsonObject(node)) return relative.slice(0, depth);
    node = ownMember(node, key) ?? null;
  }
  return relative;
}
