import { inSeconds, type WorkerPoolLimits } from './worker-limits.ts';
import { WorkerPoolError } from './worker-pool.ts';
import { ApiError } from '../middleware/api-error.ts';

/** Seconds a refused request is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * What a route answers when the worker pool did not read `subject` ("That page", "That
 * file"): INVALID_DATA when the input itself was too heavy to read within the limits,
 * UNAVAILABLE (with Retry-After) when the pool was full or closing. Anything else is
 * returned as it is, for the app's error handler.
 */
export function workerRefusal(
  error: unknown,
  subject: string,
  limits: Pick<WorkerPoolLimits, 'timeLimitMs' | 'memoryLimitMb'>,
): unknown {
  if (!(error instanceof WorkerPoolError)) return error;
  const retry = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  switch (error.reason) {
    case 'TIMEOUT':
      return new ApiError(
        'INVALID_DATA',
        `${subject} is too large or too complex to read: Tinies stopped after ${inSeconds(limits.timeLimitMs)}.`,
      );
    case 'OUT_OF_MEMORY':
      return new ApiError(
        'INVALID_DATA',
        `${subject} is too large or too complex to read: it needed more than ${limits.memoryLimitMb} MB of memory.`,
      );
    case 'BUSY':
      return new ApiError(
        'UNAVAILABLE',
        'The server is busy reading other pages and files; try again in a moment.',
        retry,
      );
    case 'CLOSED':
      return new ApiError('UNAVAILABLE', 'The server is restarting; try again in a moment.', retry);
    case 'CRASHED':
      return error;
  }
}
