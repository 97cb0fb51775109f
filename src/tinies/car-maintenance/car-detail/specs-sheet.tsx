import type { Specs } from '@/shared/car-maintenance/car-model.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card.tsx';

const GROUPS: readonly { title: string; rows: readonly [keyof Specs, string][] }[] = [
  {
    title: 'Engine',
    rows: [
      ['oilSpec', 'Oil'],
      ['oilCapacity', 'Oil capacity'],
      ['oilFilter', 'Oil filter'],
      ['airFilter', 'Air filter'],
      ['cabinFilter', 'Cabin filter'],
      ['fuelFilter', 'Fuel filter'],
      ['sparkPlugs', 'Spark plugs'],
      ['batteryType', 'Battery'],
    ],
  },
  {
    title: 'Tyres and wipers',
    rows: [
      ['tyreSize', 'Tyre size'],
      ['tyrePressureFront', 'Front pressure'],
      ['tyrePressureRear', 'Rear pressure'],
      ['wiperDriver', "Driver's wiper"],
      ['wiperPassenger', "Passenger's wiper"],
      ['wiperRear', 'Rear wiper'],
    ],
  },
];

/** The car's specs sheet: what to ask for at the parts counter. */
export function SpecsSheet({ specs }: { specs: Specs }) {
  const groups = GROUPS.map((group) => ({
    ...group,
    rows: group.rows.filter(([key]) => specs[key]),
  })).filter((group) => group.rows.length > 0);
  return (
    <Card aria-labelledby="specs-title" role="region">
      <CardHeader>
        <CardTitle id="specs-title">Specs sheet</CardTitle>
        <CardDescription>Oil, filters, tyres, wipers and battery for this car.</CardDescription>
      </CardHeader>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No specs yet. Edit the car to note its oil, filter part numbers, tyre size and pressures,
          wipers and battery.
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="space-y-2">
            <h4 className="text-sm font-semibold">{group.title}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {group.rows.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-fg">{label}</dt>
                  <dd className="font-medium break-words">{specs[key]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
    </Card>
  );
}
