import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FUEL_TYPE_LABELS,
  LINE_ITEM_KIND_LABELS,
  LINE_ITEM_KINDS,
  serviceTitle,
  serviceTotal,
  type LineItemKind,
  type Vehicle,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import type { OdometerReading } from '@/shared/car-maintenance/odometer.ts';
import { partName } from '@/shared/car-maintenance/parts.ts';
import { readVin } from '@/shared/car-maintenance/vin.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { carLine, dayText, lastReading, newestFirst, odometerText } from '../cars/car-words.ts';
import { useMoney } from '../money.ts';
import {
  useCustomParts,
  useFuel,
  useIssues,
  useLocations,
  useServices,
  useVehicle,
  type ServiceEntry,
  type VehicleEntry,
} from '../use-car-data.ts';

/**
 * On paper: black on white whatever the theme on screen (the colour tokens set to ink
 * inside this element).
 */
const INK =
  'print:bg-white print:text-black print:[--color-fg:#000] print:[--color-muted-fg:#222] print:[--color-bg:#fff] print:[--color-card:#fff] print:[--color-muted:#fff] print:[--color-border:#999]';

/**
 * A car's whole service history on paper, for selling it: the car, then every service
 * newest first with its date, odometer, shop, parts and cost, and the totals.
 */
export default function CarPrintScreen({ id }: { id: string }) {
  const state = useVehicle(id);
  return (
    <div className={cn('space-y-6', INK)}>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <BackTo view={{ kind: 'car', id }}>Back</BackTo>
        {state.entry ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        ) : null}
      </div>
      <CarGate
        state={state}
        words={GATE_WORDS.car}
        back={{ view: { kind: 'cars' }, label: 'Back to cars' }}
      >
        {(entry) => <PrintedHistory entry={entry} />}
      </CarGate>
    </div>
  );
}

function PrintedHistory({ entry }: { entry: VehicleEntry }) {
  const { id, vehicle } = entry;
  const money = useMoney();
  const services = useServices();
  const fuel = useFuel();
  const issues = useIssues();
  const shops = useLocations();
  const custom = useCustomParts();
  return (
    <PrintedHistoryView
      vehicle={vehicle}
      services={newestFirst(services.entries.filter((item) => item.service.vehicleId === id))}
      loading={services.status === 'loading'}
      reading={lastReading(id, services.entries, fuel.entries, issues.entries)}
      shopName={(shopId) => shops.entries.find((shop) => shop.id === shopId)?.location.name}
      partLabel={(partId) => partName(partId, custom.entries)}
      format={money.format}
      today={new Date().toLocaleDateString(undefined, { dateStyle: 'long' })}
    />
  );
}

export interface PrintedHistoryViewProps {
  vehicle: Vehicle;
  /** The car's services, newest first. */
  services: readonly ServiceEntry[];
  loading: boolean;
  reading: OdometerReading | undefined;
  shopName: (shopId: string) => string | undefined;
  partLabel: (partId: string) => string;
  format: (amount: number) => string;
  /** The day it is printed, as shown. */
  today: string;
}

/** The printed history with its data given. */
export function PrintedHistoryView({
  vehicle,
  services: mine,
  loading,
  reading,
  shopName,
  partLabel,
  format,
  today,
}: PrintedHistoryViewProps) {
  const vin = vehicle.vin ? readVin(vehicle.vin, new Date().getFullYear()) : null;
  const byKind = Object.fromEntries(LINE_ITEM_KINDS.map((kind) => [kind, 0])) as Record<
    LineItemKind,
    number
  >;
  for (const { service } of mine) {
    for (const line of service.lineItems) byKind[line.kind] += line.amount;
  }
  const total = mine.reduce((sum, { service }) => sum + serviceTotal(service), 0);

  return (
    <article className="space-y-6">
      <header className="space-y-3 break-inside-avoid">
        <h2 className="text-2xl font-semibold tracking-tight">Service history: {vehicle.name}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <Fact label="Car">{carLine(vehicle) || vehicle.name}</Fact>
          {vin ? (
            <Fact label="VIN">
              <span className="font-mono">{vin.vin}</span>
            </Fact>
          ) : null}
          {vehicle.plate ? <Fact label="Licence plate">{vehicle.plate}</Fact> : null}
          <Fact label="Fuel">{FUEL_TYPE_LABELS[vehicle.fuelType]}</Fact>
          {reading ? (
            <Fact label="Last odometer">
              {odometerText(reading.odometer, vehicle.odometerUnit)} ({dayText(reading.date)})
            </Fact>
          ) : null}
          {vehicle.purchaseDate ? (
            <Fact label="Owned since">{dayText(vehicle.purchaseDate)}</Fact>
          ) : null}
        </dl>
        <p className="text-sm text-muted-fg">
          {`${mine.length} ${mine.length === 1 ? 'service' : 'services'}, newest first. Printed ${today}.`}
        </p>
      </header>

      {loading ? (
        <p className="text-muted-fg">Loading the service history…</p>
      ) : mine.length === 0 ? (
        <p className="text-muted-fg">No services are logged for this car yet.</p>
      ) : (
        // A region that can take the focus, so the keyboard scrolls a table wider than a phone.
        <div
          role="region"
          aria-label="Services"
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:overflow-visible"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm print:min-w-0">
            <caption className="sr-only">Services of {vehicle.name}, newest first</caption>
            <thead className="print:table-header-group">
              <tr className="border-b-2 border-fg">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Odometer
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Service
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Shop
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Parts
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {mine.map(({ id: serviceId, service }) => (
                <tr key={serviceId} className="break-inside-avoid border-b border-border align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{dayText(service.date)}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                    {service.odometer !== undefined
                      ? odometerText(service.odometer, vehicle.odometerUnit)
                      : '—'}
                  </td>
                  <td className="py-2 pr-3">
                    <span className="font-medium">{serviceTitle(service)}</span>
                    {service.type !== 'custom' && service.title ? (
                      <span className="block text-muted-fg">{service.title}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">
                    {(service.locationId && shopName(service.locationId)) || '—'}
                  </td>
                  <td className="py-2 pr-3">
                    {service.parts.length > 0
                      ? service.parts.map((tag) => partLabel(tag.part)).join(', ')
                      : '—'}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {service.lineItems.length > 0 ? format(serviceTotal(service)) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="break-inside-avoid">
              {LINE_ITEM_KINDS.filter((kind) => byKind[kind] > 0).map((kind) => (
                <tr key={kind}>
                  <th scope="row" colSpan={5} className="pt-2 pr-3 text-right font-normal">
                    {LINE_ITEM_KIND_LABELS[kind]}
                  </th>
                  <td className="pt-2 text-right tabular-nums">{format(byKind[kind])}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-fg">
                <th scope="row" colSpan={5} className="py-2 pr-3 text-right font-semibold">
                  Total ({mine.length} {mine.length === 1 ? 'service' : 'services'})
                </th>
                <td className="py-2 text-right font-semibold tabular-nums">{format(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-fg">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}
