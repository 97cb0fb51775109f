import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataError } from '@/shared/data/errors.ts';
import { BackLink, EntryGate } from './entry-gate.tsx';
import type { EntryState } from './use-collection.ts';

const WORDS = {
  loadFailed: 'Cars could not be loaded',
  notFound: 'Car not found',
  notFoundText: 'Gone.',
};

function gate(state: Partial<EntryState<{ name: string }>>) {
  const full: EntryState<{ name: string }> = {
    status: 'ready',
    error: null,
    entry: undefined,
    path: 'users/u/garage/cars',
    signedIn: true,
    ...state,
  };
  render(
    <MemoryRouter>
      <EntryGate
        state={full}
        words={WORDS}
        back={<BackLink to="/garage?q=van">Back to cars</BackLink>}
      >
        {(entry) => <h2>{entry.name}</h2>}
      </EntryGate>
    </MemoryRouter>,
  );
}

describe('EntryGate', () => {
  it('shows the entry once it is known, whatever the status', () => {
    gate({ status: 'loading', entry: { name: 'Van' } });
    expect(screen.getByRole('heading', { name: 'Van' })).toBeVisible();
  });

  it('says why the collection could not be loaded, with the way back', () => {
    gate({ status: 'error', error: dataError('UNAVAILABLE', 'You are offline.') });
    expect(screen.getByRole('heading', { name: 'Cars could not be loaded' })).toBeVisible();
    expect(screen.getByText('You are offline. Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to cars' })).toHaveAttribute(
      'href',
      '/garage?q=van',
    );
  });

  it('is a dead end with the way back when the id names nothing', () => {
    gate({});
    expect(screen.getByRole('heading', { name: 'Car not found' })).toBeVisible();
    expect(screen.getByText('Gone.')).toBeVisible();
  });
});
