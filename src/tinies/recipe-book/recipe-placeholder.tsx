import {
  CakeSlice,
  Carrot,
  Coffee,
  Croissant,
  Popcorn,
  Salad,
  Sandwich,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import type { RecipeType } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';

/** One icon per recipe type. */
export const RECIPE_TYPE_ICONS: Readonly<Record<RecipeType, LucideIcon>> = {
  breakfast: Croissant,
  lunch: Sandwich,
  dinner: UtensilsCrossed,
  snack: Popcorn,
  dessert: CakeSlice,
  appetizer: Salad,
  side: Carrot,
  beverage: Coffee,
};

// NOTE: whole class names, so Tailwind finds them.
const TINTS: Readonly<Record<RecipeType, string>> = {
  breakfast: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  lunch: 'bg-lime-100 text-lime-700 dark:bg-lime-950 dark:text-lime-300',
  dinner: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  snack: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  dessert: 'bg-pink-100 text-pink-700 dark:bg-pink-950 dark:text-pink-300',
  appetizer: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  side: 'bg-yellow-100 text-yellow-700 dark:bg-yellow-950 dark:text-yellow-300',
  beverage: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
};

/** Stands in for a missing photo: a soft tile in the type's colour with its icon. */
export function RecipePlaceholder({
  type,
  className,
  iconClassName,
}: {
  type: RecipeType;
  className?: string;
  iconClassName?: string;
}) {
  const Icon = RECIPE_TYPE_ICONS[type];
  return (
    <div
      aria-hidden="true"
      data-placeholder={type}
      className={cn('flex items-center justify-center', TINTS[type], className)}
    >
      <Icon className={cn('size-12 opacity-80', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
