import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { DataStatus } from '@/data/client.ts';
import { SyncStatus, describeStatus } from './sync-status.tsx';

const root = 'users/u1';

it('says offline, connecting, syncing, saved or on this device, with waiting changes', () => {
  expect(describeStatus({ state: 'offline', pending: 0, root }).label).toBe('Offline');
  expect(describeStatus({ state: 'offline', pending: 1, root }).label).toBe(
    'Offline · 1 change waiting',
  );
  expect(describeStatus({ state: 'connecting', pending: 3, root }).label).toBe(
    'Connecting · 3 changes waiting',
  );
  expect(describeStatus({ state: 'syncing', pending: 2, root }).label).toBe('Syncing…');
  expect(describeStatus({ state: 'saved', pending: 0, root }).label).toBe('All changes saved');
  expect(describeStatus({ state: 'device', pending: 0, root: 'users/device' }).label).toBe(
    'Saved on this device',
  );
});

it('is a polite status whose words stay readable when only the icon shows', () => {
  render(<SyncStatus status={{ state: 'saved', pending: 0, root }} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('All changes saved');
  expect(status).toHaveAttribute('title', 'All changes saved');
  expect(status).toHaveAttribute('data-state', 'saved');
});

it('has short words for a phone: "Saved", "Offline · 1 waiting"', () => {
  const short = (state: DataStatus['state'], pending = 0) =>
    describeStatus({ state, pending, root }).short;
  expect(short('saved')).toBe('Saved');
  expect(short('offline')).toBe('Offline');
  expect(short('offline', 1)).toBe('Offline · 1 waiting');
  expect(short('connecting')).toBe('Connecting…');
  expect(short('connecting', 3)).toBe('3 waiting');
  expect(short('syncing', 2)).toBe('Syncing…');
  expect(short('device')).toBe('On this device');
});

it('shows the short words beside the icon, not only to screen readers', () => {
  const { rerender } = render(<SyncStatus status={{ state: 'offline', pending: 1, root }} />);
  const status = screen.getByRole('status');
  expect(screen.getByText('Offline · 1 waiting')).not.toHaveClass('sr-only');
  expect(status).toHaveAttribute('title', 'Offline · 1 change waiting');
  rerender(<SyncStatus status={{ state: 'saved', pending: 0, root }} />);
  expect(screen.getByText('Saved')).not.toHaveClass('sr-only');
  expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
});
