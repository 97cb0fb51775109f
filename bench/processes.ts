import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Running {
  name: string;
  child: ChildProcess;
  /** Whether the child leads its own process group, which `stop` then ends as a whole. */
  group: boolean;
  /** The last few kilobytes the child wrote, for error messages. */
  recentOutput: () => string;
}

const OUTPUT_KEPT = 4000;
const STOP_GRACE_MS = 5000;
const running = new Set<Running>();

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signal(proc: Running, name: NodeJS.Signals, evenIfExited = false): void {
  const pid = proc.child.pid;
  if (pid === undefined || (exited(proc.child) && !evenIfExited)) return;
  try {
    process.kill(proc.group ? -pid : pid, name);
  } catch {
    // Already gone.
  }
}

/** Starts a child with piped output, remembered so `stopAll` can end it on any exit path. */
export function start(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { group?: boolean },
): Running {
  const group = options.group ?? false;
  const child = spawn(command, args, {
    ...options,
    detached: group,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // NOTE: keep reading so a chatty child never blocks on a full pipe.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const proc: Running = { name, child, group, recentOutput: () => output };
  running.add(proc);
  child.once('exit', () => running.delete(proc));
  return proc;
}

/** Resolves with the first match of `pattern` in the child's output. */
export function waitFor(
  proc: Running,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  const { child, name } = proc;
  return new Promise((resolve, reject) => {
    let seen = '';
    const finish = (error: Error | undefined, match?: RegExpMatchArray) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      if (error) reject(error);
      else resolve(match!);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) finish(undefined, match);
    };
    const onExit = (code: number | null, signalName: string | null) =>
      finish(
        new Error(
          `${name} exited (${signalName ?? `code ${code}`}) before it was ready. Its output:\n${proc.recentOutput()}`,
        ),
      );
    const onError = (error: Error) =>
      finish(new Error(`${name} could not start: ${error.message}`));
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `${name} was not ready after ${timeoutMs / 1000} s. Its output:\n${proc.recentOutput()}`,
          ),
        ),
      timeoutMs,
    );
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/**
 * SIGTERM to the child alone, so a group leader can end and reap its own helpers; then
 * SIGKILL to what is left if it has not exited within a few seconds.
 */
export async function stop(proc: Running): Promise<void> {
  const { child } = proc;
  if (child.pid === undefined || exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_GRACE_MS);
  });
  if (await Promise.race([gone.then(() => false), late])) {
    signal(proc, 'SIGKILL');
    await gone;
  }
  clearTimeout(timer);
  // A group leader's helpers (Chromium's renderers) may outlive it briefly.
  if (proc.group) signal(proc, 'SIGKILL', true);
}

const cleanups = new Set<() => Promise<void>>();

/**
 * Registers what must be undone even on Ctrl-C, after the children are stopped (a
 * PostgreSQL schema to drop); returns the clean-up to call when done, which runs it once
 * whichever comes first.
 */
export function cleanUpOnStop(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => {
    cleanups.delete(once);
    done ??= cleanup();
    return done;
  };
  cleanups.add(once);
  return once;
}

/** Stops every child still running, then runs the registered clean-ups. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
  const pending = [...cleanups];
  cleanups.clear();
  await Promise.allSettled(pending.map((cleanup) => cleanup()));
}

// Last resort when the bench exits without stopping its children (an uncaught error).
process.on('exit', () => {
  for (const proc of running) signal(proc, 'SIGKILL', true);
});
