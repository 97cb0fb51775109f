import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ButtonsSection } from './buttons-section.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { CheckboxGroupSection } from './checkbox-group-section.tsx';
import { DialogsSection } from './dialogs-section.tsx';
import { FormSection } from './form-section.tsx';
import { ModalSection } from './modal-section.tsx';
import { TextareaSection } from './textarea-section.tsx';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../../tests/fake-time.ts';

/** Many steps through real components: slow on a busy machine, though on fake time. */
const SLOW = { timeout: 20_000 };

beforeAll(async () => {
  // The dialogs are loaded on first use; have them ready so they resolve within fake time.
  await Promise.all([import('@/ui/dialog-queue.ts'), import('@/ui/dialog-host.tsx')]);
});
runEachTestOnFakeTimers();

const setup = fakeTimeUser;
const settle = (ms = 200) => settleFakeTime(ms);
const button = (name: string) => screen.getByRole('button', { name });

describe('the gallery’s confirm and alert dialogs', SLOW, () => {
  /** The gallery's record of the last answer; hidden from readers while a dialog is open. */
  const lastAnswer = () => screen.getByText(/^Last answer:/);

  function renderDialogs() {
    render(
      <DialogsProvider>
        <DialogsSection />
      </DialogsProvider>,
    );
    return setup();
  }

  it('a confirm dialog ignores clicks outside it; Cancel answers false', async () => {
    const user = renderDialogs();
    expect(lastAnswer()).toHaveTextContent('Last answer: none yet');
    await user.click(button('Ask to confirm'));
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Action' });
    expect(dialog).toHaveTextContent('Do you want to go on?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Confirm']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(document.body);
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Confirm Action' })).toBeInTheDocument();
    expect(lastAnswer()).toHaveTextContent('Last answer: none yet'); // the promise is pending

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastAnswer()).toHaveTextContent('Last answer: false');
    expect(button('Ask to confirm')).toHaveFocus();
  });

  it('Confirm answers true; Escape on the destructive one answers false', async () => {
    const user = renderDialogs();
    await user.click(button('Ask to confirm'));
    await settle();
    await user.click(button('Confirm'));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastAnswer()).toHaveTextContent('Last answer: true');

    await user.click(button('Delete recipe'));
    await settle();
    const destructive = screen.getByRole('alertdialog', { name: 'Delete recipe?' });
    expect(
      within(destructive)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep it', 'Delete']);
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastAnswer()).toHaveTextContent('Last answer: false');
  });

  it('an alert has one OK button and answers once closed', async () => {
    const user = renderDialogs();
    await user.click(button('Show alert'));
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('Your recipe book was exported.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    expect(lastAnswer()).toHaveTextContent('Last answer: none yet');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await settle();
    expect(lastAnswer()).toHaveTextContent('Last answer: alert closed');
  });

  it('calls in a row wait their turn, one dialog at a time', async () => {
    const user = renderDialogs();
    await user.click(button('Ask three in a row'));
    await settle();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('First question');
    await user.click(button('Confirm'));
    await settle();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Second message');
    await user.click(button('OK'));
    await settle();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Third question');
    await user.click(button('Cancel'));
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastAnswer()).toHaveTextContent('Last answer: true, alert closed, false');
  });
});

describe('the gallery’s modals', SLOW, () => {
  it('focus starts on the first action, stays inside and goes back on Escape', async () => {
    render(<ModalSection />);
    const user = setup();
    await user.click(button('Edit display name'));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Edit display name' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      await settle(20); // the focus guards hand the focus on in the next frame
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Edit display name')).toHaveFocus();
  });

  it('saves from its footer; without actions the close button takes the focus', async () => {
    render(<ModalSection />);
    const user = setup();
    expect(screen.getByText(/^Display name:/)).toHaveTextContent('Display name: Sam');
    await user.click(button('Edit display name'));
    await settle();
    const name = screen.getByRole('textbox', { name: 'Display name' });
    await user.clear(name);
    await user.type(name, 'Robin');
    await user.click(button('Save name'));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Display name:/)).toHaveTextContent('Display name: Robin');

    await user.click(button('About this gallery'));
    await settle();
    const about = screen.getByRole('dialog', { name: 'About this gallery' });
    expect(within(about).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(about).getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('About this gallery')).toHaveFocus();
  });
});

describe('the gallery’s forms', SLOW, () => {
  function renderAccountForm() {
    render(<FormSection />);
    const form = screen.getByRole('form', { name: 'Create an account' });
    const field = (role: 'textbox' | 'spinbutton' | 'checkbox', name: string) =>
      within(form).getByRole(role, { name });
    return { user: setup(), form, field };
  }

  it('the account form flags bad input and takes the focus to it on submit', async () => {
    const { user, form, field } = renderAccountForm();
    const submit = within(form).getByRole('button', { name: 'Create account' });
    expect(submit).toBeEnabled();
    expect(within(form).queryByText(/is required|is invalid/)).toBeNull();

    const name = field('textbox', 'Full name');
    await user.type(name, 'A');
    await user.clear(name);
    await user.type(name, '   ');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');

    const username = field('textbox', 'Username');
    await user.type(username, 'Ada!');
    expect(username).toHaveAccessibleDescription(
      'Lowercase letters and digits. Use lowercase letters and digits only',
    );
    const age = field('spinbutton', 'Age');
    await user.type(age, '12');
    expect(within(form).getByText('Age is invalid')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');

    const travel = field('checkbox', 'Travel');
    await user.click(travel);
    await user.click(travel);
    expect(within(form).getByText('Interests is required')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Interests' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(submit);
    expect(name).toHaveFocus();
  });

  it('the account form submits good input, busy while it is sent', async () => {
    const { user, form, field } = renderAccountForm();
    const submit = within(form).getByRole('button', { name: 'Create account' });
    const fill = async (element: HTMLElement, text: string) => {
      await user.click(element);
      await user.paste(text);
    };
    await fill(field('textbox', 'Full name'), 'Ada Lovelace');
    await fill(field('textbox', 'Username'), 'ada');
    await fill(field('spinbutton', 'Age'), '36');
    await fill(field('textbox', 'Email'), 'ada@example.org');
    await fill(within(form).getByLabelText('Password', { exact: true }), 'engine1');
    await user.click(within(form).getByRole('combobox', { name: 'Country' }));
    // The searchable select loads on use: its search box has the focus once it is open.
    const search = await screen.findByPlaceholderText(/Search/);
    await waitFor(() => expect(search).toHaveFocus());
    await user.paste('Por');
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    await settle();
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveTextContent('Portugal');
    // The calendar opens on today; Enter chooses it.
    await user.click(within(form).getByRole('button', { name: 'Start date' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument();
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    await fill(field('textbox', 'Bio'), 'Wrote the first program.');
    await user.click(field('checkbox', 'Select All'));
    expect(within(form).queryByText(/is required|is invalid/)).toBeNull();

    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await settle(700);
    expect(screen.getByRole('status', { name: 'Create an account result' })).toHaveTextContent(
      'Submitted: ' +
        JSON.stringify({
          name: 'Ada Lovelace',
          username: 'ada',
          email: 'ada@example.org',
          password: 'engine1',
          age: 36,
          country: 'pt',
          start: today,
          bio: 'Wrote the first program.',
          interests: ['cooking', 'travel', 'housing'],
        }),
    );
    expect(submit).toBeEnabled();
  });

  it('the address form starts valid from its defaults and refuses a bad postcode', async () => {
    render(<FormSection />);
    const user = setup();
    const form = screen.getByRole('form', { name: 'Address' });
    const result = screen.getByRole('status', { name: 'Address result' });
    const postcode = within(form).getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, '!!');
    expect(within(form).getByText('Postcode is invalid')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await settle(700);
    expect(postcode).toHaveFocus();
    expect(result).not.toHaveTextContent(/Submitted/);
    await user.clear(postcode);
    await user.type(postcode, '3511 AB');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await settle(700);
    expect(result).toHaveTextContent(
      'Submitted: {"street":"1 Canal Street","city":"Utrecht","postcode":"3511 AB","region":""}',
    );
  });
});

describe('the gallery’s calendars', SLOW, () => {
  const calendar = (name: string) => screen.getByRole('group', { name });
  const day = (calendarName: string, name: string) =>
    within(calendar(calendarName)).getByRole('gridcell', { name });

  it('the range calendar starts, ends in order when clicked backwards, and restarts', async () => {
    render(<CalendarSection />);
    const user = setup();
    const status = () => screen.getByText(/^Range:/);
    expect(status()).toHaveTextContent('Range: none');
    await user.click(day('Range calendar', 'Wednesday, February 12, 2025'));
    expect(status()).toHaveTextContent('Range: Feb 12, 2025 – …');
    await user.click(day('Range calendar', 'Monday, February 3, 2025'));
    expect(status()).toHaveTextContent('Range: Feb 3, 2025 – Feb 12, 2025');
    const selected = () =>
      within(calendar('Range calendar')).getAllByRole('gridcell', { selected: true });
    expect(selected()).toHaveLength(10);
    expect(selected()[0]).toHaveAccessibleName('Monday, February 3, 2025');
    expect(selected()[9]).toHaveAccessibleName('Wednesday, February 12, 2025');
    await user.click(day('Range calendar', 'Tuesday, February 18, 2025'));
    expect(status()).toHaveTextContent('Range: Feb 18, 2025 – …');
    expect(selected()).toHaveLength(1);
  });

  it('the limited calendar refuses days outside its limits and its month buttons', async () => {
    render(<CalendarSection />);
    const user = setup();
    const status = () => screen.getByText(/^Limited day:/);
    const early = day('Limited calendar', 'Tuesday, February 4, 2025');
    const late = day('Limited calendar', 'Friday, February 21, 2025');
    expect(early).toHaveAttribute('aria-disabled', 'true');
    expect(late).toHaveAttribute('aria-disabled', 'true');
    await user.click(early);
    await user.click(late);
    expect(status()).toHaveTextContent('Limited day: none');
    await user.click(day('Limited calendar', 'Wednesday, February 5, 2025'));
    expect(status()).toHaveTextContent('Limited day: Feb 5, 2025');
    const limited = within(calendar('Limited calendar'));
    expect(limited.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(limited.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('the single-day calendar shows what is chosen, by keyboard or by year and month', async () => {
    render(<CalendarSection />);
    const user = setup();
    const single = within(calendar('Single-day calendar'));
    const chosen = () => screen.getByText(/^Chosen day:/);
    expect(chosen()).toHaveTextContent('Chosen day: Feb 4, 2025');
    single.getByRole('gridcell', { name: 'Tuesday, February 4, 2025' }).focus();
    await user.keyboard('{End}{Enter}');
    expect(chosen()).toHaveTextContent('Chosen day: Feb 8, 2025');
    await user.selectOptions(single.getByRole('combobox', { name: 'Year' }), '1999');
    await user.selectOptions(single.getByRole('combobox', { name: 'Month' }), 'December');
    expect(single.getByRole('grid')).toHaveAccessibleName('December 1999');
    await user.click(single.getByRole('gridcell', { name: 'Friday, December 31, 1999' }));
    expect(chosen()).toHaveTextContent('Chosen day: Dec 31, 1999');
  });

  it('the week calendar starts on the chosen week and moves by seven days', async () => {
    render(<CalendarSection />);
    const user = setup();
    const week = within(calendar('Week calendar'));
    expect(week.getByRole('grid')).toHaveAccessibleName('Feb 2 – Feb 8, 2025');
    expect(week.getAllByRole('gridcell')).toHaveLength(7);
    await user.click(week.getByRole('button', { name: 'Next week' }));
    expect(week.getByRole('grid')).toHaveAccessibleName('Feb 9 – Feb 15, 2025');
  });

  it('the date picker opens a calendar and shows the chosen day', async () => {
    render(<CalendarSection />);
    const user = setup();
    const field = button('Due date');
    expect(field).toHaveTextContent('Pick a date');
    await user.click(field);
    await settle();
    const popup = screen.getByRole('dialog', { name: 'Choose a date' });
    // With nothing chosen it opens on today, clamped to the picker's 2025 limits.
    await user.selectOptions(within(popup).getByRole('combobox', { name: 'Year' }), '2025');
    await user.selectOptions(within(popup).getByRole('combobox', { name: 'Month' }), 'February');
    await user.click(within(popup).getByRole('gridcell', { name: 'Tuesday, February 4, 2025' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveTextContent('Feb 4, 2025');
    expect(field).toHaveFocus();
    expect(screen.getByText(/^Due:/)).toHaveTextContent('Due: Feb 4, 2025');
  });
});

it(
  'the toppings: Select All skips disabled options, unticks them again, shows mixed',
  SLOW,
  async () => {
    render(<CheckboxGroupSection />);
    const user = setup();
    const group = within(screen.getByRole('group', { name: 'Toppings' }));
    const box = (name: string) => group.getByRole('checkbox', { name });
    const all = box('Select All');
    expect(all).toHaveAttribute('aria-checked', 'false');
    await user.click(all);
    for (const name of ['Cheese', 'Mushrooms', 'Peppers', 'Onions']) {
      expect(box(name)).toHaveAttribute('aria-checked', 'true');
    }
    expect(box('Olives')).toHaveAttribute('aria-checked', 'false');
    expect(all).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/^Selected:/)).toHaveTextContent(
      'Selected: cheese, mushrooms, onions, peppers',
    );
    await user.click(box('Mushrooms'));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    await user.click(all);
    expect(all).toHaveAttribute('aria-checked', 'true');
    all.focus();
    await user.keyboard(' ');
    expect(all).toHaveAttribute('aria-checked', 'false');
    // Disabled 'Onions' was ticked before and stays ticked.
    expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: onions');
  },
);

it('the notes count up to their limit, stop there and are flagged', SLOW, async () => {
  render(<TextareaSection />);
  const user = setup();
  const note = screen.getByRole('textbox', { name: 'Note' });
  await user.type(note, 'Hello');
  expect(screen.getByText('5 / 50 characters')).toBeInTheDocument();
  expect(note).not.toHaveAttribute('aria-invalid');
  await user.clear(note);
  await user.type(note, 'x'.repeat(49) + 'yz!');
  expect(note).toHaveValue('x'.repeat(49) + 'y');
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(note).toHaveAccessibleDescription('50 / 50 characters');
  expect(screen.getByRole('textbox', { name: 'Full note' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(screen.getByText('20 / 20 characters')).toBeInTheDocument();
});

it('the Save button is busy for two seconds, keeping its label', SLOW, async () => {
  render(<ButtonsSection />);
  const user = setup();
  const save = screen.getByRole('button', { name: 'Save' });
  await user.click(save);
  expect(save).toBeDisabled();
  expect(save).toHaveAttribute('aria-busy', 'true');
  expect(save).toHaveTextContent('Save');
  await settle(2000);
  expect(save).toBeEnabled();
  expect(save).not.toHaveAttribute('aria-busy');
});
