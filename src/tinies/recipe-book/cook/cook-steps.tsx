import { useEffect, useRef } from 'react';
import type { Recipe, RecipeStep } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { StepText, type StepTimerRequest } from './step-text.tsx';
import type { Ticks } from './use-ticks.ts';
import { stepText, type UnitChoice } from '../scaling/scaled-ingredients.ts';
import { SectionGroups } from '../scaling/section-groups.tsx';
import { TickBox } from '../scaling/tick-box.tsx';

export interface CookStepsProps {
  steps: Recipe['steps'];
  units: UnitChoice;
  ticks: Ticks;
  onTimer: (timer: StepTimerRequest) => void;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The steps in large type, each with a "Done" tick and its times as timer buttons; the
 * current step is marked and scrolled into view when it changes.
 */
export function CookSteps({ steps, units, ticks, onTimer }: CookStepsProps) {
  const list = useRef<HTMLDivElement>(null);
  const { current } = ticks.progress;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    list.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [current]);

  return (
    <div ref={list}>
      <SectionGroups<RecipeStep>
        lines={steps}
        empty="No steps written yet."
        headingClassName="mb-3 text-lg"
        className="space-y-6"
      >
        {(group) => (
          <ol className="space-y-4">
            {group.items.map(({ index, item }, at) => {
              const number = group.offset + at + 1;
              const isCurrent = number - 1 === current;
              const done = ticks.progress.steps.includes(index);
              return (
                <li
                  key={index}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'scroll-mb-48 scroll-mt-4 rounded-2xl border p-4 transition-colors sm:p-5',
                    isCurrent
                      ? 'border-primary bg-card shadow-card ring-1 ring-primary'
                      : 'border-border',
                  )}
                >
                  <div className="mb-2 flex items-center justify-between gap-3">
                    <span
                      className={cn(
                        'text-sm font-semibold tracking-wide uppercase',
                        isCurrent ? 'text-primary' : 'text-muted-fg',
                      )}
                    >
                      Step {number}
                    </span>
                    <label className="flex cursor-pointer items-center gap-2 text-base">
                      <TickBox checked={done} onToggle={() => ticks.toggleStep(index)} />
                      <span className="sr-only">Step {number}</span> Done
                    </label>
                  </div>
                  <p
                    className={cn(
                      'text-xl leading-relaxed whitespace-pre-line sm:text-2xl sm:leading-relaxed',
                      done && 'text-muted-fg line-through',
                    )}
                  >
                    <StepText
                      text={stepText(item.text, units)}
                      stepKey={String(index)}
                      stepNumber={number}
                      onTimer={onTimer}
                    />
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </SectionGroups>
    </div>
  );
}
