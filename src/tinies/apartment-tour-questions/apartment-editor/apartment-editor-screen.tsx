import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { ListingDraft } from '@/shared/apartment-tour-questions/listing-import.ts';
import { Loading } from '@/ui/loading.tsx';
import { ApartmentGate, BackTo, GATE_WORDS } from '../apartment-gate.tsx';
import { hrefFor } from '../apartment-links.ts';
import { parseRawValues } from '../form-drafts.ts';
import { useTourSettings } from '../tour-settings.ts';
import { apartments, useApartment, type ApartmentEntry } from '../use-apartment-data.ts';
import { ApartmentEditor } from './apartment-editor.tsx';
import { draftRaw, startRaw, type RawValues } from './apartment-form-model.ts';
import { ListingFilled } from './listing-filled.tsx';
import { ListingUrlForm } from './listing-url-form.tsx';

/**
 * The new-apartment (`id` absent) and edit screens. Saving writes at once (kept on the
 * device while offline) and opens the apartment; Cancel goes back to it, or to the list.
 * Left any other way, what was typed is kept on this device and offered back.
 */
export default function ApartmentEditorScreen({ id }: { id?: string }) {
  const state = useApartment(id ?? null);
  const { entry, held, deleted } = useHeldEntry(state.entry, id);

  if (id !== undefined && !entry) {
    return (
      <ApartmentGate
        state={state}
        words={GATE_WORDS.apartment}
        back={{ view: { kind: 'list' }, label: 'Back to apartments' }}
      >
        {() => null}
      </ApartmentGate>
    );
  }
  if (state.path === null) return <Loading label="Loading your apartments" />;
  return (
    <DraftedApartmentEditor
      key={id ?? 'new'}
      id={id}
      entry={entry}
      held={held}
      deleted={deleted}
      path={state.path}
      signedIn={state.signedIn}
    />
  );
}

function DraftedApartmentEditor({
  id,
  entry,
  held,
  deleted,
  path,
  signedIn,
}: {
  id: string | undefined;
  /** The apartment being edited; none for a new one. */
  entry: ApartmentEntry | undefined;
  /** The apartment as editing began. */
  held: ApartmentEntry | undefined;
  /** Deleted on another device while open: saving keeps a copy. */
  deleted: boolean;
  path: string;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { areaLabel, areaUnit, money } = useTourSettings();
  const [filled, setFilled] = useState<{ key: number; raw: RawValues; draft: ListingDraft }>();
  const [start] = useState(() => startRaw(entry?.apartment));
  const draft = useEditorDraft({
    key: `${path}/${id ?? 'new'}`,
    start,
    parse: parseRawValues,
    noun: 'apartment',
  });

  const backView =
    id === undefined ? ({ kind: 'list' } as const) : ({ kind: 'detail', id } as const);

  const save = (apartment: Apartment) => {
    draft.clear();
    // Only the fields changed here, so edits made meanwhile on another device stay; an
    // apartment deleted meanwhile stays deleted and this one is a new copy.
    const target = apartments.saveEditor(path, id, held?.apartment, apartment, deleted);
    void navigate(hrefFor({ kind: 'detail', id: target }, params), { replace: true });
  };

  return (
    <EditorFrame
      back={
        <BackTo view={backView}>
          {entry ? `Back to ${entry.apartment.name}` : 'Back to apartments'}
        </BackTo>
      }
      title={entry ? 'Edit apartment' : 'Add an apartment'}
      subtitle={entry?.apartment.name}
      draft={draft.offer}
      deleted={deleted}
    >
      {id === undefined ? (
        <div className="mb-8 max-w-3xl space-y-3">
          <ListingUrlForm
            signedIn={signedIn}
            onFound={(found) =>
              setFilled((prev) => ({
                key: (prev?.key ?? 0) + 1,
                raw: draftRaw(found),
                draft: found,
              }))
            }
          />
          {filled ? (
            <ListingFilled
              draft={filled.draft}
              currency={money.currency}
              areaUnit={areaUnit}
              areaLabel={areaLabel}
            />
          ) : null}
        </div>
      ) : null}
      <ApartmentEditor
        key={draft.formKey}
        filled={filled}
        initial={entry?.apartment}
        draft={draft.formKey === 'restored' ? draft.initial : undefined}
        onDraftChange={draft.track}
        areaLabel={areaLabel}
        submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save apartment'}
        onSubmit={save}
        onCancel={() => {
          draft.clear();
          void navigate(hrefFor(backView, params), { replace: true });
        }}
      />
    </EditorFrame>
  );
}
