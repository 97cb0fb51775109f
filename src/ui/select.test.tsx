import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Select, type SelectOption, type SelectProps } from './select.tsx';

const FRUITS: SelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', disabled: true },
  { value: 'cherry', label: 'Cherry' },
  { value: 'date', label: 'Date' },
  { value: 'elderberry', label: 'Elderberry' },
];

type FieldProps = Partial<SelectProps> & { initial?: string | null };

/** A labelled Select holding its own value, as a form would. */
function Field({ initial = null, onValueChange, ...props }: FieldProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <span id="fruit-label">Fruit</span>
      <Select
        aria-labelledby="fruit-label"
        options={FRUITS}
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Fruit' });
const listbox = () => screen.findByRole('listbox');

it('shows the placeholder until something is chosen', () => {
  const { unmount } = render(<Field />);
  expect(field()).toHaveTextContent('Select an option...');
  unmount();
  render(<Field placeholder="Pick a fruit" />);
  expect(field()).toHaveTextContent('Pick a fruit');
});

it('chooses an option with the pointer and shows its label', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field onValueChange={onValueChange} />);
  await user.click(field());
  const list = await listbox();
  expect(
    within(list)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry']);
  await user.click(within(list).getByRole('option', { name: 'Cherry' }));
  expect(onValueChange).toHaveBeenCalledWith('cherry');
  expect(field()).toHaveTextContent('Cherry');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
});

it('works from the keyboard: arrows, Home/End, Enter, Escape', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field onValueChange={onValueChange} />);
  await user.tab();
  expect(field()).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  const list = await listbox();
  const option = (name: string) => within(list).getByRole('option', { name });
  await waitFor(() => expect(option('Apple')).toHaveFocus());
  // A disabled option can be reached, but Enter does not choose it.
  await user.keyboard('{ArrowDown}');
  expect(option('Banana')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onValueChange).not.toHaveBeenCalled();
  await user.keyboard('{ArrowDown}');
  expect(option('Cherry')).toHaveFocus();
  await user.keyboard('{End}');
  expect(option('Elderberry')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(option('Apple')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(onValueChange).toHaveBeenLastCalledWith('date');
  expect(field()).toHaveTextContent('Date');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(field()).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  await listbox();
  await user.keyboard('{ArrowDown}{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(field()).toHaveTextContent('Date');
  expect(onValueChange).toHaveBeenCalledTimes(1);
});

it('jumps to an option by typing its first letters', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field onValueChange={onValueChange} />);
  await user.click(field());
  const list = await listbox();
  await user.keyboard('el');
  await waitFor(() =>
    expect(within(list).getByRole('option', { name: 'Elderberry' })).toHaveFocus(),
  );
  await user.keyboard('{Enter}');
  expect(onValueChange).toHaveBeenCalledWith('elderberry');
});

it('does not choose a disabled option', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field onValueChange={onValueChange} />);
  await user.click(field());
  const banana = within(await listbox()).getByRole('option', { name: 'Banana' });
  expect(banana).toHaveAttribute('aria-disabled', 'true');
  await user.click(banana);
  expect(onValueChange).not.toHaveBeenCalled();
});

it("says 'No options available' when there are none", async () => {
  const user = userEvent.setup();
  render(<Field options={[]} />);
  await user.click(field());
  const message = await screen.findByText('No options available');
  await waitFor(() => expect(message).toBeVisible());
  expect(screen.getByRole('listbox')).toHaveAccessibleName('No options available');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

it('cannot be opened when disabled', async () => {
  const user = userEvent.setup();
  render(<Field disabled />);
  expect(field()).toBeDisabled();
  await user.click(field());
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('passes the form wiring to the field: id, ARIA state, name, and blur on leaving', async () => {
  const user = userEvent.setup();
  const onBlur = vi.fn();
  const { container } = render(
    <form>
      <Field
        id="fruit"
        name="fruit"
        initial="apple"
        aria-invalid
        aria-describedby="fruit-error"
        onBlur={onBlur}
      />
      <p id="fruit-error">Fruit is required</p>
    </form>,
  );
  expect(field()).toHaveAttribute('id', 'fruit');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription('Fruit is required');
  expect(new FormData(container.querySelector('form')!).get('fruit')).toBe('apple');

  await user.click(field());
  await listbox();
  expect(onBlur).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it.each([false, true])(
  'can be named by a label element pointing at its id (searchable: %s)',
  async (searchable) => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="colour">Colour</label>
        <Select
          id="colour"
          options={FRUITS}
          value={null}
          onValueChange={() => {}}
          searchable={searchable}
        />
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    // The searchable panel is a dialog named like the field.
    if (searchable) expect(await screen.findByRole('dialog', { name: 'Colour' })).toBeVisible();
    else expect(await screen.findByRole('listbox')).toBeInTheDocument();
  },
);

it('searchable: filters by label as you type and chooses with the keyboard', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field searchable onValueChange={onValueChange} />);
  expect(field()).toHaveTextContent('Select an option...');
  await user.click(field());
  const panel = await screen.findByRole('dialog', { name: 'Fruit' });
  const search = within(panel).getByRole('combobox', { name: 'Search options' });
  expect(search).toHaveAttribute('placeholder', 'Search options...');
  await waitFor(() => expect(search).toHaveFocus());

  await user.keyboard('err');
  const list = screen.getByRole('listbox');
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cherry', 'Elderberry']),
  );
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onValueChange).toHaveBeenCalledWith('elderberry');
  expect(field()).toHaveTextContent('Elderberry');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
});

it("searchable: says 'No results found' when nothing matches", async () => {
  const user = userEvent.setup();
  render(<Field searchable searchPlaceholder="Find a fruit..." />);
  await user.click(field());
  const search = await screen.findByPlaceholderText('Find a fruit...');
  await waitFor(() => expect(search).toHaveFocus());
  await user.keyboard('zz');
  const message = await screen.findByText('No results found');
  await waitFor(() => expect(message).toBeVisible());
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await user.clear(search);
  expect(await screen.findAllByRole('option')).toHaveLength(5);
  expect(screen.queryByText('No results found')).not.toBeInTheDocument();
});

it("searchable: says 'No options available' when there are none", async () => {
  const user = userEvent.setup();
  render(<Field searchable options={[]} />);
  await user.click(field());
  const message = await screen.findByText('No options available');
  await waitFor(() => expect(message).toBeVisible());
});

it('searchable: Escape closes without choosing; a disabled option cannot be chosen', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field searchable initial="cherry" onValueChange={onValueChange} />);
  expect(field()).toHaveTextContent('Cherry');
  await user.click(field());
  await user.click(await screen.findByRole('option', { name: 'Banana' }));
  expect(onValueChange).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(field()).toHaveTextContent('Cherry');
  expect(onValueChange).not.toHaveBeenCalled();
});

it.each([false, true])(
  'prerenders without inline styles (refused by the CSP), then hydrates into the real field (searchable: %s)',
  async (searchable) => {
    const ui = (
      <>
        <span id="fruit-label">Fruit</span>
        <Select
          aria-labelledby="fruit-label"
          name="fruit"
          options={FRUITS}
          value="cherry"
          onValueChange={() => {}}
          searchable={searchable}
        />
      </>
    );
    const html = renderToString(ui);
    expect(html).not.toContain('style=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(within(container).getByRole('combobox', { name: 'Fruit' })).toHaveTextContent('Cherry');

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Base UI's field is in place: it carries the value for a form, and opens.
    expect(container.querySelector('input[name="fruit"]')).toHaveValue('cherry');
    const user = userEvent.setup();
    await user.click(within(container).getByRole('combobox', { name: 'Fruit' }));
    expect(await screen.findByRole('option', { name: 'Cherry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    container.remove();
  },
);

it('opens inside the main landmark, out of a dialog, and adds no <style> element', async () => {
  const user = userEvent.setup();
  const { unmount } = render(
    <main>
      <Field />
    </main>,
  );
  await user.click(field());
  const list = await listbox();
  expect(screen.getByRole('main')).toContainElement(list);
  expect(document.querySelectorAll('style')).toHaveLength(0);
  unmount();

  render(
    <main>
      <div role="dialog" aria-label="Edit">
        <Field />
      </div>
    </main>,
  );
  await user.click(field());
  expect(screen.getByRole('main')).not.toContainElement(await listbox());
});

it('with search, a press before its code has arrived is kept: the list opens once it has', async () => {
  // A fresh copy of the module, so the searchable select's chunk is not here yet.
  vi.resetModules();
  const { Select: FreshSelect } = await import('./select.tsx');
  render(
    <FreshSelect
      aria-label="Fruit"
      options={FRUITS}
      value={null}
      onValueChange={() => {}}
      searchable
    />,
  );
  // At once: its look-alike takes the press.
  act(() => screen.getByRole('combobox', { name: 'Fruit' }).click());
  const panel = await screen.findByRole('dialog', { name: 'Fruit' });
  expect(within(panel).getByRole('option', { name: 'Cherry' })).toBeVisible();
});
