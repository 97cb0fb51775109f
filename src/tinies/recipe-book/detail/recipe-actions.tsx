import { ChefHat, Heart, Pencil, Printer, Trash2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../recipe-links.ts';
import { recipes, type RecipeEntry } from '../use-recipe-book.ts';

/** How long "Undo" stays offered after a delete. */
export const UNDO_DURATION_MS = 10_000;

/** The heart: marks a recipe a favourite (a toggle, so its name never changes). */
export function FavouriteButton({ entry, path }: { entry: RecipeEntry; path: string | null }) {
  const { recipe } = entry;
  return (
    <Button
      variant="outline"
      aria-pressed={recipe.favourite}
      disabled={!path}
      onClick={() => {
        if (!path) return;
        // Only what changed: an edit made meanwhile on another device stays.
        const updatedAt = new Date().toISOString();
        recipes.edit(path, entry.id, recipe, {
          ...recipe,
          favourite: !recipe.favourite,
          updatedAt,
        });
      }}
      className="print:hidden"
    >
      <Heart
        aria-hidden="true"
        className={cn(recipe.favourite && 'fill-destructive text-destructive')}
      />
      Favourite
    </Button>
  );
}

/** Cook mode, Edit, Print and Delete (with a confirm and an undo). */
export function RecipeActions({ entry, path }: { entry: RecipeEntry; path: string | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const toast = useToast();
  const { id, recipe } = entry;

  async function onDelete() {
    if (!path) return;
    const confirmed = await confirm({
      title: 'Delete recipe?',
      message: `“${recipe.name}” will be removed from your recipe book on all your devices.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    // Leave first, so the screen never shows the recipe as missing.
    navigate(hrefFor({ kind: 'list' }, params));
    recipes.remove(path, id);
    toast({
      title: 'Recipe deleted',
      description: recipe.name,
      action: { label: 'Undo', onClick: () => recipes.save(path, id, recipe) },
      duration: UNDO_DURATION_MS,
    });
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Link to={hrefFor({ kind: 'cook', id }, params)} className={buttonVariants()}>
        <ChefHat aria-hidden="true" />
        Cook mode
      </Link>
      <Link
        to={hrefFor({ kind: 'edit', id }, params)}
        className={buttonVariants({ variant: 'outline' })}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Link>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      <Button
        variant="outline"
        disabled={!path}
        onClick={() => void onDelete()}
        className="text-destructive"
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
