import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import ApartmentsScreen from './apartments-screen.tsx';
import { cleanUp, put, renderAt, startVisitor } from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

async function seed() {
  await put('apartments', 'a1', {
    name: 'Maple Court',
    address: '12 Maple Street, Springfield',
    status: 'toured',
    rent: 1900,
    beds: 2,
    baths: 1,
    area: 850,
  });
  await put('apartments', 'a2', {
    name: 'The Birches',
    address: '4 Elm Road, Shelbyville',
    status: 'to-tour',
    rent: 1500,
    tourAt: '2026-03-14T10:30',
  });
  await put('apartments', 'a3', {
    name: 'Harbour Lofts',
    address: '1 Quay Side, Springfield',
    status: 'passed',
    chosenUnitId: 'u2',
  });
  // Harbour Lofts has no rent of its own: its chosen unit (the second) prices it.
  await put('units', 'u1', { apartmentId: 'a3', name: '2A', rent: 2400 });
  await put('units', 'u2', { apartmentId: 'a3', name: '5C', rent: 1700, beds: 1 });
}

const list = () => screen.findByRole('list', { name: 'Apartments' });
const names = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('ApartmentsScreen', () => {
  it('says what to do first when there is no apartment', async () => {
    renderAt('', <ApartmentsScreen />);
    expect(await screen.findByRole('heading', { name: 'No apartments yet' })).toBeVisible();
    expect(screen.getByText(/Add the first apartment you want to tour/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an apartment' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions?view=new',
    );
  });

  it('shows each apartment’s status, address, rent of its chosen unit, rooms and tour', async () => {
    await seed();
    renderAt('', <ApartmentsScreen />);
    await list();
    const maple = card('Maple Court');
    expect(within(maple).getByText('Toured')).toBeVisible();
    expect(within(maple).getByText('12 Maple Street, Springfield')).toBeVisible();
    expect(within(maple).getByText('$1,900 a month')).toBeVisible();
    expect(within(maple).getByText('2 beds · 1 bath · 850 sq ft')).toBeVisible();
    expect(within(card('The Birches')).getByText(/^Tour Sat, Mar 14, 2026/)).toBeVisible();
    // The chosen unit, never the first one.
    const harbour = card('Harbour Lofts');
    expect(within(harbour).getByText('$1,700 a month')).toBeVisible();
    expect(within(harbour).queryByText(/2,400/)).toBeNull();
    expect(within(harbour).getByText('(5C)')).toBeVisible();
    expect(within(maple).getByRole('link', { name: 'Maple Court' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions?apartment=a1',
    );
  });

  it('sorts by status, rent, tour date and name', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('', <ApartmentsScreen />);
    expect(await names()).toEqual(['The Birches', 'Maple Court', 'Harbour Lofts']);

    const sortBy = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await user.click(await screen.findByRole('option', { name: label }));
    };
    await sortBy('Rent');
    await waitFor(async () =>
      expect(await names()).toEqual(['The Birches', 'Harbour Lofts', 'Maple Court']),
    );
    expect(screen.getByText('Showing 3 of 3')).toBeVisible();
    expect(screen.getByLabelText('Location')).toHaveTextContent('sort=rent');
    await sortBy('Tour date');
    // Those with no tour come after, by name.
    await waitFor(async () =>
      expect(await names()).toEqual(['The Birches', 'Harbour Lofts', 'Maple Court']),
    );
    await sortBy('Name');
    await waitFor(async () =>
      expect(await names()).toEqual(['Harbour Lofts', 'Maple Court', 'The Birches']),
    );
  });

  it('searches by name and address, and filters by status', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('', <ApartmentsScreen />);
    await list();
    const search = screen.getByRole('searchbox', { name: 'Search apartments' });
    await user.type(search, 'springfield');
    await waitFor(async () => expect(await names()).toEqual(['Maple Court', 'Harbour Lofts']));
    await user.clear(search);
    await user.type(search, 'birch');
    await waitFor(async () => expect(await names()).toEqual(['The Birches']));
    await user.clear(search);

    const status = screen.getByRole('group', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Passed' }));
    await waitFor(async () => expect(await names()).toEqual(['Harbour Lofts']));
    await user.click(within(status).getByRole('button', { name: 'Toured' }));
    await waitFor(async () => expect(await names()).toEqual(['Maple Court', 'Harbour Lofts']));
    expect(screen.getByLabelText('Location')).toHaveTextContent('status=toured&status=passed');

    await user.type(search, 'nowhere');
    expect(await screen.findByText('No apartments match your search.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await names()).toHaveLength(3));
  });
});
