import { ChevronLeft, ChevronRight, MonitorSmartphone, RotateCcw, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RecipeStep } from '@/shared/recipe-book/recipe-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { CookSteps } from './cook-steps.tsx';
import { RecipeGate } from '../recipe-gate.tsx';
import { hrefFor } from '../recipe-links.ts';
import { RecipeTitle } from '../recipe-title.tsx';
import { StepTimersPanel, useStepTimers } from './step-timers.tsx';
import { useTicks } from './use-ticks.ts';
import { useWakeLock, type WakeLockStatus } from './use-wake-lock.ts';
import { RecipeColumns } from '../scaling/recipe-columns.tsx';
import { ScaleToolbar } from '../scaling/scale-toolbar.tsx';
import { useRecipeScale } from '../scaling/use-recipe-scale.ts';
import type { RecipeEntry, RecipeState } from '../use-recipe-book.ts';

/** Cook mode (`?view=cook`): one recipe in large type, to tick off and step through. */
export default function CookModeView({ state }: { state: RecipeState }) {
  return (
    <RecipeGate state={state}>{(entry) => <CookMode key={entry.id} entry={entry} />}</RecipeGate>
  );
}

const WAKE_LOCK_TEXT: Record<WakeLockStatus, string> = {
  pending: '',
  on: 'Screen stays on',
  unavailable: "Your browser can't keep the screen on",
};

/** Keys typed into a field are the field's; arrows elsewhere move between steps. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input:not([type="checkbox"]), textarea, select, [contenteditable="true"]') !==
      null
  );
}

function CookMode({ entry }: { entry: RecipeEntry }) {
  const { recipe } = entry;
  const [params] = useSearchParams();
  const titleId = useId();
  const scale = useRecipeScale(entry.id, recipe);
  const stepIndexes = recipe.steps.flatMap((step, index) => (step.kind === 'step' ? [index] : []));
  const ticks = useTicks(entry.id, stepIndexes);
  const timers = useStepTimers();
  const wakeLock = useWakeLock();
  const { current } = ticks.progress;
  const count = stepIndexes.length;
  const currentStep = recipe.steps[stepIndexes[current] ?? -1] as RecipeStep | undefined;

  const { setCurrent } = ticks;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      setCurrent(current + (event.key === 'ArrowRight' ? 1 : -1));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [current, setCurrent]);

  const ticked = new Set(ticks.progress.ingredients);
  return (
    <article aria-labelledby={titleId} className="space-y-6 text-lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={hrefFor({ kind: 'detail', id: entry.id }, params)}
          className={buttonVariants({ variant: 'outline' })}
        >
          <X aria-hidden="true" />
          Exit cook mode
        </Link>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
          {wakeLock === 'pending' ? null : (
            <MonitorSmartphone aria-hidden="true" className="size-4 shrink-0" />
          )}
          {WAKE_LOCK_TEXT[wakeLock]}
        </p>
      </div>

      <RecipeTitle id={titleId} name={recipe.name} large>
        <Button variant="tertiary" onClick={ticks.reset}>
          <RotateCcw aria-hidden="true" />
          Clear ticks
        </Button>
      </RecipeTitle>

      <ScaleToolbar recipe={recipe} scale={scale} />

      <RecipeColumns
        titleId={titleId}
        recipe={recipe}
        scale={scale}
        cook={{
          ticks: { isTicked: (index) => ticked.has(index), onToggle: ticks.toggleIngredient },
          stepsHint: (
            <p className="mb-4 hidden text-sm text-muted-fg sm:block">
              Tap a time to start a timer. Use ← and → to move between steps.
            </p>
          ),
        }}
        steps={
          <CookSteps
            steps={recipe.steps}
            units={scale.units}
            ticks={ticks}
            onTimer={timers.start}
          />
        }
      />

      {count > 0 || timers.timers.length > 0 ? (
        <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-border bg-bg px-4 py-3 sm:mx-0 sm:rounded-t-2xl sm:border-x">
          <StepTimersPanel api={timers} />
          {count > 0 ? (
            <nav aria-label="Steps" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={current === 0}
                onClick={() => setCurrent(current - 1)}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p aria-live="polite" className="text-center text-sm font-medium tabular-nums">
                Step {current + 1} of {count}
                {currentStep ? <span className="sr-only">: {currentStep.text}</span> : null}
              </p>
              <Button disabled={current >= count - 1} onClick={() => setCurrent(current + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
