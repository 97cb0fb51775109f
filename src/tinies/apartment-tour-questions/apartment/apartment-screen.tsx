import { CalendarClock, CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { downloadFile } from '@/kit/io/download-file.ts';
import type {
  Apartment,
  ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { ApartmentQuestionsSection } from '../answers/apartment-questions-section.tsx';
import { pricingUnitOf, formatTour, pricedFacts } from '../apartment-facts.ts';
import { ApartmentGate, BackTo, GATE_WORDS } from '../apartment-gate.tsx';
import { hrefFor } from '../apartment-links.ts';
import { ApartmentFactsList } from './apartment-facts-list.tsx';
import { belongingsOf, deleteApartment } from './delete-apartment.ts';
import { PriceSummary } from './price-summary.tsx';
import { StatusControl } from './status-control.tsx';
import { UnitsSection } from './units-section.tsx';
import { ApartmentCostsSection } from '../costs/apartment-costs-section.tsx';
import { FollowUpsSection } from '../follow-ups/follow-ups-section.tsx';
import { useTourSettings } from '../tour-settings.ts';
import {
  apartments,
  nowStamp,
  useAnswers,
  useApartment,
  useCosts,
  useFollowUps,
  useQuestions,
  useUnits,
  type ApartmentEntry,
} from '../use-apartment-data.ts';

/** One apartment: its status, price, tour, listing facts, units and notes. */
export default function ApartmentScreen({ id }: { id: string }) {
  const state = useApartment(id);
  return (
    <ApartmentGate
      state={state}
      words={GATE_WORDS.apartment}
      back={{ view: { kind: 'list' }, label: 'Back to apartments' }}
    >
      {(entry) => <ApartmentPage entry={entry} path={state.path} />}
    </ApartmentGate>
  );
}

function ApartmentPage({ entry, path }: { entry: ApartmentEntry; path: string | null }) {
  const [params] = useSearchParams();
  const { money, areaLabel } = useTourSettings();
  const allUnits = useUnits();
  const { id, apartment } = entry;
  const mine = useMemo(
    () => allUnits.entries.filter((unit) => unit.unit.apartmentId === id),
    [allUnits.entries, id],
  );
  const facts = pricedFacts(apartment, pricingUnitOf(apartment, mine)?.unit);

  const setStatus = (status: ApartmentStatus) => {
    if (path) apartments.update(path, id, { status, updatedAt: nowStamp() });
  };

  return (
    <article aria-labelledby="apartment-heading" className="space-y-8">
      <BackTo view={{ kind: 'list' }}>Back to apartments</BackTo>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="apartment-heading" className="text-3xl font-semibold tracking-tight break-words">
            {apartment.name}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={hrefFor({ kind: 'edit', id }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <DeleteApartment entry={entry} path={path} />
        </div>
      </header>

      <StatusControl value={apartment.status} onChange={setStatus} />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <PriceSummary facts={facts} money={money} />
        <section
          aria-labelledby="tour-heading"
          className="space-y-1 rounded-2xl border border-border bg-card p-4 shadow-card"
        >
          <h3 id="tour-heading" className="text-sm font-medium text-muted-fg">
            Tour
          </h3>
          {apartment.tourAt ? (
            <>
              <p className="flex items-center gap-2 text-lg font-semibold">
                <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {formatTour(apartment.tourAt)}
              </p>
              <Button variant="outline" size="sm" onClick={() => void downloadTour(id, apartment)}>
                <CalendarPlus aria-hidden="true" />
                Add to calendar
              </Button>
            </>
          ) : (
            <p className="text-muted-fg">
              No tour set yet.{' '}
              <Link
                to={hrefFor({ kind: 'edit', id }, params)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Set its date and time
              </Link>
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="facts-heading" className="space-y-4">
        <h3 id="facts-heading" className="text-xl font-semibold tracking-tight">
          The listing
        </h3>
        <ApartmentFactsList apartment={apartment} areaLabel={areaLabel} />
      </section>

      <ApartmentQuestionsSection entry={entry} />

      <UnitsSection
        entry={entry}
        apartmentUnits={mine}
        apartmentsPath={path}
        unitsPath={allUnits.path}
        money={money}
        areaLabel={areaLabel}
      />

      <ApartmentCostsSection entry={entry} apartmentUnits={mine} />

      <FollowUpsSection entry={entry} />

      {apartment.notes ? (
        <section aria-labelledby="notes-heading" className="space-y-2">
          <h3 id="notes-heading" className="text-xl font-semibold tracking-tight">
            Notes
          </h3>
          <p className="max-w-prose whitespace-pre-line break-words">{apartment.notes}</p>
        </section>
      ) : null}
    </article>
  );
}

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** Delete, after a confirm that counts what goes with it; then back to the list. */
function DeleteApartment({ entry, path }: { entry: ApartmentEntry; path: string | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const all = {
    units: useUnits(),
    answers: useAnswers(),
    costs: useCosts(),
    followUps: useFollowUps(),
    questions: useQuestions(),
  };
  const known = Object.values(all).every((state) => state.status === 'ready' && state.path);

  async function remove() {
    if (!path || !known) return;
    const mine = belongingsOf(entry.id, {
      units: { path: all.units.path!, entries: all.units.entries },
      answers: { path: all.answers.path!, entries: all.answers.entries },
      costs: { path: all.costs.path!, entries: all.costs.entries },
      followUps: { path: all.followUps.path!, entries: all.followUps.entries },
      questions: { path: all.questions.path!, entries: all.questions.entries },
    });
    const goes = [
      counted(mine.units.entries.length, 'unit', 'units'),
      counted(mine.answers.entries.length, 'answer', 'answers'),
      counted(mine.costs.entries.length, 'cost', 'costs'),
      counted(mine.followUps.entries.length, 'follow-up', 'follow-ups'),
    ];
    const ok = await confirm({
      title: `Delete ${entry.apartment.name}?`,
      message: `Its ${goes.slice(0, -1).join(', ')} and ${goes.at(-1)} go with it. This cannot be undone.`,
      confirmText: 'Delete apartment',
      cancelText: 'Keep it',
      destructive: true,
    });
    if (!ok) return;
    deleteApartment(path, entry.id, mine);
    void navigate(hrefFor({ kind: 'list' }, params), { replace: true });
  }

  return (
    <Button variant="outline" disabled={!path || !known} onClick={() => void remove()}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}

/**
 * Downloads the tour as an iCalendar file for the person's calendar app. The calendar
 * library loads with the first download, not with the page.
 */
async function downloadTour(id: string, apartment: Apartment) {
  const { tourCalendar } = await import('@/shared/apartment-tour-questions/tour-ics.ts');
  const text = tourCalendar(id, apartment, { now: new Date() });
  if (!text) return;
  const name = apartment.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'apartment';
  downloadFile(text, `tour-${name}.ics`, 'text/calendar');
}
