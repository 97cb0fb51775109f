import { Heading, Plus } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/ui/button.tsx';
import { RowItem, type FocusTarget } from './row-item.tsx';
import {
  moveRow,
  newRow,
  rowsFromPaste,
  type EditorRow,
  type PasteOptions,
  type RowChecks,
  type RowKind,
  type RowNames,
} from './rows.ts';

export interface RowListProps<R extends EditorRow> {
  /** The tool's checks of a row and of the whole list (in its schema's words). */
  checks: RowChecks<R>;
  legend: string;
  hint: ReactNode;
  /**
   * The keys that move and add rows ("Alt+↑ or Alt+↓ moves one"): shown after the hint only
   * on devices with a fine pointer (a mouse, so most likely a keyboard), not on a phone.
   */
  keyHint?: ReactNode;
  rows: R[];
  onRowsChange: (rows: R[]) => void;
  addItemLabel: string;
  /**
   * Rows of several sentences (steps) are written in auto-growing text areas and pasted a
   * paragraph a row; others (ingredients) on one line each.
   */
  multiline?: boolean;
  names: (row: R, rows: readonly R[]) => RowNames;
  /** Shown under an item's field and linked to it: what the line was read as. */
  preview?: (row: R) => ReactNode;
  placeholder: { item: string; section: string };
}

interface PendingFocus {
  key: string;
  target: FocusTarget;
  /** Where the caret goes in a field: its start, its end, or back where it was. */
  caret?: 'start' | 'end' | number;
}

/**
 * An editable list of rows (ingredients, steps…) with section headings: add, move and
 * remove with buttons or keys (Enter adds a row below, Backspace in an empty row removes
 * it, Alt+↑/↓ moves it), several pasted lines become several rows. Focus follows the row
 * that moved, or goes to the next one when a row is removed; a polite status says what
 * happened for people who cannot see it.
 */
export function RowList<R extends EditorRow>({
  checks,
  legend,
  hint,
  keyHint,
  rows,
  onRowsChange,
  addItemLabel,
  multiline = false,
  names,
  preview,
  placeholder,
}: RowListProps<R>) {
  const id = useId();
  const elements = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | 'add' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const paste: PasteOptions = { paragraphs: multiline };
  const problem = checks.list(rows);
  // NOTE: a row made here has only what every row has; the tool's extras stay unset.
  const blank = (kind: RowKind, text?: string) => newRow(kind, text) as R;

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    pending.current = null;
    if (wanted === 'add') {
      addButton.current?.focus();
      return;
    }
    const element =
      elements.current.get(`${wanted.key}:${wanted.target}`) ??
      elements.current.get(`${wanted.key}:field`);
    if (!element || (element instanceof HTMLButtonElement && element.disabled)) {
      elements.current.get(`${wanted.key}:field`)?.focus();
      return;
    }
    element.focus();
    if (
      wanted.caret !== undefined &&
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    ) {
      const at =
        wanted.caret === 'start' ? 0 : wanted.caret === 'end' ? element.value.length : wanted.caret;
      element.setSelectionRange(at, at);
    }
  }, [rows]);

  function change(next: R[], focus: PendingFocus | 'add' | null, said?: string) {
    pending.current = focus;
    onRowsChange(next);
    if (said) setAnnouncement(said);
  }

  function register(key: string, target: FocusTarget) {
    return (element: HTMLElement | null) => {
      if (element) elements.current.set(`${key}:${target}`, element);
      else elements.current.delete(`${key}:${target}`);
    };
  }

  function add(kind: RowKind) {
    const row = blank(kind);
    change([...rows, row], { key: row.key, target: 'field' });
  }

  function insertAfter(index: number, drafts: R[]) {
    change([...rows.slice(0, index + 1), ...drafts, ...rows.slice(index + 1)], {
      key: drafts[drafts.length - 1]!.key,
      target: 'field',
      caret: 'end',
    });
  }

  function move(index: number, offset: number, target: FocusTarget, caret?: number) {
    const row = rows[index]!;
    const next = moveRow(rows, index, offset);
    const at = next.indexOf(row);
    change(
      next,
      { key: row.key, target, caret },
      `Moved ${names(row, rows).subject} to position ${at + 1} of ${rows.length}.`,
    );
  }

  function remove(index: number, towards: 'next' | 'previous' = 'next') {
    const row = rows[index]!;
    const next = rows.filter((_, i) => i !== index);
    const neighbour =
      towards === 'previous'
        ? (rows[index - 1] ?? rows[index + 1])
        : (rows[index + 1] ?? rows[index - 1]);
    change(
      next,
      neighbour
        ? { key: neighbour.key, target: 'field', caret: towards === 'previous' ? 'end' : undefined }
        : 'add',
      `Removed ${names(row, rows).subject}.`,
    );
  }

  function update(index: number, text: string) {
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, text } : row)));
  }

  function handleKeyDown(
    event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>,
    index: number,
  ) {
    if (event.nativeEvent.isComposing) return;
    const row = rows[index]!;
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      // NOTE: also keeps Enter from submitting the form from a one-line field.
      event.preventDefault();
      insertAfter(index, [blank('item')]);
    } else if (event.key === 'Backspace' && row.text === '' && rows.length > 1) {
      event.preventDefault();
      remove(index, index > 0 ? 'previous' : 'next');
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      // NOTE: moving the focused element in the document takes its focus and caret away;
      // both are given back once the row is in its new place.
      move(
        index,
        event.key === 'ArrowUp' ? -1 : 1,
        'field',
        event.currentTarget.selectionStart ?? 0,
      );
    }
  }

  function handlePaste(
    event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>,
    index: number,
  ) {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\r\n]/.test(text.trim())) return;
    const drafts = rowsFromPaste(text, paste);
    if (drafts.length < 2) return;
    event.preventDefault();
    const row = rows[index]!;
    const [first, ...others] = drafts;
    const added = others.map((draft) => blank(draft.kind, draft.text));
    // The first line goes into this row when it is empty, else every line gets a row below.
    const replaced =
      row.text.trim() === ''
        ? [{ ...row, kind: first!.kind, text: first!.text }]
        : [row, blank(first!.kind, first!.text)];
    const next = [...rows.slice(0, index), ...replaced, ...added, ...rows.slice(index + 1)];
    change(
      next,
      { key: next[index + replaced.length + added.length - 1]!.key, target: 'field', caret: 'end' },
      `Added ${drafts.length} rows.`,
    );
  }

  return (
    <fieldset
      className="min-w-0 space-y-3 border-t border-border pt-6"
      aria-describedby={`${id}-hint`}
    >
      <legend className="float-left w-full text-lg font-semibold tracking-tight">{legend}</legend>
      <p id={`${id}-hint`} className="clear-both text-sm text-muted-fg">
        {hint}
        {keyHint ? <span className="hidden pointer-fine:inline"> {keyHint}</span> : null}
      </p>
      {rows.length > 0 ? (
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <RowItem
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              error={checks.row(row)}
              names={names(row, rows)}
              itemNumber={rows.slice(0, index + 1).filter((r) => r.kind === 'item').length}
              multiline={multiline}
              placeholder={row.kind === 'section' ? placeholder.section : placeholder.item}
              preview={row.kind === 'item' ? preview?.(row) : null}
              register={register}
              onText={(text) => update(index, text)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              onPaste={(event) => handlePaste(event, index)}
              onMove={(offset, target) => move(index, offset, target)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : null}
      {problem ? <p className="text-sm font-medium text-destructive">{problem}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button ref={addButton} variant="outline" size="sm" onClick={() => add('item')}>
          <Plus aria-hidden="true" />
          {addItemLabel}
        </Button>
        <Button variant="tertiary" size="sm" onClick={() => add('section')}>
          <Heading aria-hidden="true" />
          Add section
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
