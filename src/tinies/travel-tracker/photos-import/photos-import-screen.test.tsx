import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, DEVICE_ROOT } from '@/data/client.ts';
import PhotosImportScreen from './photos-import-screen.tsx';

/**
 * The screen with the real data client (a visitor's, on this device), the real reader
 * (on the page: jsdom has no workers) and the real offline locate. Visitors cannot upload,
 * so the photos themselves are left to the end-to-end test.
 */
const fixture = (name: string, type: string) =>
  new File([readFileSync(join(FIXTURES, name))], name, { type });

// jsdom's module addresses are not files: the fixtures are found from the repository.
const FIXTURES = join(process.cwd(), 'src/shared/travel-tracker/photos/fixtures');
const ROOT = `${DEVICE_ROOT}/travel-tracker`;

beforeAll(async () => {
  data.setAccount(null);
  await data.get(DEVICE_ROOT);
  // A trip to Japan already recorded: the photo from Tokyo adds nothing new.
  await data.set(`${ROOT}/places/country-JP`, {
    kind: 'country',
    code: 'JP',
    level: 'stayed',
    photos: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  });
  await data.set(`${ROOT}/visits/v-japan`, {
    placeId: 'country-JP',
    from: '2024-07-13',
    to: '2024-07-20',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  });
});
afterAll(async () => {
  await data.close();
});

describe('PhotosImportScreen', () => {
  it('suggests visits from photos, and adds the ones accepted', async () => {
    const user = userEvent.setup();
    render(<PhotosImportScreen />);
    const input = await screen.findByLabelText('Choose photos');
    // The picker is reached from the keyboard (Enter then opens the browser's chooser).
    for (let tries = 0; tries < 40 && document.activeElement !== input; tries++) {
      await user.tab();
    }
    expect(input).toHaveFocus();
    await user.upload(input, [
      fixture('camera-with-gps.jpg', 'image/jpeg'),
      fixture('camera-without-gps.jpg', 'image/jpeg'),
      fixture('iphone-heic-converted.jpg', 'image/jpeg'),
      fixture('with-exif-chunk.png', 'image/png'),
      fixture('without-metadata.png', 'image/png'),
    ]);

    const list = await screen.findByRole(
      'region',
      { name: 'Suggested visits' },
      { timeout: 20_000 },
    );
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'California',
      'Place unknown',
      'France',
      'Japan',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 visits found in 5 photos.');
    expect(within(cards[3]!).getByText('Already recorded')).toBeVisible();
    // Only the trip already recorded says so.
    for (const card of cards.slice(0, 3)) {
      expect(within(card).queryByText('Already recorded')).not.toBeInTheDocument();
    }
    const leftOut = screen.getByRole('region', { name: 'Photos left out' });
    expect(leftOut).toHaveTextContent('without-metadata.png: No date or place saved in this photo');

    // France, as a place stayed in.
    const france = cards[2]!;
    await user.click(
      within(france).getByRole('combobox', { name: 'How much have you been there?' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Stayed' }));
    await user.click(within(france).getByRole('button', { name: /^Add visit: France,/ }));
    await waitFor(() => expect(within(france).getByText('Added')).toBeVisible());
    expect(await data.get(`${ROOT}/places/country-FR`)).toMatchObject({
      kind: 'country',
      code: 'FR',
      level: 'stayed',
    });

    // California skipped; then everything left that has a place is added at once.
    await user.click(within(cards[0]!).getByRole('button', { name: /^Skip: California,/ }));
    await user.click(screen.getByRole('button', { name: /Add all/ }));
    await waitFor(() => expect(within(cards[3]!).getByText('Added')).toBeVisible());
    expect(within(cards[1]!).queryByText('Added')).toBeNull();
    expect(await data.get(`${ROOT}/places/state-US-CA`)).toBeNull();

    const visits = Object.values(
      ((await data.get(`${ROOT}/visits`)) ?? {}) as Record<
        string,
        { placeId: string; from: string }
      >,
    );
    expect(visits.map(({ placeId, from }) => `${placeId} ${from}`).sort()).toEqual([
      'country-FR 2024-05-03',
      'country-JP 2024-07-13',
    ]);
  }, 60_000);
});
