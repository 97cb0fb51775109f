import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import { SETTINGS_ID } from '@/shared/car-maintenance/car-model.ts';
import GAS_RECORDS from '@/shared/car-maintenance/fixtures/lubelogger-gas-records.csv?raw';
import {
  cleanUp,
  LAZY,
  putCar,
  renderCar,
  ROOT,
  STAMP,
  startVisitor,
} from '../testing/car-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The screen and its import load on use: loaded here once, not within a test's waits.
  await Promise.all([import('./move-screen.tsx'), import('./import-flow.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

/** LubeLogger's gas records: 310 miles on 10.4 gallons between the first two full tanks. */
async function importGasRecords(user: ReturnType<typeof userEvent.setup>) {
  renderCar('view=move');
  const field = await screen.findByLabelText('File to import (.csv or .json)', {}, LAZY);
  await user.upload(field, new File([GAS_RECORDS], 'gas-records.csv', { type: 'text/csv' }));
  return screen.findByTestId('import-preview', {}, LAZY);
}

/** The preview's row of the file's `line`. */
const lineRow = (preview: HTMLElement, line: number) =>
  within(preview)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(line))!;

describe('a fuel CSV’s amounts', () => {
  // jsdom's language is en-US: a person in the US.
  it('are read in US gallons for a car in miles in the US, with the economy they make', async () => {
    const user = userEvent.setup();
    await putCar('pickup', { name: 'Pickup', odometerUnit: 'mi' });
    const preview = await importGasRecords(user);
    const unit = screen.getByRole('combobox', { name: 'Amounts are in' });
    expect(unit).toHaveTextContent('US gallons');
    await waitFor(() => expect(lineRow(preview, 3)).toHaveTextContent('29.8 mpg (US)'));
    expect(lineRow(preview, 2)).not.toHaveTextContent('mpg');
    expect(screen.getByText(/Economy of the first rows: 29\.8 mpg \(US\)\./)).toBeVisible();

    // The same amounts in litres make an economy no pickup has: it changes as the unit does.
    await user.click(unit);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Litres' }),
    );
    await waitFor(() => expect(lineRow(preview, 3)).toHaveTextContent('112.8 mpg (US)'));
    expect(screen.getByText(/Economy of the first rows: 112\.8 mpg \(US\)\./)).toBeVisible();
  }, 30_000);

  it('are read in litres for a car in kilometres, the economy in the person’s unit', async () => {
    const user = userEvent.setup();
    await putCar('wagon', { name: 'Wagon', odometerUnit: 'km' });
    await data.set(`${ROOT}/settings/${SETTINGS_ID}`, {
      currency: 'EUR',
      economy: 'l-per-100km',
      updatedAt: STAMP,
    });
    const preview = await importGasRecords(user);
    expect(screen.getByRole('combobox', { name: 'Amounts are in' })).toHaveTextContent('Litres');
    // 10.4 L over 310 km.
    await waitFor(() => expect(lineRow(preview, 3)).toHaveTextContent('3.4 L/100 km'));
  }, 30_000);
});
