import { describe, expect, it } from 'vitest';
import { WorkerPoolError } from './worker-pool.ts';
import { workerRefusal } from './worker-refusal.ts';
import { ApiError } from '../middleware/api-error.ts';

const LIMITS = { timeLimitMs: 3000, memoryLimitMb: 128 };

function answer(error: unknown) {
  const refusal = workerRefusal(error, 'That page', LIMITS);
  expect(refusal).toBeInstanceOf(ApiError);
  const { code, message, headers, status } = refusal as ApiError;
  return { status, code, message, headers };
}

describe('workerRefusal', () => {
  it('says in words that the input was too heavy, naming the limit it passed', () => {
    expect(answer(new WorkerPoolError('TIMEOUT', ''))).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'That page is too large or too complex to read: Tinies stopped after 3 seconds.',
      headers: {},
    });
    expect(answer(new WorkerPoolError('OUT_OF_MEMORY', ''))).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message:
        'That page is too large or too complex to read: it needed more than 128 MB of memory.',
      headers: {},
    });
  });

  it('asks to try again later when the pool is full or closing', () => {
    for (const reason of ['BUSY', 'CLOSED'] as const) {
      const { status, code, headers } = answer(new WorkerPoolError(reason, ''));
      expect({ status, code, headers }).toEqual({
        status: 503,
        code: 'UNAVAILABLE',
        headers: { 'Retry-After': '5' },
      });
    }
    expect(answer(new WorkerPoolError('BUSY', '')).message).toBe(
      'The server is busy reading other pages and files; try again in a moment.',
    );
  });

  it('leaves any other error for the app to log as unexpected', () => {
    const crash = new WorkerPoolError('CRASHED', 'The task’s thread stopped.');
    const bug = new TypeError('not a function');
    expect(workerRefusal(crash, 'That page', LIMITS)).toBe(crash);
    expect(workerRefusal(bug, 'That page', LIMITS)).toBe(bug);
  });
});
