import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import {
  cleanUp,
  LAZY,
  location,
  put,
  renderTravel,
  searchAndChoose,
  startVisitor,
  stored,
} from '../testing/travel-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([import('./add-place-screen.tsx'), import('../place/place-screen.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const opened = (name: string) => screen.findByRole('heading', { level: 2, name }, LAZY);

describe('AddPlaceScreen', () => {
  it('adds a country at “visited” and opens it; the same country again opens it instead', async () => {
    const user = userEvent.setup();
    renderTravel('view=add');
    await opened('Add a place');
    await user.click(screen.getByText('A country', { exact: true }));
    await searchAndChoose(user, 'Country', 'fran', 'France');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await opened('France');
    expect(location()).toBe('/travel-tracker?place=country-FR');
    expect(screen.getByText('Country', { exact: true })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Visited/ })).toBeChecked();
    expect((await stored('places'))['country-FR']).toMatchObject({
      kind: 'country',
      code: 'FR',
      level: 'visited',
    });

    await user.click(screen.getAllByRole('link', { name: 'Add a place' })[0]!);
    await opened('Add a place');
    await searchAndChoose(user, 'Country', 'fran', 'France');
    expect(await screen.findByText('France is already in your places.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open France' }));
    await opened('France');
    expect(Object.keys(await stored('places'))).toEqual(['country-FR']);
  }, 45_000);

  it('adds a US state, and a city with its country and position', async () => {
    const user = userEvent.setup();
    renderTravel('view=add');
    await opened('Add a place');
    await user.click(screen.getByText('A US state or territory', { exact: true }));
    await searchAndChoose(user, 'State or territory', 'calif', 'California');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await opened('California');

    await user.click(screen.getAllByRole('link', { name: 'Add a place' })[0]!);
    await opened('Add a place');
    await user.click(screen.getByText('A city or place', { exact: true }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lisbon');
    await searchAndChoose(user, 'Country', 'portug', 'Portugal');
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '38.7223');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '-9.1393');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await opened('Lisbon');
    expect(screen.getByText('City or place in Portugal')).toBeVisible();
    expect(screen.getByText('Position: 38.7223, -9.1393')).toBeVisible();
    const places = await stored('places');
    expect(places['state-US-CA']).toMatchObject({ kind: 'state', code: 'US-CA' });
    expect(Object.values(places)).toContainEqual(
      expect.objectContaining({ kind: 'city', name: 'Lisbon', country: 'PT', latitude: 38.7223 }),
    );
  }, 45_000);

  it('lists the regions of the chosen country, named by their code', async () => {
    const user = userEvent.setup();
    await put('places', 'country-IT', { kind: 'country', code: 'IT', level: 'lived' });
    renderTravel('view=add');
    await opened('Add a place');
    await user.click(screen.getByText('A region of a country', { exact: true }));
    await searchAndChoose(user, 'Country', 'ital', 'Italy');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Region' })).toBeVisible(),
      LAZY,
    );
    await searchAndChoose(user, 'Region', 'lomb', 'Lombardia (IT-25)');
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await opened('Lombardia');
    expect((await stored('places'))['region-IT-25']).toMatchObject({
      kind: 'region',
      code: 'IT-25',
      country: 'IT',
    });
  }, 45_000);

  it('keeps a city being typed when left by a link, offers it back, and forgets it once added', async () => {
    const user = userEvent.setup();
    renderTravel('view=add');
    await opened('Add a place');
    await user.click(screen.getByText('A city or place', { exact: true }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kyoto');
    await searchAndChoose(user, 'Country', 'jap', 'Japan');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Stayed' }));

    await user.click(screen.getByRole('link', { name: 'Back to places' }));
    const note = await screen.findByText('Draft kept');
    expect(note.parentElement).toHaveTextContent(
      'Your unsaved place is kept on this device: open it again to go on.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    // The note leaves once answered: a "Draft kept" after this is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    await opened('Add a place');
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('radio', { name: 'A city or place' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kyoto');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Japan');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('Stayed');

    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await opened('Kyoto');
    expect(Object.values(await stored('places'))).toContainEqual(
      expect.objectContaining({ kind: 'city', name: 'Kyoto', country: 'JP', level: 'stayed' }),
    );
    await user.click(screen.getAllByRole('link', { name: 'Add a place' })[0]!);
    await opened('Add a place');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  }, 45_000);

  it('keeps a chosen region too, and Cancel asks, then forgets it', async () => {
    const user = userEvent.setup();
    renderTravel('view=add');
    await opened('Add a place');
    await user.click(screen.getByText('A region of a country', { exact: true }));
    await searchAndChoose(user, 'Country', 'ital', 'Italy');
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Region' })).toBeVisible(),
      LAZY,
    );
    await searchAndChoose(user, 'Region', 'lomb', 'Lombardia (IT-25)');

    await user.click(screen.getByRole('link', { name: 'Back to places' }));
    await screen.findByText('Draft kept');
    await user.click(screen.getAllByRole('link', { name: 'Add a place' })[0]!);
    await opened('Add a place');
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByRole('radio', { name: 'A region of a country' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Region' }, LAZY)).toHaveTextContent(
      'Lombardia (IT-25)',
    );

    // The note said on leaving before may still be shown: Cancel adds none.
    const notes = screen.queryAllByText('Draft kept').length;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toBe('/travel-tracker'));
    expect(screen.queryAllByText('Draft kept').length).toBeLessThanOrEqual(notes);
    await user.click(screen.getAllByRole('link', { name: 'Add a place' })[0]!);
    await opened('Add a place');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(await stored('places')).toEqual({});
  }, 45_000);
});
