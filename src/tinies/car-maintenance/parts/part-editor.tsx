import { X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { customPartSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { CAR_LIMITS, type CustomPart } from '@/shared/car-maintenance/car-model.ts';
import { PART_AREA_LABELS, type PartArea } from '@/shared/car-maintenance/parts.ts';
import { Button } from '@/ui/button.tsx';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Input } from '@/ui/input.tsx';

export interface PartEditorProps {
  initial?: CustomPart;
  submitLabel: string;
  /** The part as it is to be stored (with `createdAt` kept, `updatedAt` now). */
  onSubmit: (part: CustomPart) => void;
  onCancel: () => void;
  /** Told of the unfinished part as it changes (null while nothing has), to keep as a draft. */
  onDraftChange?: (draft: CustomPart | null) => void;
}

const AREA_OPTIONS = (['internal', 'external'] as const).map((area) => ({
  value: area,
  label: area === 'internal' ? 'Internal' : 'External',
}));

const keywordCheck = customPartSchema.shape.keywords.element;

/** Folded for comparing keywords: "Tow Bar" and "tow bar" are one. */
const sameWord = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * A custom part: its name, where it is on the car, and the words that tag a record with it
 * (each added as a chip). The stored part is checked with the shared schema.
 */
export function PartEditor({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onDraftChange,
}: PartEditorProps) {
  const start = { name: initial?.name ?? '', area: initial?.area ?? null };
  const [values, setValues] = useState<FormValues>(start);
  const [keywords, setKeywords] = useState<string[]>(initial?.keywords ?? []);
  const [draft, setDraft] = useState('');
  const [keywordProblem, setKeywordProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const keywordId = useId();
  const keywordHintId = useId();
  const keywordErrorId = useId();

  const changed =
    (values.name ?? '') !== start.name ||
    (values.area ?? null) !== start.area ||
    JSON.stringify(keywords) !== JSON.stringify(initial?.keywords ?? []);

  useEffect(() => {
    onDraftChange?.(
      changed
        ? {
            name: String(values.name ?? ''),
            area: values.area as PartArea,
            keywords,
            createdAt: initial?.createdAt ?? '',
            updatedAt: initial?.updatedAt ?? '',
          }
        : null,
    );
  }, [changed, values, keywords, initial, onDraftChange]);

  function addKeyword() {
    const word = draft.trim().replace(/\s+/g, ' ');
    if (!word) {
      setKeywordProblem('Type a word first');
      return;
    }
    const checked = keywordCheck.safeParse(word);
    if (!checked.success) {
      setKeywordProblem(checked.error.issues[0]?.message ?? 'That keyword cannot be used');
      return;
    }
    if (keywords.some((keyword) => sameWord(keyword, word))) {
      setKeywordProblem(`“${word}” is already a keyword`);
      return;
    }
    if (keywords.length >= CAR_LIMITS.keywords) {
      setKeywordProblem(`At most ${CAR_LIMITS.keywords} keywords`);
      return;
    }
    setKeywords([...keywords, word]);
    setDraft('');
    setKeywordProblem(null);
  }

  function onKeywordKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addKeyword();
    }
  }

  function submit(submitted: FormValues) {
    const now = new Date().toISOString();
    const part = {
      name: String(submitted.name ?? ''),
      area: submitted.area as PartArea,
      keywords,
      // A draft of a new part has no date added yet.
      createdAt: initial?.createdAt || now,
      updatedAt: now,
    };
    const checked = customPartSchema.safeParse(part);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'This part cannot be saved');
      return;
    }
    setProblem(null);
    onSubmit(checked.data);
  }

  return (
    <Form
      aria-label={initial ? `Part: ${initial.name}` : 'New part'}
      stickyActions
      fields={[
        {
          type: 'text',
          name: 'name',
          label: 'Name',
          required: true,
          placeholder: 'Tow bar',
          validate: schemaCheck(customPartSchema.shape.name),
        },
        {
          type: 'select',
          name: 'area',
          label: 'Where it is',
          required: true,
          options: AREA_OPTIONS,
          placeholder: 'Choose…',
          description: `Internal: ${PART_AREA_LABELS.internal.toLowerCase()}. External: ${PART_AREA_LABELS.external.toLowerCase()}.`,
        },
      ]}
      defaultValues={start}
      columns={2}
      submitLabel={submitLabel}
      onSubmit={submit}
      onValuesChange={setValues}
      actions={
        <CancelButton
          changed={changed}
          discardMessage="The changes you made to this part have not been saved."
          onLeave={onCancel}
        />
      }
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Keywords</legend>
        <p id={keywordHintId} className="text-sm text-muted-fg">
          Words that tag a service or issue with this part. Whole words only; plurals, case and
          accents do not matter. The part’s name counts as one too.
        </p>
        {keywords.length === 0 ? (
          <p className="text-sm text-muted-fg">No keywords yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Keywords">
            {keywords.map((keyword) => (
              <li
                key={keyword}
                className="inline-flex h-8 items-center gap-1 rounded-full border border-border bg-muted pr-1 pl-3 text-sm"
              >
                <span>{keyword}</span>
                <button
                  type="button"
                  aria-label={`Remove keyword ${keyword}`}
                  onClick={() => setKeywords(keywords.filter((word) => word !== keyword))}
                  className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted-fg hover:bg-border hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex max-w-md flex-col gap-2">
          <label htmlFor={keywordId} className="text-sm font-medium">
            New keyword
          </label>
          <div className="flex gap-2">
            <Input
              id={keywordId}
              value={draft}
              maxLength={200}
              onChange={(event) => {
                setDraft(event.target.value);
                setKeywordProblem(null);
              }}
              onKeyDown={onKeywordKey}
              aria-invalid={keywordProblem ? true : undefined}
              aria-describedby={keywordProblem ? keywordErrorId : keywordHintId}
              placeholder="towbar"
            />
            <Button variant="outline" onClick={addKeyword}>
              Add keyword
            </Button>
          </div>
          {keywordProblem ? (
            <p id={keywordErrorId} className="text-sm font-medium text-destructive">
              {keywordProblem}
            </p>
          ) : null}
        </div>
      </fieldset>
      <EditorProblem>{problem}</EditorProblem>
    </Form>
  );
}
