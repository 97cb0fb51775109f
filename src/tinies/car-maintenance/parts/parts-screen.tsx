import { Pencil, Plus, Trash2, Wrench } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { suggestParts } from '@/shared/car-maintenance/part-tagger.ts';
import {
  BUILT_IN_PARTS,
  PART_AREA_LABELS,
  partName,
  type CustomPartEntry,
  type PartArea,
} from '@/shared/car-maintenance/parts.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../car-links.ts';
import { customParts, useCustomParts } from '../use-car-data.ts';

const AREA_NAMES: Readonly<Record<PartArea, string>> = {
  internal: 'Internal',
  external: 'External',
};

/**
 * The parts a record can be tagged with: the person's own (added, edited, deleted here),
 * a box to try the tagger on any words, and the built-in parts with their keywords.
 */
export default function PartsScreen() {
  const all = useCustomParts();
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold">Parts</h2>
        <p className="max-w-prose text-muted-fg">
          Services and issues are tagged with the parts their words name, as whole words (“tyres”
          finds Front and Rear tyres; “neighborhood” is not the hood). Add parts of your own with
          the words that name them.
        </p>
      </header>
      <CustomPartsSection state={all} />
      <TryTagger custom={all.entries} />
      <BuiltInParts />
    </div>
  );
}

function CustomPartsSection({ state }: { state: ReturnType<typeof useCustomParts> }) {
  const [params] = useSearchParams();
  const { confirm } = useDialogs();
  const toast = useToast();
  const headingId = useId();

  async function remove(entry: CustomPartEntry) {
    if (!state.path) return;
    const path = state.path;
    const confirmed = await confirm({
      title: 'Delete part?',
      message: `“${entry.part.name}” and its keywords will be removed on all your devices. Services and issues tagged with it keep the tag, shown as “Removed part”.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    customParts.remove(path, entry.id);
    toast({
      title: 'Part deleted',
      description: entry.part.name,
      action: { label: 'Undo', onClick: () => customParts.save(path, entry.id, entry.part) },
      duration: 10_000,
    });
  }

  const addLink = (
    <Link to={hrefFor({ kind: 'new-part' }, params)} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      Add a part
    </Link>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          Your parts
        </h3>
        {state.status === 'ready' && state.entries.length > 0 ? addLink : null}
      </div>
      {state.status === 'loading' ? (
        <Loading label="Loading your parts" />
      ) : state.status === 'error' ? (
        <LoadFailed title="Your parts could not be loaded" message={state.error?.message} />
      ) : state.entries.length === 0 ? (
        <EmptyState icon={<Wrench />} title="No parts of your own yet" actions={addLink}>
          Add a part the built-in list lacks (a tow bar, a dash cam, a roof box) with the words that
          name it, and your services and issues are tagged with it too.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-card">
          {state.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{entry.part.name}</span>
                  <Badge tone="muted">{AREA_NAMES[entry.part.area]}</Badge>
                </p>
                <p className="text-sm break-words text-muted-fg">
                  {entry.part.keywords.length > 0
                    ? `Keywords: ${entry.part.keywords.join(', ')}`
                    : 'No keywords: tagged by its name only'}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  to={hrefFor({ kind: 'part-edit', id: entry.id }, params)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`Edit ${entry.part.name}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Delete ${entry.part.name}`}
                  disabled={!state.path}
                  onClick={() => void remove(entry)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A box to see which parts some words would tag. */
function TryTagger({ custom }: { custom: readonly CustomPartEntry[] }) {
  const [text, setText] = useState('');
  const headingId = useId();
  const fieldId = useId();
  const found = useMemo(() => suggestParts(text, custom), [text, custom]);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-xl font-semibold">
        Try the tagger
      </h3>
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Words to tag
      </label>
      <Textarea
        id={fieldId}
        rows={2}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        placeholder="Front tires rotated, new brake pads, coil pack replaced"
      />
      <p role="status" aria-live="polite" className="text-sm">
        {text.trim() === ''
          ? 'Type some words to see the parts they tag.'
          : found.length === 0
            ? 'No parts found in these words.'
            : `Tags: ${found.map((id) => partName(id, custom)).join(', ')}`}
      </p>
    </section>
  );
}

/** The built-in parts, read-only, by area. */
function BuiltInParts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-xl font-semibold">
        Built-in parts
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        {(['internal', 'external'] as const).map((area) => (
          <BuiltInArea key={area} area={area} />
        ))}
      </div>
    </section>
  );
}

function BuiltInArea({ area }: { area: PartArea }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-lg font-medium">
        {AREA_NAMES[area]}{' '}
        <span className="text-sm font-normal text-muted-fg">({PART_AREA_LABELS[area]})</span>
      </h4>
      <dl className="divide-y divide-border rounded-xl border border-border bg-card text-sm">
        {BUILT_IN_PARTS.filter((part) => part.area === area).map((part) => (
          <div key={part.id} className="px-4 py-2">
            <dt className="font-medium">{part.name}</dt>
            <dd className="break-words text-muted-fg">{part.keywords.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
