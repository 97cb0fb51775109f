import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { data } from '@/data/client.ts';
import ApartmentEditorScreen from './apartment-editor-screen.tsx';
import ApartmentTourPage from '../apartment-tour-questions-page.tsx';
import {
  cleanUp,
  put,
  renderAt,
  ROOT,
  startVisitor,
  stored,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await cleanUp();
});
afterAll(async () => {
  await data.close();
});

const form = () => screen.getByRole('form');
const field = (role: 'textbox' | 'spinbutton', name: string) =>
  within(form()).getByRole(role, { name });

describe('ApartmentEditorScreen', () => {
  it('tells a visitor that filling from a listing needs an account; the form still works', async () => {
    renderAt('view=new', <ApartmentEditorScreen />);
    await screen.findByRole('form', { name: 'New apartment' });
    expect(screen.getByText(/^Sign in to import listings\./)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: "Fill from a listing's web address" })).toBeNull();
    expect(field('textbox', 'Name')).toBeEnabled();
  });

  it('says what is wrong, field by field, in the schema’s words', async () => {
    const user = userEvent.setup();
    renderAt('view=new', <ApartmentEditorScreen />);
    await screen.findByRole('form', { name: 'New apartment' });

    await user.click(screen.getByRole('button', { name: 'Save apartment' }));
    expect(within(form()).getByText('Name is required')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form: Name is required');
    expect(field('textbox', 'Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('textbox', 'Name'), 'Maple Court');
    await user.type(field('textbox', 'Website'), 'maple.example.com');
    await user.tab();
    expect(within(form()).getByText('Website must start with http(s)://')).toBeVisible();
    await user.type(field('textbox', 'E-mail'), 'not an address');
    await user.tab();
    expect(within(form()).getByText('E-mail must be an e-mail address')).toBeVisible();
    await user.type(field('spinbutton', 'Bathrooms'), '1.3');
    await user.tab();
    expect(within(form()).getByText('Bathrooms must be a whole or half number')).toBeVisible();
    await user.type(field('textbox', 'Links'), 'Floor plan www.example.com');
    await user.tab();
    expect(
      within(form()).getByText('Floor plan www.example.com: Link must start with http(s)://'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Tour time'), '10:30');
    await user.tab();
    expect(within(form()).getByText('Choose the tour’s date too')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save apartment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form:');
    expect(await stored('apartments')).toEqual({});
  });

  it('saves a new apartment and opens it', async () => {
    const user = userEvent.setup();
    renderAt('view=new', <ApartmentEditorScreen />);
    await screen.findByRole('form', { name: 'New apartment' });
    await user.type(field('textbox', 'Name'), 'Maple Court');
    await user.type(field('textbox', 'Address'), '12 Maple Street');
    await user.type(field('spinbutton', 'Rent a month'), '1900');
    await user.type(field('textbox', 'Amenities'), 'Gym, Balcony,');
    await user.type(field('textbox', 'Links'), 'Floor plan https://maple.example.com/plan');
    await user.click(screen.getByRole('button', { name: 'Save apartment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(/apartment=[\w-]+$/),
    );
    const all = await stored('apartments');
    const [id] = Object.keys(all);
    expect(screen.getByLabelText('Location')).toHaveTextContent(`?apartment=${id}`);
    expect(all[id!]).toMatchObject({
      name: 'Maple Court',
      address: '12 Maple Street',
      status: 'to-tour',
      rent: 1900,
      amenities: ['Gym', 'Balcony'],
      links: [{ label: 'Floor plan', url: 'https://maple.example.com/plan' }],
    });
  });

  it('writes only the fields changed, and asks before throwing changes away', async () => {
    await put('apartments', 'a1', {
      name: 'Maple Court',
      status: 'toured',
      rent: 1900,
      chosenUnitId: 'u1',
    });
    await put('units', 'u1', { apartmentId: 'a1', name: '5C', rent: 1700 });
    const update = vi.spyOn(data, 'update');
    const user = userEvent.setup();
    renderAt('apartment=a1&view=edit', <ApartmentEditorScreen id="a1" />);
    await screen.findByRole('form', { name: 'Apartment: Maple Court' });

    await user.type(field('textbox', 'Phone'), '555 0100');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [path, fields] = update.mock.calls[0]!;
    expect(path).toBe(`${ROOT}/apartments/a1`);
    expect(Object.keys(fields).sort()).toEqual(['phone', 'updatedAt']);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent('?apartment=a1'),
    );
    expect((await stored('apartments')).a1).toMatchObject({
      name: 'Maple Court',
      phone: '555 0100',
      chosenUnitId: 'u1',
    });
  });
});

/** A screen's chunk loads on first use: the first one takes a while under test. */
const LAZY = { timeout: 20_000 };

describe('ApartmentEditorScreen left without Save or Cancel', () => {
  it('keeps what was typed, says so, offers it back, and forgets it once saved', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'toured', rent: 1900 });
    const user = userEvent.setup();
    renderAt('apartment=a1&view=edit', <ApartmentTourPage />);
    await screen.findByRole('form', { name: 'Apartment: Maple Court' }, LAZY);
    await user.type(field('textbox', 'Phone'), '555 0100');
    await user.type(field('textbox', 'Notes'), 'Ask about the balcony');

    // Left by the way back, not by Cancel: nothing asks, nothing is lost.
    await user.click(screen.getByRole('link', { name: 'Back to Maple Court' }));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    const note = await screen.findByText('Draft kept');
    expect(note.parentElement).toHaveTextContent(
      'Your unsaved apartment is kept on this device: open it again to go on.',
    );
    expect((await stored('apartments')).a1).not.toHaveProperty('phone');

    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    // The note leaves once answered: a "Draft kept" after this is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    await screen.findByRole('form', { name: 'Apartment: Maple Court' }, LAZY);
    expect(field('textbox', 'Phone')).toHaveValue('');
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(field('textbox', 'Phone')).toHaveValue('555 0100');
    expect(field('textbox', 'Notes')).toHaveValue('Ask about the balcony');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored('apartments')).a1).toMatchObject({
        phone: '555 0100',
        notes: 'Ask about the balcony',
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Apartment: Maple Court' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  }, 60_000);

  it('keeps a new apartment’s draft apart, and forgets it once cancelled', async () => {
    const user = userEvent.setup();
    renderAt('view=new', <ApartmentTourPage />);
    await screen.findByRole('form', { name: 'New apartment' }, LAZY);
    await user.type(field('textbox', 'Name'), 'Harbour Lofts');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Apartment tour questions' })).getByRole(
        'link',
        { name: 'Compare' },
      ),
    );
    expect(await screen.findByText('Draft kept')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    // The note leaves once answered: a "Draft kept" after this is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    await screen.findByRole('form', { name: 'New apartment' }, LAZY);
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(field('textbox', 'Name')).toHaveValue('Harbour Lofts');

    // A restored draft is a change: Cancel asks, and then forgets it.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await screen.findByRole('heading', { name: 'No apartments yet' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: /Add an apartment/ })[0]!);
    await screen.findByRole('form', { name: 'New apartment' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(await stored('apartments')).toEqual({});
  }, 60_000);
});
