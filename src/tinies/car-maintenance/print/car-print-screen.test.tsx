import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Service, Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { newestFirst } from '../cars/car-words.ts';
import type { ServiceEntry } from '../use-car-data.ts';
import { PrintedHistoryView } from './car-print-screen.tsx';

const STAMP = '2025-01-01T00:00:00.000Z';

const VEHICLE: Vehicle = {
  name: 'Accord',
  make: 'Honda',
  model: 'Accord',
  year: 2003,
  vin: '1HGCM82633A004352',
  plate: 'ACC 03',
  odometerUnit: 'mi',
  fuelType: 'petrol',
  archived: false,
  createdAt: STAMP,
  updatedAt: STAMP,
};

function service(id: string, fields: Partial<Service>): ServiceEntry {
  return {
    id,
    service: {
      vehicleId: 'car',
      type: 'oil-change',
      date: '2025-01-01',
      lineItems: [],
      parts: [],
      dismissedParts: [],
      attachments: [],
      issueIds: [],
      createdAt: STAMP,
      updatedAt: STAMP,
      ...fields,
    },
  };
}

const SERVICES = newestFirst([
  service('s1', {
    date: '2023-04-02',
    odometer: 40_100,
    locationId: 'shop',
    parts: [{ part: 'oil-filter', by: 'text' }],
    lineItems: [
      { kind: 'parts', amount: 30 },
      { kind: 'labour', amount: 45.5 },
    ],
  }),
  service('s2', {
    date: '2024-09-15',
    type: 'custom',
    title: 'New exhaust',
    odometer: 51_230,
    lineItems: [{ kind: 'parts', amount: 400 }],
  }),
  service('s3', { date: '2022-01-20', type: 'brake-inspection' }),
]);

const format = (amount: number) => `$${amount.toFixed(2)}`;

function renderView(services = SERVICES) {
  render(
    <PrintedHistoryView
      vehicle={VEHICLE}
      services={services}
      loading={false}
      reading={{ date: '2024-09-15', odometer: 51_230 }}
      shopName={(id) => (id === 'shop' ? 'Corner Garage' : undefined)}
      partLabel={(id) => (id === 'oil-filter' ? 'Oil filter' : id)}
      format={format}
      today="1 March 2026"
    />,
  );
}

describe('the printable service history', () => {
  it('lists every service newest first with its date, odometer, shop, parts and cost', () => {
    renderView();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Service history: Accord' }),
    ).toBeDefined();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent);
    // Header, three services, then the parts, labour and total lines.
    expect(rows).toHaveLength(7);
    expect(cells(rows[1]!)).toEqual([
      expect.stringMatching(/2024/),
      '51,230 mi',
      'New exhaust',
      '—',
      '—',
      '$400.00',
    ]);
    expect(cells(rows[2]!)).toEqual([
      expect.stringMatching(/2023/),
      '40,100 mi',
      'Oil Change',
      'Corner Garage',
      'Oil filter',
      '$75.50',
    ]);
    expect(cells(rows[3]!)).toEqual([
      expect.stringMatching(/2022/),
      '—',
      'Brake Inspection',
      '—',
      '—',
      '—',
    ]);
  });

  it('totals the costs by kind and in all', () => {
    renderView();
    const foot = within(screen.getByRole('table')).getAllByRole('row').slice(4);
    expect(foot.map((row) => row.textContent)).toEqual([
      'Parts$430.00',
      'Labour$45.50',
      'Total (3 services)$475.50',
    ]);
  });

  it('heads the page with the car’s facts', () => {
    renderView();
    expect(screen.getByText('2003 Honda Accord')).toBeDefined();
    expect(screen.getByText('1HGCM82633A004352')).toBeDefined();
    expect(screen.getByText('ACC 03')).toBeDefined();
    expect(screen.getByText('3 services, newest first. Printed 1 March 2026.')).toBeDefined();
  });

  it('says so when nothing is logged yet', () => {
    renderView([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No services are logged for this car yet.')).toBeDefined();
  });
});
