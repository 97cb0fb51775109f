import { ListPlus, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { Cost } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { ApartmentGate, BackTo, GATE_WORDS } from '../apartment-gate.tsx';
import { useTourSettings } from '../tour-settings.ts';
import {
  costs as costsCollection,
  useApartment,
  useUnits,
  type ApartmentEntry,
  type CostEntry,
} from '../use-apartment-data.ts';
import { CostGroup } from './cost-group.tsx';
import { defaultCosts, DEFAULT_COSTS } from './cost-model.ts';
import { LeaseTermsForm } from './lease-terms-form.tsx';
import { PricesIn } from './prices-in.tsx';
import { TrueCostFigures } from './true-cost-figures.tsx';
import { useApartmentCosts } from './use-true-cost.ts';

/** How long "Undo" stays after a cost is deleted. */
const UNDO_MS = 8000;

/** An apartment's costs: its true cost, lease terms and specials, monthly and one-time costs. */
export default function CostsScreen({ id }: { id: string }) {
  const state = useApartment(id);
  return (
    <ApartmentGate
      state={state}
      words={GATE_WORDS.apartment}
      back={{ view: { kind: 'list' }, label: 'Back to apartments' }}
    >
      {(entry) => <Costs key={entry.id} entry={entry} path={state.path} />}
    </ApartmentGate>
  );
}

function Costs({ entry, path }: { entry: ApartmentEntry; path: string | null }) {
  const toast = useToast();
  const { money, areaLabel } = useTourSettings();
  const allUnits = useUnits();
  const { id, apartment } = entry;
  const mine = useMemo(
    () => allUnits.entries.filter((unit) => unit.unit.apartmentId === id),
    [allUnits.entries, id],
  );
  const state = useApartmentCosts(entry, mine);
  const costsPath = state.path;
  const monthly = state.costs.filter((cost) => cost.cost.frequency === 'monthly');
  const oneTime = state.costs.filter((cost) => cost.cost.frequency === 'one-time');

  const save = (cost: Cost) => {
    if (costsPath) costsCollection.save(costsPath, costsCollection.newId(), cost);
  };
  const update = (before: CostEntry, next: Cost) => {
    if (!costsPath) return;
    costsCollection.edit(costsPath, before.id, before.cost, {
      ...next,
      updatedAt: new Date().toISOString(),
    });
  };
  const remove = (entry: CostEntry) => {
    if (!costsPath) return;
    costsCollection.remove(costsPath, entry.id);
    toast({
      title: 'Cost deleted',
      description: entry.cost.name,
      action: {
        label: 'Undo',
        onClick: () => costsCollection.save(costsPath, entry.id, entry.cost),
      },
      duration: UNDO_MS,
    });
  };
  const addDefaults = () => {
    const now = new Date().toISOString();
    for (const cost of defaultCosts(id, now)) save(cost);
  };

  const groups = {
    apartmentId: id,
    costsPath,
    money,
    onSave: save,
    onUpdate: update,
    onDelete: remove,
  };
  return (
    <article aria-labelledby="costs-heading" className="space-y-6">
      <BackTo view={{ kind: 'detail', id }}>Back to {apartment.name}</BackTo>
      <h2 id="costs-heading" className="text-3xl font-semibold tracking-tight break-words">
        Costs of {apartment.name}
      </h2>
      {state.status === 'error' ? (
        <LoadFailed title="The costs could not be loaded" message={state.error?.message} />
      ) : state.status === 'loading' ? (
        <Loading label="Loading the costs" />
      ) : (
        <>
          <TrueCostFigures
            apartment={apartment}
            figures={state.figures}
            unitName={state.unitName}
            unpriced={state.unpriced}
            money={money}
            areaLabel={areaLabel}
          />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <LeaseTermsForm entry={entry} path={path} />
            <PricesIn />
          </div>
          {state.costs.length === 0 ? (
            <EmptyState
              icon={<Wallet />}
              title="No costs yet"
              actions={
                <Button disabled={!costsPath} onClick={addDefaults}>
                  <ListPlus aria-hidden="true" />
                  Add the usual costs
                </Button>
              }
            >
              <p className="mx-auto mt-2 max-w-md text-muted-fg">
                Start with the usual ones, {DEFAULT_COSTS.length} at 0 to fill in (
                {DEFAULT_COSTS.map((cost) => cost.name).join(', ')}), or add your own below.
              </p>
            </EmptyState>
          ) : null}
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <CostGroup frequency="monthly" costs={monthly} {...groups} />
            <CostGroup frequency="one-time" costs={oneTime} {...groups} />
          </div>
        </>
      )}
    </article>
  );
}
