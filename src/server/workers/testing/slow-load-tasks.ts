import { spin } from './test-tasks.ts';

/**
 * A task module that takes long to load (as a parser's module does on a busy machine),
 * for the pool's tests: its load is no part of a task's time.
 */
spin(1_200);

export function quick(value: string): string {
  return value;
}
