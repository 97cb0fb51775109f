import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelButton } from '@/kit/editor/editor-actions.tsx';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useFormDraft } from '@/kit/editor/use-form-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import { Button } from '@/ui/button.tsx';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { locations, nowStamp, useLocation, type LocationEntry } from '../use-car-data.ts';
import { useDeleteShop } from './delete-shop.ts';
import { SHOP_FIELDS, shopFrom, shopValues } from './shop-form.ts';

/**
 * A new shop (`id` absent) or a shop's edit screen. Saving writes at once (kept offline
 * until the server has it) and opens the shop; an edit writes only the fields changed.
 */
export default function ShopEditorScreen({ id }: { id?: string }) {
  const state = useLocation(id ?? null);
  const { entry, deleted } = useHeldEntry(state.entry, id);

  if (id !== undefined && !entry) {
    return (
      <CarGate
        state={state}
        words={GATE_WORDS.shop}
        back={{ view: { kind: 'shops' }, label: 'Back to shops' }}
      >
        {() => null}
      </CarGate>
    );
  }
  if (state.path === null) return <Loading />;
  return <ShopEditor key={id ?? 'new'} id={id} entry={entry} path={state.path} deleted={deleted} />;
}

function ShopEditor({
  id,
  entry,
  path,
  deleted,
}: {
  id: string | undefined;
  entry: LocationEntry | undefined;
  path: string;
  deleted: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const deleteShop = useDeleteShop();
  const [start] = useState(() => shopValues(entry?.location));
  const draft = useFormDraft({ key: `${path}/${id ?? 'new'}`, start, noun: 'shop' });
  const back =
    id === undefined ? hrefFor({ kind: 'shops' }, params) : hrefFor({ kind: 'shop', id }, params);

  function save(submitted: FormValues) {
    const shop = shopFrom(submitted, entry?.location, nowStamp());
    // Only the fields changed here, so edits made meanwhile on another device stay; a shop
    // deleted meanwhile stays deleted and this one is a new copy.
    const target = locations.saveEditor(path, id, entry?.location, shop, deleted);
    draft.clear();
    void navigate(hrefFor({ kind: 'shop', id: target }, params), { replace: true });
  }

  return (
    <EditorFrame
      title={entry ? 'Edit shop' : 'New shop'}
      subtitle={entry?.location.name}
      draft={draft.offer}
      deleted={deleted}
    >
      <Form
        key={draft.formKey}
        {...draft.form}
        aria-label={entry ? `Shop: ${entry.location.name}` : 'New shop'}
        stickyActions
        fields={SHOP_FIELDS}
        columns={2}
        submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save shop'}
        onSubmit={save}
        className="max-w-3xl"
        actions={
          <>
            <CancelButton
              changed={draft.changed}
              discardMessage="The changes you made to this shop have not been saved."
              onLeave={() => {
                draft.clear();
                void navigate(back, { replace: true });
              }}
            />
            {entry && id !== undefined && !deleted ? (
              <Button
                variant="outline"
                className="text-destructive sm:ml-auto"
                disabled={!deleteShop}
                onClick={() => void deleteShop?.(entry, path)}
              >
                <Trash2 aria-hidden="true" />
                Delete shop
              </Button>
            ) : null}
          </>
        }
      />
    </EditorFrame>
  );
}
