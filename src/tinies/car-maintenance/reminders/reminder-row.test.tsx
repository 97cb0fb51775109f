import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import type { DueItem } from '@/shared/car-maintenance/reminders.ts';
import { ReminderRow } from './reminder-row.tsx';

const NOW = '2025-01-01T00:00:00.000Z';
const wagon: Vehicle = {
  name: 'Family wagon',
  odometerUnit: 'km',
  fuelType: 'diesel',
  archived: false,
  specs: {},
  glovebox: {},
  createdAt: NOW,
  updatedAt: NOW,
};

const item = (status: DueItem<Vehicle>['status']): DueItem<Vehicle> => ({
  id: 'r1',
  vehicleId: 'a',
  vehicle: wagon,
  reminder: {
    vehicleId: 'a',
    type: 'oil-change',
    startDate: '2024-01-01',
    createdAt: NOW,
    updatedAt: NOW,
  },
  status,
});

function renderRow(row: DueItem<Vehicle>) {
  return render(
    <MemoryRouter initialEntries={['/car-maintenance?q=oil']}>
      <ul>
        <ReminderRow item={row} today="2025-03-10" />
      </ul>
    </MemoryRouter>,
  );
}

describe('a reminder row', () => {
  it('says its state in words and when it is due, and links Done to a prefilled service', () => {
    renderRow(
      item({
        state: 'overdue',
        dueDate: '2025-02-24',
        daysLeft: -14,
        dueOdometer: 128_400,
        distanceLeft: 300,
        projectedDate: '2025-03-20',
        expectedDate: '2025-02-24',
      }),
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(
      screen.getByText(/^2 weeks overdue; by reading, due at 128,400 km \(expected around/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oil Change · Family wagon' })).toHaveAttribute(
      'href',
      '/car-maintenance?q=oil&reminder=r1',
    );
    expect(
      screen.getByRole('link', { name: 'Done: log Oil Change for Family wagon' }),
    ).toHaveAttribute('href', '/car-maintenance?q=oil&view=new-service&from-reminder=r1');
  });

  it('tells due soon from later by words, not colour alone', () => {
    const { unmount } = renderRow(item({ state: 'due-soon', dueDate: '2025-03-20', daysLeft: 10 }));
    expect(screen.getByText('Due soon')).toBeInTheDocument();
    expect(screen.getByText('Due in 10 days')).toBeInTheDocument();
    unmount();
    renderRow(item({ state: 'later', dueDate: '2025-09-10', daysLeft: 184 }));
    expect(screen.getByText('Later')).toBeInTheDocument();
    expect(screen.getByText('Due in 6 months')).toBeInTheDocument();
  });
});
