import { ChefHat } from 'lucide-react';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { photoUrl } from './use-recipe-book.ts';

/** The recipe's photo, or a quiet placeholder (left out of print) when it has none. */
export function RecipePhoto({ recipe, className }: { recipe: Recipe; className?: string }) {
  const frame = 'aspect-[4/3] w-full overflow-hidden rounded-2xl';
  if (recipe.photoId) {
    return (
      <img
        src={photoUrl(recipe.photoId)}
        alt={`Photo of ${recipe.name}`}
        className={cn(frame, 'bg-muted object-cover print:max-h-64 print:w-auto', className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        frame,
        'flex items-center justify-center bg-linear-to-br from-accent to-muted text-accent-fg print:hidden',
        className,
      )}
    >
      <ChefHat className="size-14 opacity-70" strokeWidth={1.5} />
    </div>
  );
}
