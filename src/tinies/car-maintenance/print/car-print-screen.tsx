import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRINT_INK } from '@/kit/print/print-ink.ts';
import {
  FUEL_TYPE_LABELS,
  LINE_ITEM_KIND_LABELS,
  LINE_ITEM_KINDS,
  serviceTitle,
  serviceTotal,
  type LineItemKind,
  type Vehicle,
} from '@/shared/car-maintenance/car-model.ts';
import type { OdometerReading } from '@/shared/car-maintenance/odometer.ts';
import { partName } from '@/shared/car-maintenance/parts.ts';
import { readVin } from '@/shared/car-maintenance/vin.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { carLine, dayText, lastReading, newestFirst, odometerText } from '../cars/car-words.ts';
import { useMoney } from '../money.ts';
import { AmountTable } from '../service/amount-table.tsx';
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
 * A car's whole service history on paper, for selling it: the car, then every service
 * newest first with its date, odometer, shop, parts and cost, and the totals.
 */
export default function CarPrintScreen({ id }: { id: string }) {
  const state = useVehicle(id);
  return (
    <div className={cn('space-y-6', PRINT_INK)}>
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
          <AmountTable
            caption={`Services of ${vehicle.name}, newest first`}
            className="min-w-[40rem] print:min-w-0"
            ruled
            rows={mine}
            rowKey={(row) => row.id}
            columns={[
              {
                header: 'Date',
                cell: ({ service }) => dayText(service.date),
                className: 'whitespace-nowrap',
              },
              {
                header: 'Odometer',
                numeric: true,
                cell: ({ service }) =>
                  service.odometer !== undefined
                    ? odometerText(service.odometer, vehicle.odometerUnit)
                    : '—',
              },
              {
                header: 'Service',
                cell: ({ service }) => (
                  <>
                    <span className="font-medium">{serviceTitle(service)}</span>
                    {service.type !== 'custom' && service.title ? (
                      <span className="block text-muted-fg">{service.title}</span>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Shop',
                cell: ({ service }) => (service.locationId && shopName(service.locationId)) || '—',
              },
              {
                header: 'Parts',
                cell: ({ service }) =>
                  service.parts.length > 0
                    ? service.parts.map((tag) => partLabel(tag.part)).join(', ')
                    : '—',
              },
              {
                header: 'Cost',
                numeric: true,
                cell: ({ service }) =>
                  service.lineItems.length > 0 ? format(serviceTotal(service)) : '—',
              },
            ]}
            totals={[
              ...LINE_ITEM_KINDS.filter((kind) => byKind[kind] > 0).map((kind) => ({
                key: kind,
                label: LINE_ITEM_KIND_LABELS[kind],
                amount: format(byKind[kind]),
              })),
              {
                key: 'total',
                label: `Total (${mine.length} ${mine.length === 1 ? 'service' : 'services'})`,
                amount: format(total),
                grand: true,
              },
            ]}
          />
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
