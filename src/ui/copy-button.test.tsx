import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { COPY_RESET_MS, CopyButton } from './copy-button.tsx';

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no Clipboard API: a minimal fake, installed after user-event's own. */
function setup(result: 'ok' | 'refused' = 'ok') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  writeText = vi.fn((_text: string) =>
    result === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('Denied')),
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the clipboard's promise settle without moving the clock. */
const settle = () => act(async () => {});

it('starts idle: "Copy", named "Copy to clipboard"', () => {
  render(<CopyButton text="npm start" />);
  const button = screen.getByRole('button', { name: 'Copy to clipboard' });
  expect(button).toHaveTextContent(/^Copy$/);
});

it('copies the text, says "Copied!" ("Copied to clipboard"), and is idle again after 2000 ms', async () => {
  const user = setup();
  render(<CopyButton text="npm start" />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  expect(writeText).toHaveBeenCalledExactlyOnceWith('npm start');
  await settle();
  const button = screen.getByRole('button', { name: 'Copied to clipboard' });
  expect(button).toHaveTextContent(/^Copied!$/);
  expect(COPY_RESET_MS).toBe(2000);
  await advance(1999);
  expect(button).toHaveAccessibleName('Copied to clipboard');
  await advance(1);
  expect(button).toHaveAccessibleName('Copy to clipboard');
  expect(button).toHaveTextContent(/^Copy$/);
});

it('takes another reset delay', async () => {
  const user = setup();
  render(<CopyButton text="x" resetDelay={500} />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  await settle();
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();
  await advance(499);
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();
  await advance(1);
  expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
});

it('a second copy restarts the delay', async () => {
  const user = setup();
  render(<CopyButton text="x" />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  await settle();
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();
  await advance(1500);
  await user.click(screen.getByRole('button', { name: 'Copied to clipboard' }));
  expect(writeText).toHaveBeenCalledTimes(2);
  await settle();
  await advance(1999);
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();
  await advance(1);
  expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
});

it('works from the keyboard', async () => {
  const user = setup();
  render(<CopyButton text="keys" />);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenCalledWith('keys');
  await settle();
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toHaveFocus();
});

it('logs "Failed to copy text" and stays idle when the browser refuses', async () => {
  const user = setup('refused');
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<CopyButton text="secret" />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  await settle();
  expect(error).toHaveBeenCalledExactlyOnceWith('Failed to copy text', expect.any(DOMException));
  await advance(COPY_RESET_MS);
  const button = screen.getByRole('button', { name: 'Copy to clipboard' });
  expect(button).toHaveTextContent(/^Copy$/);
});

it('logs the failure when there is no Clipboard API at all', async () => {
  const user = setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<CopyButton text="secret" />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  await settle();
  expect(error).toHaveBeenCalledExactlyOnceWith('Failed to copy text', expect.any(TypeError));
  expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
});

it('leaves no timer behind when it unmounts while "Copied!"', async () => {
  const user = setup();
  const { unmount } = render(<CopyButton text="x" />);
  await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
  await settle();
  expect(screen.getByRole('button', { name: 'Copied to clipboard' })).toBeVisible();
  // NOTE: the page may hold timers of others (user-event's, React's): unmounting clears
  // the button's own.
  const during = vi.getTimerCount();
  expect(during).toBeGreaterThanOrEqual(1);
  unmount();
  expect(vi.getTimerCount()).toBe(during - 1);
});
