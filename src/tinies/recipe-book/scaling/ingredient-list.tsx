import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { ingredientText, type IngredientText, type UnitChoice } from './scaled-ingredients.ts';
import { SectionGroups } from './section-groups.tsx';
import { TickBox } from './tick-box.tsx';

/** Ticking off, for cook mode: which lines are done, by their index in the recipe. */
export interface IngredientTicks {
  isTicked: (index: number) => boolean;
  onToggle: (index: number) => void;
}

export interface IngredientListProps {
  ingredients: Recipe['ingredients'];
  factor: number;
  units: UnitChoice;
  /** With ticks, each line is a checkbox (cook mode). */
  ticks?: IngredientTicks;
  className?: string;
}

function Line({ text }: { text: IngredientText }) {
  const amount = [text.amount, text.unit].filter(Boolean).join(' ');
  return (
    <span>
      {amount ? (
        <>
          <strong className="font-semibold tabular-nums">{amount}</strong>{' '}
        </>
      ) : null}
      {text.name}
      {text.note ? <span className="text-muted-fg">, {text.note}</span> : null}
    </span>
  );
}

/** A recipe's ingredients at the chosen servings and units, under their section headings. */
export function IngredientList({
  ingredients,
  factor,
  units,
  ticks,
  className,
}: IngredientListProps) {
  return (
    <SectionGroups
      lines={ingredients}
      empty="No ingredients listed."
      headingClassName="mb-2 text-base print:text-black"
      className={cn('space-y-5', className)}
    >
      {(group) => (
        <ul className="divide-y divide-border">
          {group.items.map(({ index, item }) => {
            const text = ingredientText(item, factor, units);
            if (!ticks) {
              return (
                <li key={index} className="py-2 leading-relaxed print:py-1">
                  <Line text={text} />
                </li>
              );
            }
            const ticked = ticks.isTicked(index);
            return (
              <li key={index}>
                <label className="flex cursor-pointer items-start gap-3 py-3">
                  <TickBox
                    checked={ticked}
                    onToggle={() => ticks.onToggle(index)}
                    className="mt-1 shrink-0"
                  />
                  <span className={cn(ticked && 'text-muted-fg line-through')}>
                    <Line text={text} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </SectionGroups>
  );
}

/** "For 6 servings (recipe makes 4)": says what the quantities below are for. */
export function ServingsNote({ recipe, servings }: { recipe: Recipe; servings: number }) {
  return (
    <p className="text-sm text-muted-fg">
      For {servings} {servings === 1 ? 'serving' : 'servings'}
      {servings !== recipe.servings ? ` (recipe makes ${recipe.servings})` : ''}
    </p>
  );
}
