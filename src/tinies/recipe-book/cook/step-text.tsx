import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { findTimers } from '@/shared/recipe-book/durations.ts';

export interface StepTimerRequest {
  /** Where the time stands in the recipe: step index and position in its text. */
  key: string;
  /** What the timer is called: "Step 2: 10 minutes". */
  label: string;
  seconds: number;
}

/**
 * A step's words; with `onTimer`, every time written in it ("bake 25 minutes",
 * "10–12 min") becomes a button that starts a timer for it (a range: its shorter end).
 */
export function StepText({
  text,
  stepKey,
  stepNumber,
  onTimer,
}: {
  text: string;
  stepKey?: string;
  stepNumber?: number;
  onTimer?: (timer: StepTimerRequest) => void;
}) {
  if (!onTimer) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const timer of findTimers(text)) {
    parts.push(text.slice(at, timer.start));
    const label = stepNumber === undefined ? timer.text : `Step ${stepNumber}: ${timer.text}`;
    parts.push(
      <button
        key={timer.start}
        type="button"
        aria-label={`${timer.text}, start a timer`}
        onClick={() => onTimer({ key: `${stepKey}:${timer.start}`, label, seconds: timer.seconds })}
        className="mx-0.5 inline-flex cursor-pointer items-baseline gap-1 rounded-md bg-accent px-1.5 font-semibold text-accent-fg underline decoration-dotted underline-offset-4 transition-colors hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Timer aria-hidden="true" className="size-[0.9em] self-center" />
        {timer.text}
      </button>,
    );
    at = timer.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
