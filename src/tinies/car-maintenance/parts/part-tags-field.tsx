import { Sparkles, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { PartTag } from '@/shared/car-maintenance/car-model.ts';
import { retag, sameTags, suggestParts } from '@/shared/car-maintenance/part-tagger.ts';
import { allParts, partName, type CustomPartEntry } from '@/shared/car-maintenance/parts.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Select } from '@/ui/select.tsx';
import { useCustomParts } from '../use-car-data.ts';

/** A record's parts and the suggestions the person removed, as the schemas store them. */
export interface PartTagsValue {
  parts: PartTag[];
  dismissedParts: string[];
}

export interface PartTagsFieldProps {
  /** The record's words the parts are suggested from (title, notes, line items…). */
  text: string;
  value: PartTagsValue;
  onChange: (next: PartTagsValue) => void;
  /** The field's heading; "Parts" unless given. */
  label?: string;
}

/**
 * The parts a record touched: suggested from its words as they are typed (each removable,
 * and not suggested again once removed), added by hand from every built-in and custom part,
 * and announced politely as they come and go.
 */
export function PartTagsField(props: PartTagsFieldProps) {
  const custom = useCustomParts();
  // Until the person's parts are known, their keywords cannot be read: wait, rather than
  // drop a custom part's tag and add it back.
  return <PartTagsEditor {...props} custom={custom.entries} ready={custom.status !== 'loading'} />;
}

export interface PartTagsEditorProps extends PartTagsFieldProps {
  custom: readonly CustomPartEntry[];
  /** Whether `custom` is known; suggestions wait for it. */
  ready: boolean;
}

/** PartTagsField with the custom parts given (see PartTagsField). */
export function PartTagsEditor({
  text,
  value,
  onChange,
  label = 'Parts',
  custom,
  ready,
}: PartTagsEditorProps) {
  const headingId = useId();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');

  const nameOf = (id: string) => partName(id, custom);

  // The words changed (or the custom parts did): suggestions follow them. Retagging what
  // is already in step changes nothing, so this settles at once.
  useEffect(() => {
    if (!ready) return;
    const parts = retag(value.parts, value.dismissedParts, text, custom);
    if (!sameTags(parts, value.parts)) onChange({ ...value, parts });
  }, [text, custom, ready, value, onChange]);

  // Every change of the parts, by the words or by hand, is announced.
  const [seen, setSeen] = useState(value.parts);
  if (seen !== value.parts) {
    setSeen(value.parts);
    setAnnouncement(describeChange(seen, value.parts, nameOf));
  }

  const suggested = useMemo(() => suggestParts(text, custom), [text, custom]);
  const dismissedNow = value.dismissedParts.filter((id) => suggested.includes(id));

  function remove(id: string) {
    const dismissed =
      suggested.includes(id) && !value.dismissedParts.includes(id)
        ? [...value.dismissedParts, id]
        : value.dismissedParts;
    onChange({
      parts: value.parts.filter((tag) => tag.part !== id),
      dismissedParts: dismissed,
    });
  }

  function add(id: string) {
    const parts = value.parts.some((tag) => tag.part === id)
      ? value.parts.map((tag) => (tag.part === id ? { part: id, by: 'hand' as const } : tag))
      : [...value.parts, { part: id, by: 'hand' as const }];
    onChange({ parts, dismissedParts: value.dismissedParts.filter((part) => part !== id) });
  }

  function addBack(id: string) {
    const dismissedParts = value.dismissedParts.filter((part) => part !== id);
    onChange({ parts: retag(value.parts, dismissedParts, text, custom), dismissedParts });
  }

  const tagged = new Set(value.parts.map((tag) => tag.part));
  const options = allParts(custom)
    .filter((part) => !tagged.has(part.id))
    .map((part) => ({ value: part.id, label: part.custom ? `${part.name} (yours)` : part.name }));

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend id={headingId} className="text-sm font-medium">
        {label}
      </legend>
      <p id={hintId} className="text-sm text-muted-fg">
        Suggested from the words as you type: remove any that are wrong, or add one.
      </p>
      {value.parts.length === 0 ? (
        <p className="text-sm text-muted-fg">No parts yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-labelledby={headingId}>
          {value.parts.map((tag) => (
            <li
              key={tag.part}
              className={cn(
                'inline-flex h-8 items-center gap-1 rounded-full border pr-1 pl-3 text-sm',
                tag.by === 'text'
                  ? 'border-dashed border-primary bg-card text-fg'
                  : 'border-border bg-muted text-fg',
              )}
            >
              {tag.by === 'text' ? (
                <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
              ) : null}
              <span>{nameOf(tag.part)}</span>
              {tag.by === 'text' ? <span className="sr-only">(suggested)</span> : null}
              <button
                type="button"
                aria-label={`Remove ${nameOf(tag.part)}`}
                onClick={() => remove(tag.part)}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-fg hover:bg-border hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {dismissedNow.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-fg">
          <span>Removed suggestions:</span>
          {dismissedNow.map((id) => (
            <Button
              key={id}
              variant="outline"
              size="sm"
              aria-label={`Add ${nameOf(id)} back`}
              onClick={() => addBack(id)}
            >
              {nameOf(id)}
            </Button>
          ))}
        </p>
      ) : null}
      <div className="max-w-sm">
        <Select
          searchable
          aria-label="Add a part"
          options={options}
          value={null}
          onValueChange={(id) => {
            if (id) add(id);
          }}
          placeholder="Add a part…"
          searchPlaceholder="Search parts…"
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/** What changed between two lists of tags, in words: "Suggested Brake pads. Removed Oil filter." */
function describeChange(
  before: readonly PartTag[],
  after: readonly PartTag[],
  nameOf: (id: string) => string,
): string {
  const was = new Set(before.map((tag) => tag.part));
  const now = new Set(after.map((tag) => tag.part));
  const names = (tags: readonly PartTag[]) => tags.map((tag) => nameOf(tag.part)).join(', ');
  const suggested = after.filter((tag) => !was.has(tag.part) && tag.by === 'text');
  const added = after.filter((tag) => !was.has(tag.part) && tag.by === 'hand');
  const removed = before.filter((tag) => !now.has(tag.part));
  return [
    suggested.length > 0 ? `Suggested ${names(suggested)}.` : '',
    added.length > 0 ? `Added ${names(added)}.` : '',
    removed.length > 0 ? `Removed ${names(removed)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
