import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { ApartmentCostsSection } from './apartment-costs-section.tsx';
import {
  cleanUp,
  put,
  renderAt,
  ROOT,
  STAMP,
  startVisitor,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const base: Apartment = {
  name: 'Maple Court',
  status: 'toured',
  createdAt: STAMP,
  updatedAt: STAMP,
};
const unit = (id: string, name: string, rent: number) => ({
  id,
  unit: { apartmentId: 'a1', name, rent, createdAt: STAMP, updatedAt: STAMP },
});

async function usd() {
  await data.set(`${ROOT}/settings/preferences`, { currency: 'USD', updatedAt: STAMP });
}

describe('ApartmentCostsSection', () => {
  it('says to add a rent first when there is none', async () => {
    await usd();
    renderAt(
      'apartment=a1',
      <ApartmentCostsSection entry={{ id: 'a1', apartment: base }} apartmentUnits={[]} />,
    );
    expect(await screen.findByText(/No rent yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Costs' })).toBeVisible();
  });

  it('says the rent is all it knows so far, in the currency chosen', async () => {
    await data.set(`${ROOT}/settings/preferences`, { currency: 'EUR', updatedAt: STAMP });
    renderAt(
      'apartment=a1',
      <ApartmentCostsSection
        entry={{ id: 'a1', apartment: { ...base, rent: 1900, chosenUnitId: 'u2' } }}
        apartmentUnits={[unit('u1', '2A', 2400), unit('u2', '5C', 1700)]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'True cost' });
    expect(await within(section).findByText(/^Rent only so far/)).toBeVisible();
    expect(within(section).getAllByText('€1,700').length).toBeGreaterThan(0);
  });

  it('sums up the chosen unit’s true cost and links to the costs', async () => {
    const user = userEvent.setup();
    await usd();
    await put('costs', 'c1', {
      apartmentId: 'a1',
      name: 'Parking',
      amount: 100,
      frequency: 'monthly',
    });
    await put('costs', 'c2', {
      apartmentId: 'a1',
      name: 'Deposit',
      amount: 1000,
      frequency: 'one-time',
      refundable: true,
    });
    await put('costs', 'c3', {
      apartmentId: 'a1',
      name: 'Key Fee',
      amount: 0,
      frequency: 'one-time',
    });
    await put('costs', 'c4', {
      apartmentId: 'a2',
      name: 'Other',
      amount: 999,
      frequency: 'monthly',
    });
    const apartment = { ...base, rent: 1900, chosenUnitId: 'u2' };
    renderAt(
      'apartment=a1',
      <ApartmentCostsSection
        entry={{ id: 'a1', apartment }}
        apartmentUnits={[unit('u1', '2A', 2400), unit('u2', '5C', 1500)]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'True cost' });
    expect(await within(section).findByText('$1,600')).toBeVisible();
    expect(within(section).getByText('$2,500')).toBeVisible();
    expect(within(section).getByText('$19,200')).toBeVisible();
    expect(within(section).getByText(/1 cost is not priced yet and counted as 0/)).toBeVisible();
    await user.click(within(section).getByRole('link', { name: 'Costs' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/apartment-tour-questions?apartment=a1&view=costs',
    );
  });
});
