import { Fuel, Plus } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { Money } from '@/kit/money.ts';
import type { EconomyUnit } from '@/shared/car-maintenance/car-model.ts';
import {
  costPerDistance,
  ECONOMY_UNIT_LABELS,
  economyIn,
  formatEconomy,
  fuelEconomy,
  shownUnit,
  type EconomyReport,
  type EnergyKind,
} from '@/shared/car-maintenance/fuel-economy.ts';
import { Badge } from '@/ui/badge.tsx';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../car-links.ts';
import { useMoney } from '../money.ts';
import { NoCars } from '../no-cars.tsx';
import { EconomyUnitField } from '../preferences/preference-fields.tsx';
import { usePreferences } from '../preferences/preferences.ts';
import { useFuel, useVehicles, type FuelEntryItem, type VehicleEntry } from '../use-car-data.ts';
import { CarSwitcher, useChosenCar } from './car-switcher.tsx';
import { formatAmount, formatDay, formatReading, ODOMETER_SHORT } from './fuel-format.ts';

// The chart is drawn only once there is something to draw, and loads then.
const LineChart = lazy(() => import('../charts/line-chart.tsx'));

const KIND_WORDS: Readonly<Record<EnergyKind, { title: string; one: string; many: string }>> = {
  fuel: { title: 'Fuel economy', one: 'full tank', many: 'full tanks' },
  electric: { title: 'Charging economy', one: 'full charge', many: 'full charges' },
};

/**
 * The fuel and charging log of one car (chosen with the switcher, remembered): economy
 * from each full tank to the next, its average and the last, a chart of it over time, and
 * every fill-up, newest first.
 */
export default function FuelScreen() {
  const [params] = useSearchParams();
  const cars = useVehicles();
  const fills = useFuel();
  const [car, choose] = useChosenCar(cars.entries);

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">Fuel and charging</h2>
        <p className="text-muted-fg">Log every fill-up or charge to see the economy.</p>
      </div>
      {car ? (
        <Link
          to={hrefFor({ kind: 'new-fill' }, params, { 'for-car': car.id })}
          className={buttonVariants()}
        >
          <Plus aria-hidden="true" />
          Log a fill-up
        </Link>
      ) : null}
    </header>
  );

  let body;
  if (cars.status === 'loading' || fills.status === 'loading') {
    body = <Loading label="Loading your fuel log" />;
  } else if (cars.status === 'error' || fills.status === 'error') {
    body = (
      <LoadFailed
        title="Your fuel log could not be loaded"
        message={(cars.error ?? fills.error)?.message}
      />
    );
  } else if (!car) {
    body = <NoCars>Add a car first, then log its fill-ups or charges here.</NoCars>;
  } else {
    body = (
      <>
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          {cars.entries.length > 1 ? (
            <CarSwitcher cars={cars.entries} value={car.id} onChange={choose} />
          ) : null}
          <EconomyUnitField />
        </div>
        <CarFuelLog
          key={car.id}
          car={car}
          fills={fills.entries.filter((entry) => entry.fill.vehicleId === car.id)}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {body}
    </div>
  );
}

function CarFuelLog({ car, fills }: { car: VehicleEntry; fills: FuelEntryItem[] }) {
  const [params] = useSearchParams();
  const money = useMoney();
  const { economy } = usePreferences();
  const unit = car.vehicle.odometerUnit;
  const report = useMemo(() => fuelEconomy(fills, unit), [fills, unit]);
  const newestFirst = useMemo(
    () =>
      [...fills].sort((a, b) =>
        a.fill.date === b.fill.date
          ? b.fill.odometer - a.fill.odometer
          : a.fill.date < b.fill.date
            ? 1
            : -1,
      ),
    [fills],
  );

  if (fills.length === 0) {
    return (
      <EmptyState
        icon={<Fuel />}
        title={`No fill-ups for ${car.vehicle.name} yet`}
        actions={
          <Link
            to={hrefFor({ kind: 'new-fill' }, params, { 'for-car': car.id })}
            className={buttonVariants()}
          >
            Log the first fill-up
          </Link>
        }
      >
        Fill the tank (or charge) to the top and log it: from the next full fill-up on, you see the
        economy.
      </EmptyState>
    );
  }

  const kinds = (['fuel', 'electric'] as const).filter((kind) => report.totals[kind]);
  return (
    <div className="space-y-8">
      {unit === 'h' ? (
        <p className="text-muted-fg">
          This car’s odometer counts engine hours, so no economy per distance is shown.
        </p>
      ) : kinds.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-4 text-sm">
          Economy shows from the second full fill-up: log the next one when you fill to the top.
        </p>
      ) : (
        kinds.map((kind) => (
          <EconomySummary
            key={kind}
            kind={kind}
            report={report}
            economy={economy}
            car={car}
            money={money}
          />
        ))
      )}
      <FillLog fills={newestFirst} report={report} economy={economy} car={car} money={money} />
    </div>
  );
}

function EconomySummary({
  kind,
  report,
  economy,
  car,
  money,
}: {
  kind: EnergyKind;
  report: EconomyReport;
  economy: EconomyUnit;
  car: VehicleEntry;
  money: Money;
}) {
  const total = report.totals[kind];
  if (!total) return null;
  const unit = car.vehicle.odometerUnit;
  const shown = shownUnit(kind, economy);
  const average = economyIn(total.distance, total.amount, unit, shown);
  const last = economyIn(total.last.distance, total.last.amount, unit, shown);
  const perDistance = costPerDistance(total.cost, total.costedDistance);
  const intervals = report.ordered.filter((interval) => interval.kind === kind);
  const points = intervals.flatMap((interval) => {
    const value = economyIn(interval.distance, interval.amount, unit, shown);
    return value === null ? [] : [{ label: formatDay(interval.date), value }];
  });
  const words = KIND_WORDS[kind];
  const format = (value: number) => formatEconomy(value, shown);
  const values = points.map((point) => point.value);
  const headingId = `economy-${kind}`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {words.title}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Average" value={average === null ? '—' : format(average)} />
        <Figure label="Last" value={last === null ? '—' : format(last)} />
        <Figure
          label={`Cost per ${ODOMETER_SHORT[unit]}`}
          value={perDistance === null ? '—' : money.formatRate(perDistance)}
        />
        <Figure
          label="Distance counted"
          value={`${formatReading(total.distance, unit)} · ${total.count} ${total.count === 1 ? 'tank' : 'tanks'}`}
        />
      </dl>
      {points.length > 0 ? (
        <figure className="rounded-xl border border-border bg-card p-4">
          <Suspense fallback={<Loading label="Drawing the chart" />}>
            <LineChart
              title={`${words.title} of ${car.vehicle.name} over time`}
              description={
                points.length === 1
                  ? `One ${words.one} so far, on ${points[0]?.label}: ${format(values[0] ?? 0)}. It is listed in the log below.`
                  : `${points.length} ${words.many} from ${points[0]?.label} to ${points.at(-1)?.label}: lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}, last ${format(values.at(-1) ?? 0)}. Each value is listed in the log below.`
              }
              points={points}
              format={(value) =>
                new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value)
              }
            />
          </Suspense>
          <figcaption className="mt-2 text-sm text-muted-fg">
            {words.title} in {ECONOMY_UNIT_LABELS[shown]}, per full tank, oldest to newest.
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-3">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="mt-1 font-semibold">{value}</dd>
    </div>
  );
}

function FillLog({
  fills,
  report,
  economy,
  car,
  money,
}: {
  fills: FuelEntryItem[];
  report: EconomyReport;
  economy: EconomyUnit;
  car: VehicleEntry;
  money: Money;
}) {
  const [params] = useSearchParams();
  const unit = car.vehicle.odometerUnit;
  return (
    <section aria-labelledby="fill-log" className="space-y-3">
      <h3 id="fill-log" className="text-lg font-semibold">
        Log
      </h3>
      <ul
        aria-label="Fill-ups, newest first"
        className="divide-y divide-border rounded-xl border border-border bg-card"
      >
        {fills.map(({ id, fill }) => {
          const interval = report.intervals.get(id);
          const shown = interval ? shownUnit(interval.kind, economy) : null;
          const value =
            interval && shown ? economyIn(interval.distance, interval.amount, unit, shown) : null;
          return (
            <li key={id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
              <Link
                to={hrefFor({ kind: 'fill-edit', id }, params)}
                className="min-w-28 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={`Edit the fill-up of ${formatDay(fill.date)}`}
              >
                {formatDay(fill.date)}
              </Link>
              <span className="text-sm">{formatReading(fill.odometer, unit)}</span>
              <span className="text-sm">{formatAmount(fill.amount, fill.unit)}</span>
              {fill.cost !== undefined ? (
                <span className="text-sm">{money.format(fill.cost)}</span>
              ) : null}
              {!fill.full ? <Badge tone="muted">Partial</Badge> : null}
              {fill.missedBefore ? <Badge tone="warning">Missed one before</Badge> : null}
              {fill.station ? <span className="text-sm text-muted-fg">{fill.station}</span> : null}
              <span className="ml-auto text-sm font-medium">
                {value !== null && shown ? formatEconomy(value, shown) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
