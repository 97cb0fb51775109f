import { Heart } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import { RECIPE_TYPE_LABELS, totalMinutes } from '@/shared/recipe-book/recipe-schema.ts';
import { Badge } from '@/ui/badge.tsx';
import { RecipePlaceholder } from '../recipe-placeholder.tsx';
import { photoUrl, type RecipeEntry } from '../use-recipe-book.ts';

export interface RecipeCardProps {
  entry: RecipeEntry;
  /** The detail screen's address. */
  href: string;
}

/**
 * A recipe in the grid. Its one link, the name, stretches over the whole card, so the
 * card opens the recipe from anywhere while the link's name stays the recipe's name;
 * type, times and favourite mark are the link's description.
 */
export const RecipeCard = memo(function RecipeCard({ entry, href }: RecipeCardProps) {
  const { recipe } = entry;
  const id = useId();
  const nameId = `${id}-name`;
  const typeId = `${id}-type`;
  const timesId = `${id}-times`;
  const favouriteId = `${id}-favourite`;
  // An unreachable photo (offline, deleted) falls back to the placeholder.
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = recipe.photoId !== undefined && !photoFailed;
  const times = [
    ['Prep', recipe.prepMinutes],
    ['Cook', recipe.cookMinutes],
    ['Total', totalMinutes(recipe)],
  ] as const;

  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-card transition-[box-shadow,translate] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {showPhoto ? (
          <img
            src={photoUrl(recipe.photoId!)}
            alt={recipe.name}
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <RecipePlaceholder type={recipe.type} className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={nameId} className="line-clamp-2 text-base leading-snug font-semibold break-words">
            <Link
              to={href}
              aria-describedby={[typeId, timesId, recipe.favourite ? favouriteId : '']
                .join(' ')
                .trim()}
              className="outline-none group-hover:text-primary after:absolute after:inset-0 after:content-['']"
            >
              {recipe.name}
            </Link>
          </h2>
          {recipe.favourite ? (
            <span id={favouriteId} className="mt-0.5 shrink-0 text-rose-600 dark:text-rose-400">
              <Heart aria-hidden="true" className="size-5 fill-current" />
              <span className="sr-only">Favourite</span>
            </span>
          ) : null}
        </div>
        <div id={typeId}>
          <Badge tone="accent">{RECIPE_TYPE_LABELS[recipe.type]}</Badge>
        </div>
        <dl
          id={timesId}
          className="mt-auto grid grid-cols-3 gap-2 border-t border-border pt-3 text-xs"
        >
          {times.map(([label, minutes]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-fg">{label}</dt>
              <dd className="mt-0.5 font-medium text-fg tabular-nums">{formatMinutes(minutes)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
});
