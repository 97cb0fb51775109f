import { useNavigate, useSearchParams } from 'react-router';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { Loading } from '@/ui/loading.tsx';
import { CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { useVehicle, vehicles, type VehicleEntry } from '../use-car-data.ts';
import { CarEditor, parseCarDraft } from './car-editor.tsx';

/**
 * The new-car (`id` absent) and edit screens. Saving writes at once (kept on the device
 * while offline) and opens the car; Cancel goes back to the car, or to the cars.
 */
export default function CarEditorScreen({ id }: { id?: string }) {
  const state = useVehicle(id ?? null);
  const found = state.entry;
  const { entry, held, deleted } = useHeldEntry(found, id);

  if (id !== undefined && !entry) {
    return (
      <CarGate
        state={state}
        words={GATE_WORDS.car}
        back={{ view: { kind: 'cars' }, label: 'Back to cars' }}
      >
        {() => null}
      </CarGate>
    );
  }
  const path = state.path;
  if (path === null) return <Loading label="Loading your cars" />;
  return (
    <DraftedCarEditor
      key={id ?? 'new'}
      id={id}
      path={path}
      entry={entry}
      held={held}
      deleted={deleted}
      canUploadPhoto={state.signedIn}
    />
  );
}

/** The car's editor in its frame, with what is typed kept as a draft until saved. */
function DraftedCarEditor({
  id,
  path,
  entry,
  held,
  deleted,
  canUploadPhoto,
}: {
  id: string | undefined;
  path: string;
  /** The car as it is now, if it is one to edit. */
  entry: VehicleEntry | undefined;
  /** The car as editing began. */
  held: VehicleEntry | undefined;
  deleted: boolean;
  canUploadPhoto: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = useEditorDraft({
    key: `${path}/${id ?? 'new'}`,
    start: undefined,
    parse: parseCarDraft,
    noun: 'car',
  });
  const back =
    id === undefined ? hrefFor({ kind: 'cars' }, params) : hrefFor({ kind: 'car', id }, params);

  const save = (vehicle: Vehicle) => {
    // Only the fields changed here, so edits made meanwhile on another device stay; a car
    // deleted meanwhile stays deleted and this one is a new copy.
    const target = vehicles.saveEditor(path, id, held?.vehicle, vehicle, deleted);
    draft.clear();
    void navigate(hrefFor({ kind: 'car', id: target }, params), { replace: true });
  };

  return (
    <EditorFrame
      title={entry ? 'Edit car' : 'Add a car'}
      subtitle={entry?.vehicle.name}
      draft={draft.offer}
      deleted={deleted}
    >
      <CarEditor
        key={draft.formKey}
        initial={entry?.vehicle}
        restored={draft.initial}
        canUploadPhoto={canUploadPhoto}
        submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save car'}
        onSubmit={save}
        onCancel={() => {
          draft.clear();
          void navigate(back, { replace: true });
        }}
        onDraftChange={draft.track}
      />
    </EditorFrame>
  );
}
