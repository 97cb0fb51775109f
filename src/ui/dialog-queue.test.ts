import { expect, it, vi } from 'vitest';
import { DialogQueue } from './dialog-queue.ts';

it('serves requests first in, first out, telling subscribers of each change', async () => {
  const queue = new DialogQueue();
  const listener = vi.fn();
  const unsubscribe = queue.subscribe(listener);
  expect(queue.current()).toBeNull();

  const first = queue.add({ kind: 'confirm', options: { message: 'One?' } });
  const second = queue.add({ kind: 'alert', options: { message: 'Two' } });
  expect(listener).toHaveBeenCalledTimes(2);
  const one = queue.current()!;
  expect(one).toMatchObject({ kind: 'confirm', options: { message: 'One?' } });

  one.resolve(true);
  await expect(first).resolves.toBe(true);
  // Answered but still on screen until its dialog has closed.
  expect(queue.current()).toBe(one);
  queue.remove(one.id);
  expect(listener).toHaveBeenCalledTimes(3);
  const two = queue.current()!;
  expect(two).toMatchObject({ kind: 'alert', options: { message: 'Two' } });
  expect(two.id).not.toBe(one.id);

  two.resolve(false);
  await expect(second).resolves.toBe(false);
  queue.remove(two.id);
  expect(queue.current()).toBeNull();

  unsubscribe();
  void queue.add({ kind: 'alert', options: { message: 'Three' } });
  expect(listener).toHaveBeenCalledTimes(4);
});

it('withdraws a question whose signal aborts, as if cancelled, and shows the next', async () => {
  const queue = new DialogQueue();
  const withdrawn = new AbortController();
  const asked = queue.add({
    kind: 'confirm',
    options: { message: 'Copy?', signal: withdrawn.signal },
  });
  const next = queue.add({ kind: 'alert', options: { message: 'Next' } });
  expect(queue.current()?.options).toEqual({ message: 'Copy?' });
  withdrawn.abort();
  await expect(asked).resolves.toBe(false);
  expect(queue.current()).toMatchObject({ kind: 'alert', options: { message: 'Next' } });
  queue.current()!.resolve(true);
  await expect(next).resolves.toBe(true);
  await expect(
    queue.add({ kind: 'confirm', options: { message: 'Late', signal: withdrawn.signal } }),
  ).resolves.toBe(false);
});
