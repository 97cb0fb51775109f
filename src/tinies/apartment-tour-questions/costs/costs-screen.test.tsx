import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import CostsScreen from './costs-screen.tsx';
import {
  cleanUp,
  put,
  renderAt,
  ROOT,
  STAMP,
  startVisitor,
  stored,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

async function seed(apartment: Record<string, unknown> = {}) {
  await data.set(`${ROOT}/settings/preferences`, {
    currency: 'USD',
    areaUnit: 'sqft',
    updatedAt: STAMP,
  });
  const fields = {
    name: 'Maple Court',
    status: 'toured',
    rent: 1900,
    chosenUnitId: 'u2',
    leaseMonths: 13,
    freeWeeks: 6,
    ...apartment,
  };
  await put(
    'apartments',
    'a1',
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  );
  await put('units', 'u1', { apartmentId: 'a1', name: '2A', rent: 2400 });
  await put('units', 'u2', { apartmentId: 'a1', name: '5C', rent: 1700, area: 850 });
}

const figures = () => screen.getByRole('region', { name: 'True cost' });
/** A figure's value, by its label. */
function figure(label: string): string {
  const term = within(figures()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, amount: string) {
  const field = screen.getByRole('spinbutton', { name: `${name} amount` });
  await user.clear(field);
  await user.type(field, amount);
  await user.tab();
}

describe('CostsScreen', () => {
  it('adds the usual costs at 0, fills them and prices the chosen unit with its specials', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('apartment=a1&view=costs', <CostsScreen id="a1" />);
    expect(await screen.findByRole('heading', { name: 'No costs yet' })).toBeVisible();
    // The chosen unit prices it, not the listing nor the first unit.
    expect(figure('Rent a month')).toBe('$1,700');
    expect(figure('Effective rent a month')).toBe('$1,518.93');
    expect(within(figures()).getByText('6 weeks free, spread over a 13-month lease')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add the usual costs' }));
    const monthly = await screen.findByRole('list', { name: 'Monthly costs' });
    expect(within(monthly).getAllByRole('listitem')).toHaveLength(7);
    const oneTime = screen.getByRole('list', { name: 'One-time costs' });
    expect(within(oneTime).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Refundable: Security Deposit' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Refundable: Application Fee' })).not.toBeChecked();
    expect(
      within(figures()).getByText(/12 costs are not priced yet and counted as 0/),
    ).toBeVisible();

    await fill(user, 'Water', '40');
    await fill(user, 'Internet', '60');
    await fill(user, 'Security Deposit', '1700');
    await fill(user, 'Application Fee', '50');
    await fill(user, 'Admin Fee', '150');
    await waitFor(() => expect(figure('Cash to move in')).toBe('$3,600'));
    expect(figure('Costs a month')).toBe('$100');
    expect(figure('True cost a month')).toBe('$1,618.93');
    expect(figure('Refundable one-time')).toBe('$1,700');
    expect(figure('Non-refundable one-time')).toBe('$200');
    expect(figure('12-month total')).toBe('$19,627.16');
    expect(figure('Rent per sq ft')).toBe('$1.79 / sq ft');

    const costs = Object.values(await stored('costs')) as { name: string; amount: number }[];
    expect(costs.find((cost) => cost.name === 'Water')?.amount).toBe(40);
    expect(costs.find((cost) => cost.name === 'Gas')?.amount).toBe(0);
  });

  it('writes only the lease terms that changed and spreads a concession', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('apartment=a1&view=costs', <CostsScreen id="a1" />);
    const concession = await screen.findByRole('spinbutton', { name: 'Concession' });
    await user.type(concession, '390');
    await user.click(screen.getByRole('button', { name: 'Save lease terms' }));
    await waitFor(() => expect(figure('Effective rent a month')).toBe('$1,488.93'));
    expect(
      within(figures()).getByText('6 weeks free and $390 off, spread over a 13-month lease'),
    ).toBeVisible();
    expect(screen.getByText('Lease terms saved')).toBeVisible();
    const apartment = (await stored('apartments')).a1 as Record<string, unknown>;
    expect(apartment).toMatchObject({ leaseMonths: 13, freeWeeks: 6, concessionAmount: 390 });

    const lease = screen.getByRole('spinbutton', { name: 'Lease (months)' });
    await user.clear(lease);
    await user.type(lease, '0');
    await user.click(screen.getByRole('button', { name: 'Save lease terms' }));
    expect(screen.getByText('Lease must be at least a month')).toBeVisible();
  });

  it('adds, renames, makes refundable and deletes a cost with undo', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('apartment=a1&view=costs', <CostsScreen id="a1" />);
    const add = await screen.findByRole('form', { name: 'Add a one-time cost' });
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(within(add).getByText('Name is required')).toBeVisible();
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Move-in fee');
    await user.type(within(add).getByRole('spinbutton', { name: 'Amount' }), '250');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('spinbutton', { name: 'Move-in fee amount' })).toHaveValue(250);
    expect(figure('Non-refundable one-time')).toBe('$250');

    await user.click(screen.getByRole('checkbox', { name: 'Refundable: Move-in fee' }));
    await waitFor(() => expect(figure('Refundable one-time')).toBe('$250'));

    const name = screen.getByRole('textbox', { name: 'Name of Move-in fee' });
    await user.clear(name);
    await user.type(name, 'Holding deposit{Enter}');
    expect(await screen.findByRole('spinbutton', { name: 'Holding deposit amount' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Holding deposit' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'One-time costs' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('spinbutton', { name: 'Holding deposit amount' })).toBeVisible();
  });

  it('reads every figure in the currency chosen, kept in the settings', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('apartment=a1&view=costs', <CostsScreen id="a1" />);
    expect(await screen.findByRole('heading', { name: 'No costs yet' })).toBeVisible();
    expect(figure('Rent a month')).toBe('$1,700');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.type(await screen.findByPlaceholderText('Search currencies'), 'Euro');
    await user.click(await screen.findByRole('option', { name: 'Euro (EUR)' }));
    await waitFor(() => expect(figure('Rent a month')).toBe('€1,700'));
    expect(figure('Effective rent a month')).toBe('€1,518.93');
    const settings = (await stored('settings')).preferences as Record<string, unknown>;
    expect(settings).toMatchObject({ currency: 'EUR', areaUnit: 'sqft' });
  });

  it('says what to add first when there is no rent', async () => {
    await seed({ rent: undefined, chosenUnitId: undefined });
    renderAt('apartment=a1&view=costs', <CostsScreen id="a1" />);
    expect(await screen.findByText(/No rent yet/)).toBeVisible();
  });
});
