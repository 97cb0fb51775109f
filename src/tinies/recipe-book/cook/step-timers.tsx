import { AlarmClock, Pause, Play, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useToast } from '@/ui/use-toast.ts';
import {
  formatClock,
  KitchenTimers,
  remainingMs,
  type KitchenTimer,
  type KitchenTimersSnapshot,
} from './kitchen-timers.ts';
import type { StepTimerRequest } from './step-text.tsx';
import { prepareAlarm, soundAlarm } from './timer-alarm.ts';

/** How long "Timer done" stays on screen: long enough to be seen from the stove. */
const DONE_TOAST_MS = 60_000;

export interface StepTimersApi {
  timers: KitchenTimersSnapshot['timers'];
  now: number;
  start: (request: StepTimerRequest) => void;
  store: KitchenTimers;
}

/**
 * The running timers of cook mode. A finished one beeps, buzzes and says so in a toast;
 * all of them stop when the screen is left.
 */
export function useStepTimers(): StepTimersApi {
  const toast = useToast();
  const [store] = useState(() => new KitchenTimers());
  useEffect(() => {
    store.setOnDone((timer) => {
      soundAlarm();
      toast({
        title: 'Timer done',
        description: timer.label,
        type: 'success',
        duration: DONE_TOAST_MS,
      });
    });
  }, [store, toast]);
  useEffect(() => {
    store.attach();
    return () => store.stop();
  }, [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    timers: snapshot.timers,
    now: snapshot.now,
    store,
    start: (request) => {
      prepareAlarm();
      store.start(request.key, request.label, request.seconds);
    },
  };
}

/** On a phone the buttons show just their icons (their names stay), keeping rows to one line. */
const ICON_ON_NARROW = 'max-sm:size-10 max-sm:px-0';

function TimerRow({
  timer,
  now,
  store,
}: {
  timer: KitchenTimer;
  now: number;
  store: KitchenTimers;
}) {
  const running = timer.endsAt !== null;
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-xl border py-1.5 pr-1.5 pl-3 sm:gap-3',
        timer.done ? 'border-transparent bg-success text-success-fg' : 'border-border bg-card',
      )}
    >
      <span className="min-w-0 flex-1 text-sm leading-tight font-medium">{timer.label}</span>
      <span
        role="timer"
        aria-label={`${timer.label}: time left`}
        className="font-mono text-xl font-semibold tabular-nums sm:text-2xl"
      >
        {timer.done ? 'Done' : formatClock(remainingMs(timer, now))}
      </span>
      <span className="flex shrink-0 gap-1">
        {timer.done ? null : (
          <Button
            variant="outline"
            size="sm"
            className={ICON_ON_NARROW}
            aria-label={`${running ? 'Pause' : 'Resume'} ${timer.label}`}
            onClick={() => (running ? store.pause(timer.id) : store.resume(timer.id))}
          >
            {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            <span className="max-sm:hidden">{running ? 'Pause' : 'Resume'}</span>
          </Button>
        )}
        <Button
          variant={timer.done ? 'outline' : 'tertiary'}
          size="sm"
          className={ICON_ON_NARROW}
          aria-label={`${timer.done ? 'Dismiss' : 'Cancel'} ${timer.label}`}
          onClick={() => store.remove(timer.id)}
        >
          <X aria-hidden="true" />
          <span className="max-sm:hidden">{timer.done ? 'Dismiss' : 'Cancel'}</span>
        </Button>
      </span>
    </li>
  );
}

/** The timers started from the steps, each with its countdown, pause and cancel. */
export function StepTimersPanel({ api }: { api: StepTimersApi }) {
  if (api.timers.length === 0) return null;
  return (
    <section aria-label="Timers" className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <AlarmClock aria-hidden="true" className="size-4" />
        Timers
      </h3>
      <ul className="space-y-2">
        {api.timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} now={api.now} store={api.store} />
        ))}
      </ul>
    </section>
  );
}
