import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import {
  cleanUp,
  LAZY,
  location,
  pickDay,
  put,
  renderTravel,
  startVisitor,
  stored,
} from '../testing/travel-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([import('./visit-editor-screen.tsx'), import('../place/place-screen.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const france = () => put('places', 'country-FR', { kind: 'country', code: 'FR', level: 'stayed' });

describe('VisitEditorScreen', () => {
  it('saves a new visit, which cannot end before it starts', async () => {
    const user = userEvent.setup();
    await france();
    renderTravel('place=country-FR');
    await user.click(await screen.findByRole('link', { name: 'Add a visit' }, LAZY));
    expect(await screen.findByRole('heading', { level: 2, name: 'New visit' }, LAZY)).toBeVisible();
    await pickDay(user, 'From', '2019-03-02');
    await pickDay(user, 'To', '2019-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A visit cannot end before it starts.',
    );
    expect(screen.getByRole('button', { name: 'Save visit' })).toBeDisabled();
    await pickDay(user, 'To', '2019-03-02');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'A day in Paris');
    await user.click(screen.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'France' }, LAZY)).toBeVisible();
    expect(location()).toBe('/travel-tracker?place=country-FR');
    expect(Object.values(await stored('visits'))).toEqual([
      expect.objectContaining({
        placeId: 'country-FR',
        from: '2019-03-02',
        note: 'A day in Paris',
      }),
    ]);
  }, 45_000);

  it('edits a visit’s note, and deletes a visit once confirmed', async () => {
    const user = userEvent.setup();
    await france();
    await put('visits', 'v-summer', {
      placeId: 'country-FR',
      from: '2023-07-10',
      to: '2023-07-24',
      note: 'Summer in Provence',
    });
    await put('visits', 'v-spring', { placeId: 'country-FR', from: '2019-03-02' });
    renderTravel('place=country-FR');
    await user.click(await screen.findByRole('link', { name: /the visit of .*2023/ }, LAZY));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Edit visit' }, LAZY),
    ).toBeVisible();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'Summer in Provence, again');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Summer in Provence, again', {}, LAZY)).toBeVisible();

    await user.click(screen.getByRole('link', { name: /the visit of .*2019/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete visit' }, LAZY));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete visit?' }, LAZY);
    await user.click(within(ask).getByRole('button', { name: 'Delete visit' }));
    const list = await screen.findByRole('list', { name: 'Visits to France' }, LAZY);
    await waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(1));
    expect(Object.keys(await stored('visits'))).toEqual(['v-summer']);
  }, 45_000);
});
