import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { changedFields } from '@/kit/collection-writes.ts';
import { useDiscardGuard } from '@/kit/editor/use-discard-guard.ts';
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
  // The shop as it was when editing began, kept if it changes elsewhere meanwhile.
  const [held, setHeld] = useState<LocationEntry | undefined>(state.entry);
  if (state.entry && held?.id !== state.entry.id) setHeld(state.entry);
  const entry = state.entry ?? (held?.id === id ? held : undefined);

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
  return (
    <ShopEditor
      key={id ?? 'new'}
      id={id}
      entry={entry}
      path={state.path}
      deleted={id !== undefined && !state.entry}
    />
  );
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
  const discardGuard = useDiscardGuard('The changes you made to this shop have not been saved.');
  const deleteShop = useDeleteShop();
  const [start] = useState(() => shopValues(entry?.location));
  const [values, setValues] = useState<FormValues>(start);
  const changed = JSON.stringify(values) !== JSON.stringify(start);
  const back =
    id === undefined ? hrefFor({ kind: 'shops' }, params) : hrefFor({ kind: 'shop', id }, params);

  function save(submitted: FormValues) {
    const shop = shopFrom(submitted, entry?.location, nowStamp());
    const target = id ?? locations.newId();
    // Only the fields changed here, so edits made meanwhile on another device stay; a shop
    // deleted meanwhile is written whole again.
    if (id !== undefined && entry && !deleted) {
      locations.update(path, id, changedFields(entry.location, shop));
    } else locations.save(path, target, shop);
    void navigate(hrefFor({ kind: 'shop', id: target }, params), { replace: true });
  }

  async function cancel() {
    if (await discardGuard(changed)) void navigate(back, { replace: true });
  }

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">
          {entry ? 'Edit shop' : 'New shop'}
        </h2>
        {entry ? <p className="text-muted-fg">{entry.location.name}</p> : null}
      </header>
      <Form
        aria-label={entry ? `Shop: ${entry.location.name}` : 'New shop'}
        fields={SHOP_FIELDS}
        defaultValues={start}
        columns={2}
        submitLabel={entry ? 'Save changes' : 'Save shop'}
        onSubmit={save}
        onValuesChange={setValues}
        className="max-w-3xl"
        actions={
          <>
            <Button variant="outline" onClick={() => void cancel()}>
              Cancel
            </Button>
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
    </div>
  );
}
