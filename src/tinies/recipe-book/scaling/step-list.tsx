import type { Recipe, RecipeStep } from '../../../shared/recipe-book/recipe-schema.ts';
import { cn } from '../../../ui/cn.ts';
import { groupBySection, stepText, type UnitChoice } from './scaled-ingredients.ts';

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
  const groups = groupBySection<RecipeStep>(steps);
  if (groups.length === 0) return <p className="text-muted-fg">No steps written yet.</p>;
  return (
    <div className={cn('space-y-6', className)}>
      {groups.map((group) => (
        <div key={group.items[0]?.index ?? `section-${group.offset}-${group.title}`}>
          {group.title !== undefined ? (
            <h4 className="mb-3 text-base font-semibold tracking-tight">{group.title}</h4>
          ) : null}
          {group.items.length > 0 ? (
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
          ) : null}
        </div>
      ))}
    </div>
  );
}
