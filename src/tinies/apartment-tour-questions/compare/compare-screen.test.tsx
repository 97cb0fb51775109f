import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import CompareScreen from './compare-screen.tsx';
import {
  cleanUp,
  put,
  renderAt,
  ROOT,
  startVisitor,
  stored,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

async function answer(apartmentId: string, questionId: string, value: Record<string, unknown>) {
  await put('answers', `${apartmentId}~${questionId}`, { apartmentId, questionId, ...value });
}

/** The settings document holds no `createdAt`: written as the app writes it. */
async function putSettings(value: Record<string, unknown>) {
  await data.set(`${ROOT}/settings/preferences`, {
    ...value,
    updatedAt: '2026-03-01T00:00:00.000Z',
  });
}

async function seed() {
  await put('apartments', 'a1', { name: 'Maple Court', status: 'toured', rent: 2000, area: 800 });
  await put('apartments', 'a2', {
    name: 'The Birches',
    status: 'applied',
    rent: 1900,
    chosenUnitId: 'u2',
  });
  await put('apartments', 'a3', { name: 'Harbour Lofts', status: 'to-tour', rent: 1200 });
  // The Birches is priced by its chosen unit, never its first.
  await put('units', 'u1', { apartmentId: 'a2', name: '2A', rent: 2400 });
  await put('units', 'u2', { apartmentId: 'a2', name: '5C', rent: 1500, area: 700 });
  await put('costs', 'c1', {
    apartmentId: 'a1',
    name: 'Parking',
    amount: 100,
    frequency: 'monthly',
  });
  // Maple Court feels safe but cannot be paid online; The Birches the other way round.
  await answer('a1', 'q-building-security', { type: 'rating', rating: 5 });
  await answer('a2', 'q-building-security', { type: 'rating', rating: 1 });
  await answer('a1', 'q-pay-online', { type: 'yes-no', yesNo: false });
  await answer('a2', 'q-pay-online', { type: 'yes-no', yesNo: true, redFlag: false });
  await answer('a2', 'q-fees', { type: 'yes-no', yesNo: true, redFlag: true });
}

const table = () => screen.findByRole('table');
/** The compared apartments' names, in ranked order. */
async function order() {
  const head = within(await table()).getAllByRole('rowgroup')[0]!;
  return within(head)
    .getAllByRole('link')
    .map((link) => link.textContent);
}
const row = async (name: string) =>
  within(await table()).findByRole('row', { name: new RegExp(`^${name}`) });

describe('CompareScreen', () => {
  it('says what to do first with fewer than two apartments', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'toured' });
    renderAt('view=compare', <CompareScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Add at least two apartments to compare' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an apartment' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions?view=new',
    );
  });

  it('compares all of them (the toured ones first), priced by their chosen units, and keeps the choice in the address', async () => {
    await seed();
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    expect(await order()).toHaveLength(2);
    expect(new Set(await order())).toEqual(new Set(['Maple Court', 'The Birches']));
    // The chosen unit's rent and the true monthly cost with the parking.
    const rent = await row('Rent a month');
    expect(within(rent).getByText('$1,500')).toBeVisible();
    expect(within(rent).queryByText(/2,400/)).toBeNull();
    expect(within(await row('True monthly cost')).getByText('$2,100')).toBeVisible();
    expect(screen.getByText('Unit 5C')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Harbour Lofts' }));
    expect(await order()).toContain('Harbour Lofts');
    expect(screen.getByLabelText('Location')).toHaveTextContent('ids=a1%2Ca2%2Ca3');
    // Two at least: with three, one can be left out again.
    await userEvent.click(screen.getByRole('button', { name: 'Maple Court' }));
    await waitFor(async () => expect(await order()).not.toContain('Maple Court'));
    expect(screen.getByRole('button', { name: 'The Birches' })).toBeDisabled();
  });

  it('opens with every apartment when the address names none, the seen ones first', async () => {
    await seed();
    renderAt('view=compare', <CompareScreen />);
    await waitFor(async () => expect(await order()).toHaveLength(3));
    expect(new Set(await order())).toEqual(
      new Set(['Maple Court', 'The Birches', 'Harbour Lofts']),
    );
  });

  it('ranks no apartment by what it lacks: no score yet, no known cost', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'toured', rent: 2000 });
    await put('apartments', 'a2', { name: 'The Birches', status: 'toured' });
    renderAt('view=compare', <CompareScreen />);
    const head = async () => within(await table()).getAllByRole('rowgroup')[0]!;
    await waitFor(async () =>
      expect(within(await head()).getAllByText('Not scored yet')).toHaveLength(2),
    );
    expect(within(await head()).queryByText(/^Rank/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'True monthly cost' }));
    await waitFor(async () => expect(await order()).toEqual(['Maple Court', 'The Birches']));
    expect(within(await head()).getByText('Rank 1')).toBeVisible();
    expect(within(await head()).getByText('Cost not known')).toBeVisible();
  });

  it('takes the apartments named in the address', async () => {
    await seed();
    renderAt('view=compare&ids=a3,a1', <CompareScreen />);
    await waitFor(async () =>
      expect(new Set(await order())).toEqual(new Set(['Maple Court', 'Harbour Lofts'])),
    );
  });

  it('marks the best and worst of each row with words, not colour alone', async () => {
    await seed();
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    const monthly = await row('True monthly cost');
    expect(within(monthly).getByText('$2,100').parentElement).toHaveTextContent('(worst)');
    expect(within(monthly).getByText('$1,500').parentElement).toHaveTextContent('(best)');
    // A row with no value known marks nothing.
    expect(within(await row('Bedrooms')).queryByText(/\((best|worst)\)/)).toBeNull();
    // Answers, once their category is opened.
    await userEvent.click(await screen.findByRole('button', { name: /^Building & Security/ }));
    const safe = await row('How safe does the building feel?');
    expect(within(safe).getByText('5 / 5').parentElement).toHaveTextContent('(best)');
    expect(within(safe).getByText('1 / 5').parentElement).toHaveTextContent('(worst)');
    // Red flags are listed.
    expect(within(await row('Red flags')).getByText(/Are there application/)).toBeVisible();
  });

  it('ranks by score as weighted, or by true monthly cost', async () => {
    await seed();
    await putSettings({ weights: { building: 5 } });
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    await waitFor(async () => expect(await order()).toEqual(['Maple Court', 'The Birches']));
    await userEvent.click(screen.getByRole('radio', { name: 'True monthly cost' }));
    await waitFor(async () => expect(await order()).toEqual(['The Birches', 'Maple Court']));
  });

  it('keeps the answers of an open category under their apartments when the ranking changes', async () => {
    await seed();
    await putSettings({ weights: { building: 5 } });
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    await waitFor(async () => expect(await order()).toEqual(['Maple Court', 'The Birches']));
    await userEvent.click(await screen.findByRole('button', { name: /^Building & Security/ }));
    const cells = async () =>
      within(await row('How safe does the building feel?'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(async () => expect((await cells())[0]).toMatch(/^5 \/ 5/));
    expect((await cells())[1]).toMatch(/^1 \/ 5/);

    await userEvent.click(screen.getByRole('radio', { name: 'True monthly cost' }));
    await waitFor(async () => expect(await order()).toEqual(['The Birches', 'Maple Court']));
    // The rows are re-ordered after the heading: the same row, its cells moved.
    await waitFor(async () => expect((await cells())[0]).toMatch(/^1 \/ 5/));
    expect((await cells())[1]).toMatch(/^5 \/ 5/);
  });

  it('re-orders when a weight changes, and saves only the weights', async () => {
    await seed();
    await putSettings({ weights: { building: 5 }, currency: 'USD' });
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    await waitFor(async () => expect(await order()).toEqual(['Maple Court', 'The Birches']));
    await userEvent.click(screen.getByText('Your priorities'));
    const building = screen.getByLabelText('Building & Security');
    await userEvent.clear(building);
    await userEvent.type(building, '0');
    await waitFor(async () => expect(await order()).toEqual(['The Birches', 'Maple Court']));
    const settings = (await stored('settings')).preferences as Record<string, unknown>;
    expect(settings.weights).toEqual({ building: 0 });
    expect(settings.currency).toBe('USD');
  });

  it('rules out an apartment a dealbreaker or the budget breaks, and says why', async () => {
    await seed();
    await putSettings({ dealbreakers: [{ questionId: 'q-pay-online', when: 'no' }] });
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    await waitFor(async () => expect(await order()).toEqual(['The Birches', 'Maple Court']));
    const head = within(await table()).getAllByRole('rowgroup')[0]!;
    expect(within(head).getByText('Ruled out')).toBeVisible();
    expect(within(head).getByText('Can the rent be paid online? answered No')).toBeVisible();

    await userEvent.click(screen.getByText('Your priorities'));
    const budget = screen.getByLabelText('Most a month may truly cost');
    await userEvent.type(budget, '1400{Enter}');
    await waitFor(() => expect(within(head).getAllByText('Ruled out')).toHaveLength(2));
    expect(within(head).getByText('Costs 1,500 a month, over your 1,400')).toBeVisible();
  });
  it('adds a dealbreaker chosen in the priorities, kept in the settings', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    await waitFor(async () => expect(await order()).toHaveLength(2));
    await user.click(screen.getByText('Your priorities'));
    await user.click(screen.getByRole('combobox', { name: 'Question' }));
    await user.type(await screen.findByPlaceholderText('Search questions'), 'paid online');
    await user.click(await screen.findByRole('option', { name: 'Can the rent be paid online?' }));
    await user.click(screen.getByRole('combobox', { name: 'Rules it out when' }));
    await user.click(await screen.findByRole('option', { name: 'Answered no' }));
    await user.click(screen.getByRole('button', { name: 'Add dealbreaker' }));
    await waitFor(async () => expect(await order()).toEqual(['The Birches', 'Maple Court']));
    const head = within(await table()).getAllByRole('rowgroup')[0]!;
    expect(within(head).getByText('Ruled out')).toBeVisible();
    expect(within(head).getByText('Can the rent be paid online? answered No')).toBeVisible();
    await waitFor(async () =>
      expect((await stored('settings')).preferences).toMatchObject({
        dealbreakers: [{ questionId: 'q-pay-online', when: 'no' }],
      }),
    );
  });

  it('opens a category of answers from the keyboard', async () => {
    const user = userEvent.setup();
    await seed();
    renderAt('view=compare&ids=a1,a2', <CompareScreen />);
    const building = await screen.findByRole('button', { name: /^Building & Security/ });
    expect(building).toHaveAttribute('aria-expanded', 'false');
    building.focus();
    await user.keyboard('{Enter}');
    expect(building).toHaveAttribute('aria-expanded', 'true');
    expect(await row('How safe does the building feel?')).toBeVisible();
  });
});
