import { useNavigate, useSearchParams } from 'react-router';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import type { CustomPart } from '@/shared/car-maintenance/car-maintenance-schema.ts';
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
  if (all.status === 'loading') return <Loading label="Loading your parts" />;
  function save(part: CustomPart) {
    if (!all.path) return;
    customParts.save(all.path, customParts.newId(), part);
    toast({ title: 'Part added', description: part.name });
    leave();
  }
  return (
    <EditorFrame back={<BackTo view={BACK.view}>{BACK.label}</BackTo>} title="New part">
      <PartEditor submitLabel="Add part" onSubmit={save} onCancel={leave} />
    </EditorFrame>
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
          <EditorFrame
            back={<BackTo view={BACK.view}>{BACK.label}</BackTo>}
            title={`Edit ${entry.part.name}`}
          >
            <PartEditor
              key={id}
              initial={entry.part}
              submitLabel="Save part"
              onSubmit={save}
              onCancel={leave}
            />
          </EditorFrame>
        );
      }}
    </CarGate>
  );
}
