import { ArrowDown, ArrowUp, Heading, X } from 'lucide-react';
import { useId, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { describedBy, fieldControlClass } from '@/ui/field-styles.ts';
import type { EditorRow, RowNames } from './rows.ts';

export type FocusTarget = 'field' | 'up' | 'down';

export interface RowItemProps {
  row: EditorRow;
  index: number;
  count: number;
  /** What the tool's schema says is wrong with the row, or null. */
  error: string | null;
  names: RowNames;
  itemNumber: number;
  multiline: boolean;
  placeholder: string;
  preview: ReactNode;
  register: (key: string, target: FocusTarget) => (element: HTMLElement | null) => void;
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onMove: (offset: number, target: FocusTarget) => void;
  onRemove: () => void;
}

// Smaller on phones, where the field needs the room.
const iconButton = 'size-8! sm:size-9! text-muted-fg hover:text-fg';

/** Where the browser cannot size a text area to its content (`field-sizing`), script does. */
function grow(textarea: HTMLTextAreaElement) {
  if (typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content')) return;
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + 2}px`;
}

/** One row of a RowList: its field, what it was read as, its error and its buttons. */
export function RowItem({
  row,
  index,
  count,
  error,
  names,
  itemNumber,
  multiline,
  placeholder,
  preview,
  register,
  onText,
  onKeyDown,
  onPaste,
  onMove,
  onRemove,
}: RowItemProps) {
  const id = useId();
  const section = row.kind === 'section';
  const field = {
    id,
    'aria-label': names.label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(preview ? `${id}-preview` : null, error && `${id}-error`),
    value: row.text,
    placeholder,
    onKeyDown,
    onPaste,
  };
  const fieldClass = cn(fieldControlClass, section && 'border-dashed bg-muted! font-semibold');

  return (
    <li className={cn('flex items-start gap-1.5 sm:gap-2', section && 'pt-2')}>
      <span
        aria-hidden="true"
        className={cn(
          'flex h-10 w-5 shrink-0 items-center justify-center text-sm font-semibold tabular-nums sm:w-7',
          section ? 'text-muted-fg' : 'text-fg',
        )}
      >
        {section ? <Heading className="size-4" /> : multiline ? itemNumber : '•'}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        {multiline && !section ? (
          <textarea
            {...field}
            ref={register(row.key, 'field')}
            rows={2}
            enterKeyHint="next"
            onChange={(event) => {
              onText(event.target.value);
              grow(event.target);
            }}
            className={cn(fieldClass, 'block min-h-16 resize-y py-2 field-sizing-content')}
          />
        ) : (
          <input
            {...field}
            ref={register(row.key, 'field')}
            type="text"
            enterKeyHint="next"
            onChange={(event) => onText(event.target.value)}
            className={cn(fieldClass, 'h-10')}
          />
        )}
        {preview ? (
          <div id={`${id}-preview`} className="px-1 text-xs text-muted-fg">
            {preview}
          </div>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="px-1 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex h-10 shrink-0 items-center">
        <Button
          ref={register(row.key, 'up')}
          variant="tertiary"
          size="icon"
          className={iconButton}
          disabled={index === 0}
          onClick={() => onMove(-1, 'up')}
        >
          <ArrowUp aria-hidden="true" />
          <span className="sr-only">Move {names.subject} up</span>
        </Button>
        <Button
          ref={register(row.key, 'down')}
          variant="tertiary"
          size="icon"
          className={iconButton}
          disabled={index === count - 1}
          onClick={() => onMove(1, 'down')}
        >
          <ArrowDown aria-hidden="true" />
          <span className="sr-only">Move {names.subject} down</span>
        </Button>
        <Button
          variant="tertiary"
          size="icon"
          className={cn(iconButton, 'hover:text-destructive')}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
          <span className="sr-only">Remove {names.subject}</span>
        </Button>
      </div>
    </li>
  );
}
