import {
  ROUTINE_TYPES,
  type ServiceLocation,
  type PartTag,
  type Service,
  type ServiceType,
  type Vehicle,
} from '../src/shared/car-maintenance/car-model.ts';
import { suggestParts } from '../src/shared/car-maintenance/part-tagger.ts';

/**
 * A generated Car Maintenance Tracker of the size the bench times: 20 cars, 12 shops and
 * 5,000 service records spread over ten years (routine types, notes naming parts, line items,
 * a shop on most, part tags suggested from the words as the editor does). Deterministic.
 */
export const CAR_COUNT = 20;
export const SERVICE_COUNT = 5_000;
const SHOP_COUNT = 12;

const MAKES = [
  ['Toyota', 'Corolla'],
  ['Honda', 'Civic'],
  ['Ford', 'Focus'],
  ['Volkswagen', 'Golf'],
  ['Subaru', 'Outback'],
  ['Volvo', 'V70'],
  ['Mazda', 'CX-5'],
  ['Tesla', 'Model 3'],
  ['Skoda', 'Octavia'],
  ['Hyundai', 'i30'],
] as const;

const SHOPS = [
  'Main Street Garage',
  'Quick Lube Express',
  'Northside Auto Care',
  'Tyre World',
  'Brake & Clutch Centre',
  'Dealer Service Dept',
  'Riverside Motors',
  'Precision Auto Repair',
  'Green Valley Mechanics',
  'City Car Clinic',
  'Harbour Road Autos',
  'Sunset Service Station',
];

/** What a record's notes say, by type: the words name parts the tagger picks up. */
const NOTES: Partial<Record<ServiceType, readonly string[]>> = {
  'oil-change': [
    'Changed engine oil and oil filter, 5W-30 synthetic. Checked coolant level.',
    'Oil and filter done, topped up washer fluid, noticed small leak near the oil pan.',
  ],
  'tire-rotation': ['Rotated front tyres to the rear, set pressures to 2.3 bar.'],
  'air-filter': ['Replaced the air filter, the old one was full of leaves.'],
  'cabin-air-filter': ['New cabin air filter, the air conditioning smells fresh again.'],
  'brake-inspection': ['Brake pads at 6 mm front, 4 mm rear. Brake fluid looks dark.'],
  'brake-pads': [
    'Front brake pads and brake rotors replaced, calipers cleaned and greased.',
    'Rear brake pads replaced; squeal gone. Brake fluid flushed.',
  ],
  'battery-check': ['Battery tested at 12.6 V, alternator charging fine, terminals cleaned.'],
  'fluid-check': ['Topped up coolant, brake fluid and power steering fluid.'],
  'transmission-service': ['Transmission fluid drained and refilled, new pan gasket.'],
  'coolant-flush': ['Coolant flushed, thermostat replaced, radiator cap checked.'],
  'wheel-alignment': ['Four wheel alignment after hitting a pothole; steering wheel straight now.'],
  'tire-replacement': ['Two new rear tyres, balanced; old ones at 2 mm tread.'],
  'wiper-blades': ['New wipers front and rear, windshield washer jets adjusted.'],
  'spark-plugs': ['Spark plugs replaced, ignition coils tested fine.'],
  'belt-replacement': ['Timing belt and water pump replaced at the interval; serpentine belt too.'],
  inspection: ['Annual inspection passed; advisory on exhaust corrosion and headlights aim.'],
  registration: ['Registration renewed for the year.'],
  'insurance-renewal': ['Insurance renewed, same cover.'],
  custom: [
    'Replaced a cracked tail light lens and a wing mirror glass.',
    'Fixed the sunroof drain, water was getting into the doors.',
    'Exhaust hanger welded, catalytic converter heat shield rattled.',
  ],
};

const CUSTOM_TITLES = ['Tail light repair', 'Sunroof drain', 'Exhaust rattle', 'Windshield chip'];

function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** A time-ordered id like the data client's, from a counter (deterministic). */
function idAt(ms: number, n: number): string {
  return `${ms.toString(36).padStart(9, '0')}${n.toString(36).padStart(11, '0')}`;
}

export interface CarHistoryData {
  vehicles: { id: string; vehicle: Vehicle }[];
  locations: { id: string; location: ServiceLocation }[];
  services: { id: string; service: Service }[];
}

export function generateCarHistory(): CarHistoryData {
  const start = Date.parse('2016-01-01T09:00:00Z');
  const vehicles = Array.from({ length: CAR_COUNT }, (_, i) => {
    const [make, model] = MAKES[i % MAKES.length]!;
    const at = isoAt(start + i * 60_000);
    const vehicle: Vehicle = {
      name: `${make} ${model} ${i + 1}`,
      make,
      model,
      year: 2008 + (i % 15),
      odometerUnit: i % 3 === 0 ? 'mi' : 'km',
      fuelType: i % 10 === 7 ? 'electric' : i % 4 === 0 ? 'diesel' : 'petrol',
      archived: i === CAR_COUNT - 1,
      createdAt: at,
      updatedAt: at,
    };
    return { id: idAt(start + i * 60_000, i), vehicle };
  });
  const locations = SHOPS.slice(0, SHOP_COUNT).map((name, i) => {
    const at = isoAt(start + i * 1_000);
    const location: ServiceLocation = {
      name,
      address: `${10 + i} High Street`,
      phone: `555-01${String(i).padStart(2, '0')}`,
      createdAt: at,
      updatedAt: at,
    };
    return { id: idAt(start + i * 1_000, 100 + i), location };
  });
  const span = 10 * 365 * 86_400_000;
  const services = Array.from({ length: SERVICE_COUNT }, (_, i) => {
    const car = i % CAR_COUNT;
    const nth = Math.floor(i / CAR_COUNT);
    const when = start + Math.floor((i / SERVICE_COUNT) * span);
    const type: ServiceType =
      i % 17 === 16 ? 'custom' : ROUTINE_TYPES[(i * 7) % ROUTINE_TYPES.length]!;
    const notes = NOTES[type] ?? NOTES.custom!;
    const note = notes[i % notes.length]!;
    const title = type === 'custom' ? CUSTOM_TITLES[i % CUSTOM_TITLES.length] : undefined;
    const lineItems: Service['lineItems'] = [
      { kind: 'parts', description: note.split(/[.;,]/)[0]!, amount: 20 + ((i * 37) % 400) },
      { kind: 'labour', description: `${1 + (i % 3)} h labour`, amount: 60 + ((i * 13) % 180) },
    ];
    if (i % 5 === 0) lineItems.push({ kind: 'other', description: 'Shop supplies', amount: 7.5 });
    const text = [title ?? '', note, ...lineItems.map((line) => line.description ?? '')].join(' ');
    const parts: PartTag[] = suggestParts(text, []).map((part) => ({ part, by: 'text' }));
    if (i % 11 === 0) parts.push({ part: 'wheels', by: 'hand' });
    const at = isoAt(when + 3_600_000);
    const service: Service = {
      vehicleId: vehicles[car]!.id,
      type,
      ...(title ? { title } : {}),
      date: isoAt(when).slice(0, 10),
      odometer: 5_000 + nth * 1_200 + car * 300,
      lineItems,
      ...(i % 6 === 5 ? {} : { locationId: locations[i % SHOP_COUNT]!.id }),
      parts,
      dismissedParts: [],
      notes: note,
      attachments: [],
      issueIds: [],
      createdAt: at,
      updatedAt: at,
    };
    return { id: idAt(when, 1_000 + i), service };
  });
  return { vehicles, locations, services };
}
