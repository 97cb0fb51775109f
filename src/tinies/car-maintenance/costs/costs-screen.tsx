import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { Money } from '@/kit/money.ts';
import {
  COST_CATEGORY_LABELS,
  costItems,
  costPerDistanceOf,
  monthSeries,
  periodOf,
  summarizeCosts,
  yearsOf,
  type CostItem,
  type CostPeriod,
  type PeriodChoice,
} from '@/shared/car-maintenance/costs.ts';
import { readingsOf } from '@/shared/car-maintenance/odometer.ts';
import { Label } from '@/ui/label.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Select } from '@/ui/select.tsx';
import { formatDay, ODOMETER_SHORT, todayDay } from '../fuel/fuel-format.ts';
import { useMoney } from '../money.ts';
import { NoCars } from '../no-cars.tsx';
import { CurrencyField, EconomyUnitField } from '../preferences/preference-fields.tsx';
import {
  useFuel,
  useIssues,
  useLocations,
  useServices,
  useVehicles,
  type VehicleEntry,
} from '../use-car-data.ts';

// The chart loads only once there is something to draw.
const BarChart = lazy(() => import('../charts/bar-chart.tsx'));

const ALL_CARS = 'all';
const MONTH = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return MONTH.format(new Date(Date.UTC(year, number - 1, 1)));
};

/**
 * What the cars cost over a chosen period: the running total (services, fuel, charging),
 * the purchase prices apart, per car with the cost per mile or km, per category, per shop
 * and per month with a small chart; in the person's currency, chosen here once.
 */
export default function CostsScreen() {
  const cars = useVehicles();
  const services = useServices();
  const fills = useFuel();
  const loading = [cars, services, fills].some((state) => state.status === 'loading');
  const failed = [cars, services, fills].find((state) => state.status === 'error');

  let body;
  if (loading) body = <Loading label="Loading your costs" />;
  else if (failed) {
    body = <LoadFailed title="Your costs could not be loaded" message={failed.error?.message} />;
  } else if (cars.entries.length === 0) {
    body = (
      <NoCars>Add a car and log its services and fill-ups: what they cost adds up here.</NoCars>
    );
  } else body = <CostsReport cars={cars.entries} />;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">Costs</h2>
        <p className="text-muted-fg">What your cars cost to run, and where the money went.</p>
      </header>
      {body}
    </div>
  );
}

function CostsReport({ cars }: { cars: VehicleEntry[] }) {
  const periodId = useId();
  const carId = useId();
  const money = useMoney();
  const services = useServices();
  const fills = useFuel();
  const issues = useIssues();
  const shops = useLocations();
  const [choice, setChoice] = useState<PeriodChoice>('this-year');
  const [carChoice, setCarChoice] = useState(ALL_CARS);
  const items = useMemo(
    () => costItems(cars, services.entries, fills.entries),
    [cars, services.entries, fills.entries],
  );
  const today = new Date();
  const period = periodOf(choice, today);
  const chosenCars = useMemo(
    () => (carChoice === ALL_CARS ? undefined : new Set([carChoice])),
    [carChoice],
  );
  const summary = summarizeCosts(items, period, chosenCars);
  const years = yearsOf(items);
  const periodOptions = [
    { value: 'this-year', label: 'This year' },
    { value: 'last-12-months', label: 'Last 12 months' },
    { value: 'all', label: 'All time' },
    ...years.map((year) => ({ value: `year-${year}`, label: String(year) })),
  ];
  const carName = (id: string) =>
    cars.find((car) => car.id === id)?.vehicle.name ?? 'A car no longer listed';
  const shopName = (id: string) =>
    shops.entries.find((shop) => shop.id === id)?.location.name ?? 'A shop no longer listed';
  const shownCars = cars.filter((car) => !chosenCars || chosenCars.has(car.id));

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label id={`${periodId}-label`} htmlFor={periodId}>
            Period
          </Label>
          <Select
            id={periodId}
            aria-labelledby={`${periodId}-label`}
            options={periodOptions}
            value={choice}
            onValueChange={(next) => next && setChoice(next as PeriodChoice)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label id={`${carId}-label`} htmlFor={carId}>
            Cars
          </Label>
          <Select
            id={carId}
            aria-labelledby={`${carId}-label`}
            options={[
              { value: ALL_CARS, label: 'All cars' },
              ...cars.map((car) => ({ value: car.id, label: car.vehicle.name })),
            ]}
            value={carChoice}
            onValueChange={(next) => next && setCarChoice(next)}
          />
        </div>
      </div>
      <section
        aria-labelledby="costs-settings"
        className="space-y-3 rounded-xl border border-border bg-card p-4"
      >
        <h3 id="costs-settings" className="text-base font-semibold">
          Your units, on all your devices
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <CurrencyField />
          <EconomyUnitField />
        </div>
      </section>

      <section aria-labelledby="costs-total" className="space-y-3">
        <h3 id="costs-total" className="text-lg font-semibold">
          Total
        </h3>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-fg">Running costs</dt>
            <dd className="mt-1 text-2xl font-semibold" data-testid="running-total">
              {money.format(summary.running)}
            </dd>
            <dd className="text-xs text-muted-fg">Services, fuel and charging</dd>
          </div>
          <div className="rounded-xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-fg">Purchase price</dt>
            <dd className="mt-1 text-2xl font-semibold">{money.format(summary.purchase)}</dd>
            <dd className="text-xs text-muted-fg">Cars bought in this period, kept apart</dd>
          </div>
        </dl>
        {summary.running === 0 ? (
          <p className="text-sm text-muted-fg">
            No costs in this period. Costs come from the services’ bills and the fill-ups’ prices:
            choose another period, or log them.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="costs-cars" className="space-y-3">
        <h3 id="costs-cars" className="text-lg font-semibold">
          Per car
        </h3>
        <PerCarTable
          cars={shownCars}
          items={items}
          period={period}
          money={money}
          readingsFor={(id) =>
            readingsOf(
              id,
              services.entries.map((item) => item.service),
              fills.entries.map((item) => item.fill),
              issues.entries.map(({ issue }) => ({
                vehicleId: issue.vehicleId,
                date: issue.noticedDate,
                odometer: issue.noticedOdometer,
              })),
            )
          }
        />
      </section>

      {summary.byCategory.length > 0 ? (
        <section aria-labelledby="costs-categories" className="space-y-3">
          <h3 id="costs-categories" className="text-lg font-semibold">
            Per category
          </h3>
          <AmountList
            label="Costs per category"
            rows={summary.byCategory.map(([category, amount]) => [
              COST_CATEGORY_LABELS[category],
              amount,
            ])}
            total={summary.running}
            money={money}
          />
        </section>
      ) : null}

      {summary.byMonth.length > 0 ? (
        <MonthSection byMonth={summary.byMonth} period={period} money={money} />
      ) : null}

      {summary.byShop.length > 0 ? (
        <section aria-labelledby="costs-shops" className="space-y-3">
          <h3 id="costs-shops" className="text-lg font-semibold">
            Per shop
          </h3>
          <AmountList
            label="Costs per shop"
            rows={summary.byShop.map(([id, amount]) => [shopName(id), amount])}
            total={summary.running}
            money={money}
          />
        </section>
      ) : null}

      {summary.purchaseByCar.length > 0 ? (
        <p className="text-sm text-muted-fg">
          Bought in this period:{' '}
          {summary.purchaseByCar
            .map(([id, amount]) => `${carName(id)} for ${money.format(amount)}`)
            .join(', ')}
          .
        </p>
      ) : null}
      <p className="text-xs text-muted-fg">As of {formatDay(todayDay(today))}.</p>
    </div>
  );
}

function PerCarTable({
  cars,
  items,
  period,
  money,
  readingsFor,
}: {
  cars: VehicleEntry[];
  items: CostItem[];
  period: CostPeriod;
  money: Money;
  readingsFor: (id: string) => ReturnType<typeof readingsOf>;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Running costs and cost per distance for each car</caption>
        <thead className="text-muted-fg">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Car
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Running costs
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Cost per distance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {cars.map((car) => {
            const own = summarizeCosts(items, period, new Set([car.id]));
            const rate = costPerDistanceOf(car.id, items, readingsFor(car.id), period);
            const unit = ODOMETER_SHORT[car.vehicle.odometerUnit];
            return (
              <tr key={car.id}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {car.vehicle.name}
                </th>
                <td className="px-4 py-2 text-right">{money.format(own.running)}</td>
                <td className="px-4 py-2 text-right">
                  {rate ? `${money.formatRate(rate.perUnit)} per ${unit}` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="border-t border-border px-4 py-2 text-xs text-muted-fg">
        Cost per distance: the running costs over the distance between the first and last odometer
        readings of the period (a dash needs two readings).
      </p>
    </div>
  );
}

function AmountList({
  label,
  rows,
  total,
  money,
}: {
  label: string;
  rows: [string, number][];
  total: number;
  money: Money;
}) {
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map(([name, amount]) => {
        const share = total > 0 ? Math.round((amount / total) * 100) : 0;
        return (
          <li key={name} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
            <span className="text-sm">{name}</span>
            <span className="text-sm font-medium">
              {money.format(amount)} <span className="text-muted-fg">({share}%)</span>
            </span>
            <svg aria-hidden="true" className="col-span-2 h-1.5 w-full text-primary">
              <rect width="100%" height="100%" rx="3" className="fill-muted" />
              <rect width={`${share}%`} height="100%" rx="3" fill="currentColor" />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}

function MonthSection({
  byMonth,
  period,
  money,
}: {
  byMonth: [string, number][];
  period: CostPeriod;
  money: Money;
}) {
  const first = period.from ?? byMonth[0]?.[0] ?? todayDay();
  const last = period.to ?? todayDay();
  const series = monthSeries(byMonth, first.slice(0, 7), last.slice(0, 7));
  const highest = byMonth.reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  const compact = new Intl.NumberFormat(undefined, { notation: 'compact' });
  return (
    <section aria-labelledby="costs-months" className="space-y-3">
      <h3 id="costs-months" className="text-lg font-semibold">
        Per month
      </h3>
      {series.length > 1 ? (
        <figure className="rounded-xl border border-border bg-card p-4">
          <Suspense fallback={<Loading label="Drawing the chart" />}>
            <BarChart
              title="Running costs per month"
              description={`${series.length} months from ${monthLabel(series[0]!.month)} to ${monthLabel(series.at(-1)!.month)}; the most, ${money.format(highest[1])}, in ${monthLabel(highest[0])}. Every month with a cost is listed below.`}
              points={series.map((point) => ({
                label: monthLabel(point.month),
                value: point.amount,
              }))}
              format={(value) => compact.format(value)}
            />
          </Suspense>
          <figcaption className="mt-2 text-sm text-muted-fg">
            Running costs per month, in {money.currency}.
          </figcaption>
        </figure>
      ) : null}
      <ul
        aria-label="Costs per month"
        className="grid max-w-3xl grid-cols-1 gap-x-8 gap-y-1 text-sm min-[400px]:grid-cols-2 lg:grid-cols-3"
      >
        {[...byMonth].reverse().map(([month, amount]) => (
          <li key={month} className="flex justify-between gap-2">
            <span className="text-muted-fg">{monthLabel(month)}</span>
            <span className="font-medium">{money.format(amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
