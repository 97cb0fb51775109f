import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import ApartmentScreen from './apartment-screen.tsx';
import ApartmentTourPage from '../apartment-tour-questions-page.tsx';
import { cleanUp, put, renderAt, startVisitor, stored } from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(async () => {
  localStorage.clear();
  await cleanUp();
});
afterAll(async () => {
  await data.close();
});

async function seed() {
  await put('apartments', 'a1', {
    name: 'Maple Court',
    address: '12 Maple Street, Springfield',
    website: 'https://maple.example.com/homes',
    phone: '+1 (555) 010-2030',
    email: 'lease@maple.example.com',
    status: 'to-tour',
    rent: 1900,
    area: 850,
    amenities: ['Gym', 'Balcony'],
    tourAt: '2026-03-14T10:30',
  });
  await put('units', 'u1', { apartmentId: 'a1', name: '2A', rent: 2400 });
  await put('units', 'u2', { apartmentId: 'a1', name: '5C', rent: 1700, floor: 5 });
}

const price = () => screen.getByRole('region', { name: /Rent a month/ });
const unit = (name: string) => screen.getByRole('article', { name: `Unit ${name}` });

describe('ApartmentScreen', () => {
  it('shows the listing’s facts with their links', async () => {
    await seed();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Maple Court' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Show on the map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=12%20Maple%20Street%2C%20Springfield',
    );
    expect(screen.getByRole('link', { name: /^maple\.example\.com/ })).toHaveAttribute(
      'href',
      'https://maple.example.com/homes',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );
    expect(screen.getByRole('link', { name: 'lease@maple.example.com' })).toHaveAttribute(
      'href',
      'mailto:lease@maple.example.com',
    );
    expect(screen.getByText('850 sq ft')).toBeVisible();
    const amenities = screen.getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gym', 'Balcony']);
    expect(screen.getByRole('region', { name: 'Tour' })).toHaveTextContent(/Sat, Mar 14, 2026/);
  });

  it('prices the apartment by the unit chosen, never the first one', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' });
    expect(price()).toHaveTextContent('$1,900');
    expect(price()).toHaveTextContent('the listing');

    await user.click(within(unit('5C')).getByRole('button', { name: 'Use this unit' }));
    await waitFor(() => expect(price()).toHaveTextContent('$1,700'));
    expect(price()).toHaveTextContent('unit 5C');
    expect(within(unit('5C')).getByText('Chosen unit')).toBeVisible();
    expect(within(unit('2A')).queryByText('Chosen unit')).toBeNull();
    expect((await stored('apartments')).a1).toMatchObject({ chosenUnitId: 'u2' });

    await user.click(within(unit('2A')).getByRole('button', { name: 'Use this unit' }));
    await waitFor(() => expect(price()).toHaveTextContent('$2,400'));
    await user.click(
      within(unit('2A')).getByRole('button', { name: 'Price by the listing instead' }),
    );
    await waitFor(() => expect(price()).toHaveTextContent('$1,900'));
  });

  it('prices the apartment by its only unit, chosen or not', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'to-tour', rent: 1900 });
    await put('units', 'u1', { apartmentId: 'a1', name: '2A', rent: 2400 });
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' });
    expect(price()).toHaveTextContent('$2,400');
    expect(price()).toHaveTextContent('unit 2A');
    expect(within(unit('2A')).getByText('Prices this apartment')).toBeVisible();
    // Nothing to choose between: no "Use this unit", no way back to the listing's rent.
    expect(within(unit('2A')).queryByRole('button', { name: 'Use this unit' })).toBeNull();
    expect(
      within(unit('2A')).queryByRole('button', { name: 'Price by the listing instead' }),
    ).toBeNull();

    // A second unit: the choice is the person's again, and the listing prices it until then.
    await put('units', 'u2', { apartmentId: 'a1', name: '5C', rent: 1700 });
    await waitFor(() => expect(price()).toHaveTextContent('$1,900'));
    expect(price()).toHaveTextContent('the listing');
    await user.click(within(unit('5C')).getByRole('button', { name: 'Use this unit' }));
    await waitFor(() => expect(price()).toHaveTextContent('$1,700'));

    // Deleting the other one leaves 5C the only unit, and it says so first.
    await user.click(screen.getByRole('button', { name: 'Delete unit 2A' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit 2A?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Delete unit 5C' }));
    const chosen = await screen.findByRole('alertdialog', { name: 'Delete unit 5C?' });
    expect(chosen).toHaveTextContent('It prices this apartment now; unit 2A will instead.');
  });

  it('changes the status in one tap', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    const status = await screen.findByRole('group', { name: 'Status' });
    expect(within(status).getByRole('radio', { name: 'To tour' })).toBeChecked();
    await user.click(within(status).getByRole('radio', { name: 'Applied' }));
    await waitFor(async () =>
      expect((await stored('apartments')).a1).toMatchObject({ status: 'applied' }),
    );
    expect(within(status).getByRole('radio', { name: 'Applied' })).toBeChecked();
  });

  it('adds, edits and deletes units, asking before a delete', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' });

    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    // The form loads on use (with the schemas): it takes a moment the first time.
    const form = await screen.findByRole('form', { name: 'New unit' });
    // The form takes the focus from the button that opened it.
    expect(within(form).getByRole('textbox', { name: 'Unit name' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(within(form).getByText('Unit name is required')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Unit name' }), '7D');
    await user.type(within(form).getByRole('spinbutton', { name: 'Bathrooms' }), '1.25');
    await user.tab();
    expect(within(form).getByText('Bathrooms must be a whole or half number')).toBeVisible();
    await user.clear(within(form).getByRole('spinbutton', { name: 'Bathrooms' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Rent a month' }), '2100');
    await user.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByRole('article', { name: 'Unit 7D' })).toHaveTextContent(
      '$2,100 a month',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a unit' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit unit 7D' }));
    const edit = await screen.findByRole('form', { name: 'Unit: 7D' });
    await user.clear(within(edit).getByRole('spinbutton', { name: 'Rent a month' }));
    await user.type(within(edit).getByRole('spinbutton', { name: 'Rent a month' }), '2050');
    await user.click(within(edit).getByRole('button', { name: 'Save unit' }));
    expect(await screen.findByRole('article', { name: 'Unit 7D' })).toHaveTextContent(
      '$2,050 a month',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit unit 7D' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete unit 7D' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit 7D?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('article', { name: 'Unit 7D' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete unit 7D' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete unit' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Unit 7D' })).toBeNull());
    expect(Object.keys(await stored('units')).sort()).toEqual(['u1', 'u2']);
  });

  it('deletes the apartment with its units, answers, costs and follow-ups, and nothing else', async () => {
    await seed();
    await put('apartments', 'a2', { name: 'The Birches', status: 'toured' });
    await put('units', 'u3', { apartmentId: 'a2', name: '1A' });
    await put('answers', 'a1~q1', {
      apartmentId: 'a1',
      questionId: 'q1',
      type: 'yes-no',
      yesNo: true,
    });
    await put('answers', 'a2~q1', {
      apartmentId: 'a2',
      questionId: 'q1',
      type: 'yes-no',
      yesNo: false,
    });
    await put('costs', 'c1', {
      apartmentId: 'a1',
      name: 'Deposit',
      amount: 500,
      frequency: 'one-time',
    });
    await put('costs', 'c2', {
      apartmentId: 'a2',
      name: 'Parking',
      amount: 75,
      frequency: 'monthly',
    });
    await put('followUps', 'f1', { apartmentId: 'a1', text: 'Ask about the lease', done: false });
    // Questions that name it forget it; a question for it alone is removed everywhere.
    await put('questions', 'cq1', {
      text: 'Is the roof deck open all year?',
      category: 'amenities',
      answerType: 'yes-no',
      scope: 'some',
      apartmentIds: ['a1', 'a2'],
    });
    await put('questions', 'cq2', {
      text: 'Does the bay window leak?',
      category: 'condition',
      answerType: 'yes-no',
      scope: 'some',
      apartmentIds: ['a1'],
    });
    await put('questions', 'q-pets', { builtIn: true, removedFrom: ['a1', 'a2'] });
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' });

    const remove = screen.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Maple Court?' });
    expect(dialog).toHaveTextContent('Its 2 units, 1 answer, 1 cost and 1 follow-up go with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete apartment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/apartment-tour-questions$/),
    );
    await waitFor(async () => expect(Object.keys(await stored('apartments'))).toEqual(['a2']));
    expect(Object.keys(await stored('units'))).toEqual(['u3']);
    expect(Object.keys(await stored('answers'))).toEqual(['a2~q1']);
    expect(Object.keys(await stored('costs'))).toEqual(['c2']);
    expect(await stored('followUps')).toEqual({});
    await waitFor(async () =>
      expect(await stored('questions')).toMatchObject({
        cq1: { apartmentIds: ['a2'] },
        cq2: { apartmentIds: ['a1'], removed: true },
        'q-pets': { removedFrom: ['a2'] },
      }),
    );
  });

  it('says so when the apartment is not there', async () => {
    await startVisitor();
    renderAt('apartment=gone', <ApartmentScreen id="gone" />);
    expect(await screen.findByRole('heading', { name: 'Apartment not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to apartments' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions',
    );
  });
});

/** A screen’s chunk loads on first use: the first one takes a while on a busy machine. */
const LAZY = { timeout: 20_000 };
const units = () => screen.getByRole('region', { name: 'Units' });

/** From the apartment's page to its costs, by the link in its true cost. */
async function openCosts(user: ReturnType<typeof userEvent.setup>) {
  const cost = await screen.findByRole('region', { name: 'True cost' }, LAZY);
  await user.click(within(cost).getByRole('link', { name: 'Costs' }));
  await screen.findByRole('heading', { level: 2, name: 'Costs of Maple Court' }, LAZY);
}

describe('Forms on the apartment’s page left without Save or Cancel', () => {
  it('keeps what was typed, offers it back on the apartment’s page, and forgets it once saved', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Edit unit 2A' }));
    const rent = within(screen.getByRole('form', { name: 'Unit: 2A' })).getByRole('spinbutton', {
      name: 'Rent a month',
    });
    await user.clear(rent);
    await user.type(rent, '2300');

    await user.click(screen.getByRole('link', { name: 'Back to apartments' }));
    const note = await screen.findByText('Draft kept', undefined, LAZY);
    expect(note.parentElement).toHaveTextContent(
      'Your unsaved unit is kept on this device: open it again to go on.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    // The note leaves once answered: a "Draft kept" later is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    expect(screen.queryByRole('form', { name: 'Unit: 2A' })).toBeNull();
    const offer = within(units()).getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const form = await screen.findByRole('form', { name: 'Unit: 2A' });
    expect(within(form).getByRole('spinbutton', { name: 'Rent a month' })).toHaveValue(2300);
    expect(within(units()).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save unit' }));
    await waitFor(async () => expect((await stored('units')).u1).toMatchObject({ rent: 2300 }));
    // Saved: another form opened and left as it started keeps nothing.
    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    await user.click(screen.getByRole('link', { name: 'Back to apartments' }));
    await screen.findByRole('link', { name: 'Maple Court' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
  }, 60_000);

  it('offers a new unit’s draft back as a new unit, and forgets it once cancelled', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Add a unit' }));
    await user.type(screen.getByRole('textbox', { name: 'Unit name' }), '9F');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Apartment tour questions' })).getByRole(
        'link',
        { name: 'Compare' },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Back to the draft' }, LAZY));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    const offer = within(units()).getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const form = await screen.findByRole('form', { name: 'New unit' });
    expect(within(form).getByRole('textbox', { name: 'Unit name' })).toHaveValue('9F');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New unit' })).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Back to apartments' }));
    await user.click(await screen.findByRole('link', { name: 'Maple Court' }, LAZY));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
    expect(Object.keys(await stored('units')).sort()).toEqual(['u1', 'u2']);
  }, 60_000);

  it('keeps a question added for this apartment, and offers it back in the questions', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Add a question for this apartment' }, LAZY),
    );
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Is the loft heated?');
    await user.click(screen.getByRole('link', { name: 'Back to apartments' }));
    const note = await screen.findByText('Draft kept', undefined, LAZY);
    expect(note.parentElement).toHaveTextContent('Your unsaved question is kept on this device');
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    // The note leaves once answered: a "Draft kept" after this is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());

    const questions = await screen.findByRole('region', { name: /^Questions/ }, LAZY);
    const offer = await within(questions).findByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const form = await screen.findByRole('form', { name: 'New question' });
    expect(within(form).getByRole('textbox', { name: /Question/ })).toHaveValue(
      'Is the loft heated?',
    );
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(async () =>
      expect(Object.values(await stored('questions'))).toEqual([
        expect.objectContaining({ text: 'Is the loft heated?', apartmentIds: ['a1'] }),
      ]),
    );
    expect(within(questions).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
    expect(localStorage.length).toBe(0);
  }, 60_000);

  it('keeps a new follow-up and a follow-up being edited, and offers each back', async () => {
    await seed();
    await put('followUps', 'f1', { apartmentId: 'a1', text: 'Call the agent', done: false });
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    const followUps = async () => screen.findByRole('region', { name: 'Follow-ups' }, LAZY);
    const leaveAndComeBack = async () => {
      await user.click(screen.getByRole('link', { name: 'Back to apartments' }));
      await user.click(await screen.findByRole('button', { name: 'Back to the draft' }, LAZY));
    };

    const add = within(await followUps()).getByRole('form', { name: 'New follow-up' });
    await user.type(within(add).getByRole('textbox', { name: 'Follow-up' }), 'Send the pay slips');
    await leaveAndComeBack();
    let offer = await within(await followUps()).findByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const restored = within(await followUps()).getByRole('form', { name: 'New follow-up' });
    expect(within(restored).getByRole('textbox', { name: 'Follow-up' })).toHaveValue(
      'Send the pay slips',
    );
    await user.click(within(restored).getByRole('button', { name: 'Add follow-up' }));
    await waitFor(async () => expect(Object.keys(await stored('followUps'))).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Edit follow-up: Call the agent' }));
    const edit = screen.getByRole('form', { name: 'Edit follow-up: Call the agent' });
    await user.type(within(edit).getByRole('textbox', { name: 'Follow-up' }), ' back');
    await leaveAndComeBack();
    offer = await within(await followUps()).findByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const again = screen.getByRole('form', { name: 'Edit follow-up: Call the agent' });
    expect(within(again).getByRole('textbox', { name: 'Follow-up' })).toHaveValue(
      'Call the agent back',
    );
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await stored('followUps')).f1).toMatchObject({ text: 'Call the agent back' }),
    );
    expect(within(await followUps()).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
    expect(localStorage.length).toBe(0);
  }, 60_000);
  it('keeps the lease terms typed, offers them back in their form, and forgets them once saved', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    await openCosts(user);
    const lease = () => screen.getByRole('form', { name: 'Lease and specials' });
    await user.type(within(lease()).getByRole('spinbutton', { name: 'Concession' }), '390');
    await user.type(within(lease()).getByRole('spinbutton', { name: 'Free weeks' }), '6');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Apartment tour questions' })).getByRole(
        'link',
        { name: 'Compare' },
      ),
    );
    const note = await screen.findByText('Draft kept', undefined, LAZY);
    expect(note.parentElement).toHaveTextContent(
      'Your unsaved lease is kept on this device: open it again to go on.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    await screen.findByRole('heading', { level: 2, name: 'Costs of Maple Court' }, LAZY);
    // The note leaves once answered: a "Draft kept" later is a new one.
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    expect(within(lease()).getByRole('spinbutton', { name: 'Concession' })).toHaveValue(null);
    const offer = within(lease()).getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(within(lease()).getByRole('spinbutton', { name: 'Concession' })).toHaveValue(390);
    expect(within(lease()).getByRole('spinbutton', { name: 'Free weeks' })).toHaveValue(6);
    expect(within(lease()).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();

    await user.click(within(lease()).getByRole('button', { name: 'Save lease terms' }));
    await waitFor(async () =>
      expect((await stored('apartments')).a1).toMatchObject({
        concessionAmount: 390,
        freeWeeks: 6,
      }),
    );
    expect(localStorage.length).toBe(0);
    // Saved: leaving keeps nothing.
    await user.click(screen.getByRole('link', { name: 'Back to Maple Court' }));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
  }, 60_000);

  it('keeps a cost being added, offers it back above its form, and forgets it once added', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentTourPage />);
    await openCosts(user);
    const add = () => screen.getByRole('form', { name: 'Add a one-time cost' });
    await user.type(within(add()).getByRole('textbox', { name: 'Name' }), 'Holding deposit');
    await user.type(within(add()).getByRole('spinbutton', { name: 'Amount' }), '250');
    await user.click(within(add()).getByRole('checkbox', { name: 'Refundable' }));

    await user.click(screen.getByRole('link', { name: 'Back to Maple Court' }));
    const note = await screen.findByText('Draft kept', undefined, LAZY);
    expect(note.parentElement).toHaveTextContent(
      'Your unsaved cost is kept on this device: open it again to go on.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
    await screen.findByRole('heading', { level: 2, name: 'Costs of Maple Court' }, LAZY);
    await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
    // Offered where it was typed: by the one-time costs, not the monthly ones.
    const oneTime = screen.getByRole('region', { name: 'One-time costs' });
    const monthly = screen.getByRole('region', { name: 'Monthly costs' });
    expect(within(monthly).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
    const offer = within(oneTime).getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(within(add()).getByRole('textbox', { name: 'Name' })).toHaveValue('Holding deposit');
    expect(within(add()).getByRole('spinbutton', { name: 'Amount' })).toHaveValue(250);
    expect(within(add()).getByRole('checkbox', { name: 'Refundable' })).toBeChecked();

    await user.click(within(add()).getByRole('button', { name: 'Add' }));
    await waitFor(async () =>
      expect(Object.values(await stored('costs'))).toEqual([
        expect.objectContaining({ name: 'Holding deposit', amount: 250, refundable: true }),
      ]),
    );
    expect(within(oneTime).queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
    expect(localStorage.length).toBe(0);
    await user.click(screen.getByRole('link', { name: 'Back to Maple Court' }));
    await screen.findByRole('heading', { level: 2, name: 'Maple Court' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
  }, 60_000);
});
