import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group.tsx';

const OPTIONS: CheckboxOption[] = [
  { value: 'tea', label: 'Tea' },
  { value: 'coffee', label: 'Coffee' },
  { value: 'cocoa', label: 'Cocoa', disabled: true },
  { value: 'juice', label: 'Juice' },
  { value: 'milk', label: 'Milk', disabled: true },
];

const box = (name: string) => screen.getByRole('checkbox', { name });

it('is a named group of checkboxes that ticks and unticks with the keyboard', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<CheckboxGroup label="Drinks" options={OPTIONS} onValueChange={onValueChange} />);
  expect(screen.getByRole('group', { name: 'Drinks' })).toBeInTheDocument();
  await user.tab();
  expect(box('Tea')).toHaveFocus();
  await user.keyboard(' ');
  expect(box('Tea')).toHaveAttribute('aria-checked', 'true');
  await user.click(screen.getByText('Juice'));
  expect(onValueChange).toHaveBeenLastCalledWith(['tea', 'juice']);
  await user.click(box('Tea'));
  expect(onValueChange).toHaveBeenLastCalledWith(['juice']);
  expect(box('Cocoa')).toHaveAttribute('aria-disabled', 'true');
});

it('"Select All" ticks only the enabled options and leaves disabled ones as they were', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <CheckboxGroup
      label="Drinks"
      options={OPTIONS}
      defaultValue={['milk']}
      selectAll
      onValueChange={onValueChange}
    />,
  );
  const all = box('Select All');
  expect(all).toHaveAttribute('aria-checked', 'false');
  await user.click(all);
  expect(onValueChange).toHaveBeenLastCalledWith(['tea', 'coffee', 'juice', 'milk']);
  expect(all).toHaveAttribute('aria-checked', 'true');
  expect(box('Cocoa')).toHaveAttribute('aria-checked', 'false');
  expect(box('Milk')).toHaveAttribute('aria-checked', 'true');

  // Pressed again, it unticks the enabled options only: 'Milk' is disabled and stays ticked.
  await user.click(all);
  expect(onValueChange).toHaveBeenLastCalledWith(['milk']);
  expect(all).toHaveAttribute('aria-checked', 'false');
  for (const name of ['Tea', 'Coffee', 'Juice']) {
    expect(box(name)).toHaveAttribute('aria-checked', 'false');
  }
});

it('shows the mixed state while some enabled options are ticked, and then selects the rest', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <CheckboxGroup aria-label="Drinks" options={OPTIONS} selectAll onValueChange={onValueChange} />,
  );
  await user.click(box('Coffee'));
  expect(box('Select All')).toHaveAttribute('aria-checked', 'mixed');
  await user.click(box('Tea'));
  await user.click(box('Juice'));
  expect(box('Select All')).toHaveAttribute('aria-checked', 'true');
  await user.click(box('Juice'));
  expect(box('Select All')).toHaveAttribute('aria-checked', 'mixed');
  await user.click(box('Select All'));
  expect(onValueChange).toHaveBeenLastCalledWith(['tea', 'coffee', 'juice']);
  expect(box('Select All')).toHaveAttribute('aria-checked', 'true');
});

it('is controlled by `value`', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <CheckboxGroup
      aria-label="Drinks"
      options={OPTIONS}
      value={['tea']}
      selectAll
      onValueChange={onValueChange}
    />,
  );
  await user.click(box('Coffee'));
  expect(onValueChange).toHaveBeenLastCalledWith(['tea', 'coffee']);
  // The owner did not accept the change, so nothing moves.
  expect(box('Coffee')).toHaveAttribute('aria-checked', 'false');
  expect(box('Select All')).toHaveAttribute('aria-checked', 'mixed');
});

it('disables every box, Select All included, when the group is disabled', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <CheckboxGroup
      aria-label="Drinks"
      options={OPTIONS}
      selectAll
      disabled
      onValueChange={onValueChange}
    />,
  );
  await user.click(box('Select All'));
  await user.click(box('Tea'));
  expect(onValueChange).not.toHaveBeenCalled();
  expect(box('Select All')).toHaveAttribute('aria-disabled', 'true');
});

it('prerenders a look-alike without inline styles, which the CSP would refuse', () => {
  const html = renderToString(
    <CheckboxGroup label="Drinks" options={OPTIONS} defaultValue={['coffee', 'milk']} selectAll />,
  );
  expect(html).not.toMatch(/style=/);
  const container = document.createElement('div');
  container.innerHTML = html;
  const boxes = within(container).getAllByRole('checkbox');
  expect(boxes.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-checked')])).toEqual([
    ['Select All', 'mixed'],
    ['Tea', 'false'],
    ['Coffee', 'true'],
    ['Cocoa', 'false'],
    ['Juice', 'false'],
    ['Milk', 'true'],
  ]);
  expect(within(container).getByRole('checkbox', { name: 'Cocoa' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

it('hydrates the prerendered group into working checkboxes without a mismatch', async () => {
  const user = userEvent.setup();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const ui = <CheckboxGroup label="Drinks" options={OPTIONS} defaultValue={['tea']} selectAll />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  const coffee = within(container).getByRole('checkbox', { name: 'Coffee' });
  await user.click(coffee);
  expect(coffee).toHaveAttribute('aria-checked', 'true');
  expect(within(container).getByRole('checkbox', { name: 'Select All' })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  errors.mockRestore();
  act(() => root?.unmount());
  container.remove();
});
