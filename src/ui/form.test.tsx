import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Form, type FieldConfig } from './form.tsx';

const FIELDS: FieldConfig[] = [
  { type: 'text', name: 'name', label: 'Name', required: true },
  {
    type: 'text',
    name: 'username',
    label: 'Username',
    validate: (v) => /^[a-z0-9]+$/.test(v) || 'Use lowercase letters and digits only',
  },
  { type: 'email', name: 'email', label: 'Email', required: true },
  {
    type: 'password',
    name: 'password',
    label: 'Password',
    required: true,
    validate: (v) => v.length >= 6 || 'Password must be at least 6 characters long',
  },
  { type: 'number', name: 'age', label: 'Age', validate: (n) => n >= 18 },
  { type: 'textarea', name: 'bio', label: 'Bio', maxLength: 10 },
  {
    type: 'checkbox-group',
    name: 'days',
    label: 'Days',
    required: true,
    selectAll: true,
    options: [
      { value: 'mon', label: 'Monday' },
      { value: 'tue', label: 'Tuesday', disabled: true },
      { value: 'wed', label: 'Wednesday' },
    ],
  },
];

function setup(props: Partial<Parameters<typeof Form>[0]> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <Form aria-label="Profile" fields={FIELDS} onSubmit={onSubmit} submitLabel="Save" {...props} />,
  );
  return { user, onSubmit, submit: screen.getByRole('button', { name: 'Save' }) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
}

it('renders each field with its label', () => {
  setup();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Username' })).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription(
    '0 / 10 characters',
  );
  expect(screen.getByRole('group', { name: 'Days' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeInTheDocument();
});

it('shows no error before a field is touched; submit says what is missing and focuses it', async () => {
  const { user, submit, onSubmit } = setup();
  expect(submit).toBeEnabled();
  expect(screen.queryByText(/is required|is invalid/)).toBeNull();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  expect(screen.queryByText(/is required|is invalid/)).toBeNull();
  await user.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveAccessibleDescription('Email is required');
  expect(email).toHaveFocus();
  await user.type(email, 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(submit);
  // Only the days are missing now: the focus goes to the group's first box.
  expect(screen.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(
    'Days is required',
  );
  expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("says '{label} is required' for an emptied or whitespace-only required field, under it and linked", async () => {
  const { user, submit } = setup();
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'A');
  await user.clear(name);
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Name is required');
  await user.type(name, '   ');
  expect(name).toHaveAccessibleDescription('Name is required');
  // One field at a time: nothing is said about the fields not touched yet.
  expect(screen.queryByText('Email is required')).toBeNull();
  await user.type(name, 'Ada');
  expect(screen.queryByText('Name is required')).toBeNull();
  expect(name).not.toHaveAttribute('aria-invalid');
  expect(name).not.toHaveAccessibleDescription();
  expect(submit).toBeEnabled();
});

it('shows a required error when focus leaves an empty required field', async () => {
  const { user } = setup();
  await user.click(screen.getByLabelText('Email'));
  await user.tab();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
});

it("says '{label} is required' when a required checkbox group is emptied", async () => {
  const { user } = setup();
  const monday = screen.getByRole('checkbox', { name: 'Monday' });
  await user.click(monday);
  expect(screen.queryByText('Days is required')).toBeNull();
  await user.click(monday);
  const group = screen.getByRole('group', { name: 'Days' });
  expect(screen.getByText('Days is required')).toBeInTheDocument();
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Days is required');
});

it("shows a custom check's message, or '{label} is invalid' when it gives none, only once there is a value", async () => {
  const { user } = setup();
  const username = screen.getByRole('textbox', { name: 'Username' });
  await user.type(username, 'Ada!');
  expect(username).toHaveAccessibleDescription('Use lowercase letters and digits only');
  await user.clear(username);
  // Optional and empty: the check does not run.
  expect(username).not.toHaveAccessibleDescription();
  expect(username).not.toHaveAttribute('aria-invalid');

  const age = screen.getByRole('spinbutton', { name: 'Age' });
  await user.type(age, '12');
  expect(age).toHaveAccessibleDescription('Age is invalid');
  await user.clear(age);
  await user.type(age, '30');
  expect(age).not.toHaveAccessibleDescription();

  const password = screen.getByLabelText('Password');
  await user.type(password, 'abc');
  expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long');
});

it('submits typed values once every field is valid, and not while one is invalid', async () => {
  const { user, submit, onSubmit } = setup();
  await fillValid(user);
  expect(submit).toBeEnabled();
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'X');
  await user.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  await user.keyboard('{Backspace}');
  await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '42');
  await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hello there, world');
  expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Hello ther');
  expect(submit).toBeEnabled();
  await user.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'Ada',
    username: '',
    email: 'ada@example.org',
    password: 'secret1',
    age: 42,
    bio: 'Hello ther',
    days: ['mon'],
  });
});

it('validates every field together on submit and does not call onSubmit while any is invalid', () => {
  const { onSubmit } = setup();
  // Submitted the way a script or an assistive tool could, as well as by the button.
  fireEvent.submit(screen.getByRole('form', { name: 'Profile' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Days is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByText(/is required$/)).toHaveLength(4);
});

it('starts from defaultValues, which count as valid', async () => {
  const { user, submit, onSubmit } = setup({
    defaultValues: {
      name: 'Grace',
      email: 'grace@example.org',
      password: 'cobol59',
      age: 85,
      days: ['wed'],
    },
  });
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(85);
  expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(submit).toBeEnabled();
  await user.click(submit);
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Grace', age: 85, days: ['wed'], bio: '' }),
  );
});

it('shows the button busy and disabled while an async onSubmit runs', async () => {
  let finish = () => {};
  const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user, submit } = setup({ onSubmit });
  await fillValid(user);
  await user.click(submit);
  expect(submit).toBeDisabled();
  expect(submit).toHaveAttribute('aria-busy', 'true');
  await user.click(submit);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  finish();
  await vi.waitFor(() => expect(submit).toBeEnabled());
  expect(submit).not.toHaveAttribute('aria-busy');
});

it('shows and hides the password with its toggle', async () => {
  const { user } = setup();
  const password = screen.getByLabelText('Password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it("Select All in a form's checkbox group skips disabled options and satisfies required", async () => {
  const { user, onSubmit } = setup();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ days: ['mon', 'wed'] }));
});

const PICKERS: FieldConfig[] = [
  {
    type: 'select',
    name: 'country',
    label: 'Country',
    required: true,
    options: [
      { value: 'nl', label: 'Netherlands' },
      { value: 'pt', label: 'Portugal' },
    ],
  },
  {
    type: 'date',
    name: 'start',
    label: 'Start date',
    required: true,
    validate: (day) => day.endsWith('-01') || 'Start on the first of a month',
  },
];

it('uses the Select for select fields: required when left empty, its value submitted', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <Form
      fields={PICKERS}
      onSubmit={onSubmit}
      submitLabel="Go"
      defaultValues={{ start: '2025-03-01' }}
    />,
  );
  const country = screen.getByRole('combobox', { name: 'Country' });
  expect(country).toHaveTextContent('Select an option...');
  await user.click(country);
  await user.keyboard('{Escape}');
  await user.tab();
  await waitFor(() => expect(country).toHaveAccessibleDescription('Country is required'));
  expect(country).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(country).toHaveFocus();

  await user.click(country);
  await user.click(await screen.findByRole('option', { name: 'Portugal' }));
  expect(country).toHaveTextContent('Portugal');
  expect(country).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onSubmit).toHaveBeenCalledWith({ country: 'pt', start: '2025-03-01' });
});

it('uses the DatePicker for date fields: its custom check, then required once cleared', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <Form
      fields={PICKERS}
      onSubmit={onSubmit}
      submitLabel="Go"
      defaultValues={{ country: 'nl', start: '2025-03-01' }}
    />,
  );
  const start = screen.getByRole('button', { name: 'Start date' });
  expect(start).toHaveTextContent('Mar 1, 2025');
  expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  await user.click(start);
  const popup = await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.click(within(popup).getByRole('gridcell', { name: 'Monday, March 10, 2025' }));
  await waitFor(() =>
    expect(start).toHaveAccessibleDescription('Mar 10, 2025 Start on the first of a month'),
  );
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(onSubmit).not.toHaveBeenCalled();

  await user.click(start);
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Choose a date' })).getByRole('button', {
      name: 'Clear',
    }),
  );
  await waitFor(() => expect(start).toHaveAccessibleDescription(/Start date is required$/));
});

it('holds extra parts and actions, stays disabled while they block it, and reports changes', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  const fields: FieldConfig[] = [
    { type: 'text', name: 'title', label: 'Title', required: true },
    { type: 'number', name: 'minutes', label: 'Minutes' },
  ];
  function Extended() {
    const [extra, setExtra] = useState('');
    return (
      <Form
        fields={fields}
        onSubmit={onSubmit}
        submitLabel="Save"
        blocked={extra === ''}
        onValuesChange={onValuesChange}
        actions={<button type="button">Cancel</button>}
      >
        <label>
          Extra
          <input value={extra} onChange={(event) => setExtra(event.target.value)} />
        </label>
      </Form>
    );
  }
  render(<Extended />);
  const save = screen.getByRole('button', { name: 'Save' });
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hi');
  expect(onValuesChange).toHaveBeenLastCalledWith({ title: 'Hi', minutes: null });
  await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '5');
  expect(onValuesChange).toHaveBeenLastCalledWith({ title: 'Hi', minutes: 5 });
  expect(save).toBeDisabled();
  fireEvent.submit(save.closest('form')!);
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: 'Extra' }), 'x');
  expect(save).toBeEnabled();
  await user.click(save);
  expect(onSubmit).toHaveBeenCalledWith({ title: 'Hi', minutes: 5 });
});
