import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Service } from '@/shared/car-maintenance/car-model.ts';
import type { ServiceEntry } from '../use-car-data.ts';
import { PartHistoryView } from './part-history-list.tsx';

const service = (
  id: string,
  vehicleId: string,
  date: string,
  odometer: number,
  parts: string[],
): ServiceEntry => {
  const value: Service = {
    vehicleId,
    type: 'brake-pads',
    date,
    odometer,
    lineItems: [],
    parts: parts.map((part) => ({ part, by: 'text' as const })),
    dismissedParts: [],
    attachments: [],
    issueIds: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  return { id, service: value };
};

const SERVICES = [
  service('s1', 'car', '2021-03-10', 14_120, ['brake-pads']),
  service('s2', 'car', '2023-11-02', 45_120, ['brake-pads', 'wipers']),
  service('s3', 'other', '2024-11-02', 99_000, ['battery']),
];

describe('PartHistoryView', () => {
  it('says each part’s history in the car’s unit, linking to its services', () => {
    render(
      <MemoryRouter>
        <PartHistoryView
          vehicleId="car"
          unit="mi"
          services={SERVICES}
          custom={[]}
          today="2025-01-05"
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Brake pads: last replaced 14 months ago at 45,120 mi, every 31,000 mi on average (2 services)',
      'Wipers: last replaced 14 months ago at 45,120 mi',
    ]);
    expect(screen.getByRole('link', { name: 'Brake pads' })).toHaveAttribute(
      'href',
      '/car-maintenance?cars=car&parts=brake-pads',
    );
  });

  it('says what will show when no service touched a part yet', () => {
    render(
      <MemoryRouter>
        <PartHistoryView
          vehicleId="new"
          unit="km"
          services={SERVICES}
          custom={[]}
          today="2025-01-05"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/No parts yet/)).toBeInTheDocument();
  });
});
