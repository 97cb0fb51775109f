import type { Recipe, RecipeStep } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { stepText, type UnitChoice } from './scaled-ingredients.ts';
import { SectionGroups } from './section-groups.tsx';

/** A recipe's steps, numbered on through their section headings. */
export function StepList({
  steps,
  units,
  className,
}: {
  steps: Recipe['steps'];
  units: UnitChoice;
  className?: string;
}) {
  return (
    <SectionGroups<RecipeStep>
      lines={steps}
      empty="No steps written yet."
      headingClassName="mb-3 text-base"
      className={cn('space-y-6', className)}
    >
      {(group) => (
        <ol
          start={group.offset + 1}
          className="list-decimal space-y-4 pl-7 marker:font-semibold marker:text-primary print:space-y-2 print:marker:text-black"
        >
          {group.items.map(({ index, item }) => (
            <li key={index} className="pl-2 leading-relaxed whitespace-pre-line">
              {stepText(item.text, units)}
            </li>
          ))}
        </ol>
      )}
    </SectionGroups>
  );
}
