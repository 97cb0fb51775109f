import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider.tsx';
import type { ToastOptions, ToastPosition } from './toast-store.ts';
import { useToast, type ToastFunction } from './use-toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let toast: ToastFunction;
/** Hands the hook's function to the test, as a component calling `useToast()` would use it. */
function Grab() {
  const fromHook = useToast();
  useEffect(() => {
    toast = fromHook;
  }, [fromHook]);
  return null;
}

function setup(position?: ToastPosition) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <ToastProvider position={position}>
      <button type="button">Elsewhere</button>
      <Grab />
    </ToastProvider>,
  );
  return user;
}

/** Shows a toast and waits for the lazily loaded viewport. */
async function show(options: ToastOptions): Promise<string> {
  let id = '';
  await act(async () => {
    id = toast(options);
    await vi.dynamicImportSettled();
  });
  return id;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Notifications' });
/** What a screen reader finds: the messages of the toasts still shown, in DOM order. */
const shown = () =>
  [...within(region()).queryAllByRole('status'), ...within(region()).queryAllByRole('alert')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((node) => node.textContent);

describe('ToastProvider and useToast', () => {
  it('loads nothing until the first toast, then shows it in a "Notifications" region', async () => {
    setup();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    const id = await show({ title: 'Saved', description: 'Your recipe is stored.' });
    expect(id).toMatch(/\S/);
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('SavedYour recipe is stored.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
  });

  it('renders nothing of the toasts on the server', () => {
    const html = renderToString(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    );
    expect(html).toBe('<p>Page</p>');
  });

  it('hands out the same function on every render, so it is safe in effect dependencies', async () => {
    setup();
    const first = toast;
    await show({ title: 'Re-render' });
    expect(toast).toBe(first);
    expect(typeof toast.dismiss).toBe('function');
  });

  it('complains when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });

  it('announces error toasts as alerts and the other types politely', async () => {
    setup();
    await show({ title: 'Info', type: 'info' });
    await show({ title: 'Done', type: 'success' });
    await show({ title: 'Careful', type: 'warning' });
    await show({ title: 'Broken', type: 'error' });
    await show({ title: 'Plain' });
    const alert = within(region()).getByRole('alert');
    expect(alert).toHaveTextContent('Broken');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    const statuses = within(region()).getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Plain', 'Careful', 'Done', 'Info']);
    for (const status of statuses) expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the newest first and at most five', async () => {
    setup();
    for (let i = 1; i <= 6; i++) await show({ title: `Toast ${i}` });
    expect(shown()).toEqual(['Toast 6', 'Toast 5', 'Toast 4', 'Toast 3', 'Toast 2']);
    await advance(150);
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(within(region()).getAllByRole('button', { name: 'Close notification' })).toHaveLength(5);
  });

  it('closes itself after 5000 ms by default, then leaves after a 150 ms exit animation', async () => {
    setup();
    await show({ title: 'Bye' });
    await advance(4999);
    expect(shown()).toEqual(['Bye']);
    await advance(1);
    // Closing: hidden from assistive technology and inert, still animating out.
    expect(shown()).toEqual([]);
    expect(screen.getByText('Bye')).toBeInTheDocument();
    await advance(149);
    expect(screen.getByText('Bye')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('follows a custom duration', async () => {
    setup();
    await show({ title: 'Quick', duration: 1200 });
    await advance(1199);
    expect(shown()).toEqual(['Quick']);
    await advance(1);
    expect(shown()).toEqual([]);
  });

  it('closes with its close button', async () => {
    const user = setup();
    await show({ title: 'First' });
    await show({ title: 'Second' });
    const second = screen.getByText('Second').closest('[data-type]') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Close notification' }));
    expect(shown()).toEqual(['First']);
    await advance(150);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('closes with its close button from the keyboard', async () => {
    const user = setup();
    await show({ title: 'First' });
    const first = screen.getByText('First').closest('[data-type]') as HTMLElement;
    within(first).getByRole('button', { name: 'Close notification' }).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toEqual([]);
    await advance(150);
    expect(screen.queryByText('First')).toBeNull();
  });

  it('closes by id with toast.dismiss', async () => {
    setup();
    const id = await show({ title: 'Sticky', duration: Infinity });
    await show({ title: 'Other', duration: Infinity });
    act(() => toast.dismiss(id));
    expect(shown()).toEqual(['Other']);
  });

  it('runs the action and closes', async () => {
    const user = setup();
    const onClick = vi.fn();
    await show({ title: 'Deleted', action: { label: 'Undo', onClick } });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([]);
  });

  it('keeps the buttons out of the announcement', async () => {
    setup();
    await show({ title: 'Deleted', action: { label: 'Undo', onClick: () => {} } });
    expect(within(region()).getByRole('status')).toHaveTextContent(/^Deleted$/);
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    const user = setup();
    await show({ title: 'Hover me', duration: 1000 });
    await advance(400);
    await user.hover(screen.getByText('Hover me'));
    await advance(5000);
    expect(shown()).toEqual(['Hover me']);
    await user.unhover(screen.getByText('Hover me'));
    await advance(599);
    expect(shown()).toEqual(['Hover me']);
    await advance(1);
    expect(shown()).toEqual([]);
  });

  it('pauses while focus is inside, even when moving between its buttons', async () => {
    const user = setup();
    await show({ title: 'Focus me', duration: 1000, action: { label: 'Retry', onClick() {} } });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await advance(5000);
    expect(shown()).toEqual(['Focus me']);
    await user.tab(); // focus leaves the toast
    await advance(999);
    expect(shown()).toEqual(['Focus me']);
    await advance(1);
    expect(shown()).toEqual([]);
  });

  it('sits top-right by default', async () => {
    setup();
    await show({ title: 'Where?' });
    expect(region()).toHaveAttribute('data-position', 'top-right');
  });

  it.each([
    'top-left',
    'top-center',
    'top-right',
    'bottom-left',
    'bottom-center',
    'bottom-right',
  ] as const)('can sit %s', async (position) => {
    setup(position);
    await show({ title: 'Where?' });
    expect(region()).toHaveAttribute('data-position', position);
  });
});
