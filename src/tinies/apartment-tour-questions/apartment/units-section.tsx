import { Check, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import type { Money } from '@/kit/money.ts';
import type { Unit } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { Loading } from '@/ui/loading.tsx';
import { formatDay, pricingUnitOf, roomsLine } from '../apartment-facts.ts';
import { NEW_TARGET, useInPlaceDraft, type RawValues } from '../form-drafts.ts';
import {
  apartments,
  nowStamp,
  units,
  type ApartmentEntry,
  type UnitEntry,
} from '../use-apartment-data.ts';

// NOTE: the unit's form checks each field with the shared schema as it is typed, so it
// loads (with zod and the schemas) once a unit is added or edited, not with the page.
const UnitForm = lazy(() =>
  import('./unit-form.tsx').then((module) => ({ default: module.UnitForm })),
);
const loadingForm = <Loading label="Loading the form" className="w-full py-4" />;

/** Which unit's form is open: a new one, one being edited, or none; `from`: a restored draft. */
type Editing =
  { kind: 'new'; from?: RawValues } | { kind: 'edit'; id: string; from?: RawValues } | null;

interface UnitsSectionProps {
  entry: ApartmentEntry;
  apartmentUnits: readonly UnitEntry[];
  apartmentsPath: string | null;
  unitsPath: string | null;
  money: Money;
  areaLabel: string;
}

/**
 * The apartment's units: each with its rent, rooms, floor and when it is free; added,
 * edited and deleted (after asking) in place; one chosen to price the apartment everywhere
 * (a single unit prices it without being chosen). A unit's form left half-written (the
 * page left without Save or Cancel) is kept on this device and offered back here.
 */
export function UnitsSection(props: UnitsSectionProps) {
  // NOTE: the draft is read once its place is known: a new key reads it again.
  return <Units key={props.unitsPath ?? ''} {...props} />;
}

function Units({
  entry,
  apartmentUnits,
  apartmentsPath,
  unitsPath,
  money,
  areaLabel,
}: UnitsSectionProps) {
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<Editing>(null);
  const draft = useInPlaceDraft({
    key: unitsPath && `${unitsPath}/of-${entry.id}`,
    noun: 'unit',
    onRestore: ({ target, raw }) =>
      // A unit deleted meanwhile comes back as a new one: nothing typed is lost.
      setEditing(
        apartmentUnits.some((unit) => unit.id === target)
          ? { kind: 'edit', id: target, from: raw }
          : { kind: 'new', from: raw },
      ),
  });
  const target = editing?.kind === 'edit' ? editing.id : NEW_TARGET;
  const { track } = draft;
  const trackForm = useCallback((raw: RawValues | null) => track(target, raw), [track, target]);
  const sectionRef = useRef<HTMLElement>(null);
  /** Closes the form; the focus goes back to the unit it was about, or to "Add a unit". */
  const close = () => {
    const was = editing;
    setEditing(null);
    requestAnimationFrame(() => {
      const name =
        was?.kind === 'edit' ? apartmentUnits.find((u) => u.id === was.id)?.unit.name : undefined;
      const section = sectionRef.current;
      const target =
        (name !== undefined
          ? section?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(`Edit unit ${name}`)}"]`)
          : null) ?? section?.querySelector<HTMLElement>('[data-add-unit]');
      target?.focus();
    });
  };
  const cancel = () => {
    draft.clear();
    close();
  };
  const chosenId = entry.apartment.chosenUnitId;
  const pricingId = pricingUnitOf(entry.apartment, apartmentUnits)?.id;
  const only = apartmentUnits.length === 1;

  const choose = (unitId: string | null) => {
    if (!apartmentsPath) return;
    apartments.update(apartmentsPath, entry.id, { chosenUnitId: unitId, updatedAt: nowStamp() });
  };

  const save = (unit: Unit, before: UnitEntry | undefined) => {
    if (!unitsPath) return;
    draft.clear();
    if (before) units.edit(unitsPath, before.id, before.unit, unit);
    else units.save(unitsPath, units.newId(), unit);
    close();
  };

  async function remove(unit: UnitEntry) {
    if (!unitsPath) return;
    const ok = await confirm({
      title: `Delete unit ${unit.unit.name}?`,
      message: `${pricingAfterDelete(entry, apartmentUnits, unit)}This cannot be undone.`,
      confirmText: 'Delete unit',
      cancelText: 'Keep it',
      destructive: true,
    });
    if (!ok) return;
    if (unit.id === chosenId) choose(null);
    units.remove(unitsPath, unit.id);
  }

  return (
    <section ref={sectionRef} aria-labelledby="units-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="units-heading" className="text-xl font-semibold tracking-tight">
          Units
        </h3>
        {editing?.kind === 'new' ? null : (
          <Button
            data-add-unit
            variant="outline"
            size="sm"
            disabled={!unitsPath}
            onClick={() => setEditing({ kind: 'new' })}
          >
            <Plus aria-hidden="true" />
            Add a unit
          </Button>
        )}
      </div>
      {draft.offer ? <DraftOffer {...draft.offer} /> : null}
      {apartmentUnits.length === 0 && editing?.kind !== 'new' ? (
        <p className="text-sm text-muted-fg">
          No units yet. A building with several units free? Add each, then choose the one that
          prices this apartment.
        </p>
      ) : null}
      <ul aria-label="Units" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {apartmentUnits.map((unit) => (
          <li key={unit.id} className="flex">
            {editing?.kind === 'edit' && editing.id === unit.id ? (
              <Suspense fallback={loadingForm}>
                <UnitForm
                  apartmentId={entry.id}
                  initial={unit.unit}
                  areaLabel={areaLabel}
                  draft={editing.from}
                  onDraftChange={trackForm}
                  onSubmit={(next) => save(next, unit)}
                  onCancel={cancel}
                />
              </Suspense>
            ) : (
              <UnitCard
                unit={unit}
                pricing={unit.id === pricingId}
                only={only}
                chosen={unit.id === chosenId}
                money={money}
                areaLabel={areaLabel}
                onChoose={() => choose(unit.id)}
                onUnchoose={() => choose(null)}
                onEdit={() => setEditing({ kind: 'edit', id: unit.id })}
                onDelete={() => void remove(unit)}
              />
            )}
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' ? (
        <Suspense fallback={loadingForm}>
          <UnitForm
            apartmentId={entry.id}
            areaLabel={areaLabel}
            draft={editing.from}
            onDraftChange={trackForm}
            onSubmit={(next) => save(next, undefined)}
            onCancel={cancel}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** What deleting `unit` does to the apartment's price, said before it is deleted ('' if nothing). */
function pricingAfterDelete(
  entry: ApartmentEntry,
  apartmentUnits: readonly UnitEntry[],
  unit: UnitEntry,
): string {
  const before = pricingUnitOf(entry.apartment, apartmentUnits);
  const rest = apartmentUnits.filter((other) => other.id !== unit.id);
  const after = pricingUnitOf(entry.apartment, rest);
  if (before?.id === after?.id) return '';
  if (before?.id === unit.id) {
    return after
      ? `It prices this apartment now; unit ${after.unit.name} will instead. `
      : 'It prices this apartment now; the listing’s rent will again. ';
  }
  return after ? `Unit ${after.unit.name}, then the only one, will price this apartment. ` : '';
}

function UnitCard({
  unit: { unit },
  pricing,
  only,
  chosen,
  money,
  areaLabel,
  onChoose,
  onUnchoose,
  onEdit,
  onDelete,
}: {
  unit: UnitEntry;
  /** It prices the apartment: chosen, or the only unit. */
  pricing: boolean;
  /** The apartment's only unit: nothing to choose between. */
  only: boolean;
  /** Chosen by the person. */
  chosen: boolean;
  money: Money;
  areaLabel: string;
  onChoose: () => void;
  onUnchoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const rooms = roomsLine(unit, areaLabel);
  const details = [
    rooms,
    unit.floor === undefined ? '' : `Floor ${unit.floor}`,
    unit.availableOn ? `Available ${formatDay(unit.availableOn)}` : '',
  ].filter(Boolean);
  return (
    <article
      aria-label={`Unit ${unit.name}`}
      className={
        pricing
          ? 'flex w-full flex-col gap-3 rounded-xl border-2 border-primary bg-card p-4 shadow-card'
          : 'flex w-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold break-words">{unit.name}</h4>
          <p className="text-lg font-semibold">
            {unit.rent === undefined ? (
              <span className="text-sm font-normal text-muted-fg">No rent given</span>
            ) : (
              `${money.formatWhole(unit.rent)} a month`
            )}
          </p>
        </div>
        {pricing ? (
          <Badge tone="success" className="gap-1">
            <Check aria-hidden="true" className="size-3.5" />
            {only ? 'Prices this apartment' : 'Chosen unit'}
          </Badge>
        ) : null}
      </div>
      {details.length > 0 ? <p className="text-sm text-muted-fg">{details.join(' · ')}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {pricing ? (
          // A single unit prices the apartment however it is chosen: no way back to the listing.
          chosen && !only ? (
            <Button variant="tertiary" size="sm" onClick={onUnchoose}>
              Price by the listing instead
            </Button>
          ) : null
        ) : (
          <Button size="sm" onClick={onChoose}>
            Use this unit
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit unit ${unit.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete unit ${unit.name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
