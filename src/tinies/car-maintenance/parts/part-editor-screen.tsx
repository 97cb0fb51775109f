import { useNavigate, useSearchParams } from 'react-router';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import type { CustomPart } from '@/shared/car-maintenance/car-model.ts';
import { isJsonObject } from '@/shared/data/values.ts';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { customParts, useCustomPart, useCustomParts, type PartEntry } from '../use-car-data.ts';
import { PartEditor } from './part-editor.tsx';

/** A custom part's editor: a new part, or the one `id` names. */
export default function PartEditorScreen({ id }: { id?: string }) {
  return id ? <EditPart id={id} /> : <NewPart />;
}

const BACK = { view: { kind: 'parts' } as const, label: 'Back to parts' };

function useLeave() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return () => navigate(hrefFor({ kind: 'parts' }, params));
}

function NewPart() {
  const all = useCustomParts();
  const leave = useLeave();
  const toast = useToast();
  if (all.status === 'loading' || !all.path) return <Loading label="Loading your parts" />;
  const path = all.path;
  function save(part: CustomPart) {
    customParts.save(path, customParts.newId(), part);
    toast({ title: 'Part added', description: part.name });
    leave();
  }
  return (
    <DraftedPartEditor
      draftKey={`${path}/new`}
      title="New part"
      submitLabel="Add part"
      onSubmit={save}
      onCancel={leave}
    />
  );
}

function EditPart({ id }: { id: string }) {
  const state = useCustomPart(id);
  const leave = useLeave();
  const toast = useToast();
  return (
    <CarGate state={state} words={GATE_WORDS.part} back={BACK}>
      {(entry: PartEntry) => {
        function save(part: CustomPart) {
          if (state.path && customParts.edit(state.path, id, entry.part, part)) {
            toast({ title: 'Part saved', description: part.name });
          }
          leave();
        }
        return (
          <DraftedPartEditor
            key={id}
            draftKey={state.path && `${state.path}/${id}`}
            title={`Edit ${entry.part.name}`}
            initial={entry.part}
            submitLabel="Save part"
            onSubmit={save}
            onCancel={leave}
          />
        );
      }}
    </CarGate>
  );
}

/** A draft is a part as far as it was written: only its shape is checked here. */
const parseDraft = (value: unknown): CustomPart | null =>
  isJsonObject(value) && typeof value.name === 'string' && Array.isArray(value.keywords)
    ? (value as unknown as CustomPart)
    : null;

/** The part's editor in its frame, with what is typed kept as a draft until saved. */
function DraftedPartEditor({
  draftKey,
  title,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  draftKey: string | null;
  title: string;
  initial?: CustomPart;
  submitLabel: string;
  onSubmit: (part: CustomPart) => void;
  onCancel: () => void;
}) {
  const draft = useEditorDraft({ key: draftKey, start: initial, parse: parseDraft, noun: 'part' });
  return (
    <EditorFrame
      back={<BackTo view={BACK.view}>{BACK.label}</BackTo>}
      title={title}
      draft={draft.offer}
    >
      <PartEditor
        key={draft.formKey}
        initial={draft.initial}
        submitLabel={submitLabel}
        onSubmit={(part) => {
          draft.clear();
          onSubmit(part);
        }}
        onCancel={() => {
          draft.clear();
          onCancel();
        }}
        onDraftChange={draft.track}
      />
    </EditorFrame>
  );
}
