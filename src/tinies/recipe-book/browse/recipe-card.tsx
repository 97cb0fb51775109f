import { Heart } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import { RECIPE_TYPE_LABELS } from '@/shared/recipe-book/recipe-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { RecipePlaceholder } from '../recipe-placeholder.tsx';
import { recipeTimes } from '../recipe-times.ts';
import { photoUrl, type RecipeEntry } from '../use-recipe-book.ts';

export interface RecipeCardProps {
  entry: RecipeEntry;
  /** The detail screen's address. */
  href: string;
}

/**
 * A recipe in the list: a compact row (a small photo or the type's tile, the name, type
 * and times), so a phone screen shows several at once. Its one link, the name, stretches
 * over the whole card, so the card opens the recipe from anywhere while the link's name
 * stays the recipe's name; type, times and favourite mark are the link's description.
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
  const times = recipeTimes(recipe);

  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border border-border bg-card p-3 shadow-card transition-[box-shadow,translate] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0"
    >
      <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-20">
        {showPhoto ? (
          <img
            src={photoUrl(recipe.photoId!)}
            alt={recipe.name}
            loading="lazy"
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.05] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <RecipePlaceholder type={recipe.type} className="size-full" iconClassName="size-7" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h2 id={nameId} className="line-clamp-2 text-base leading-snug font-semibold break-words">
            <Link
              to={href}
              aria-describedby={[
                typeId,
                times.length > 0 ? timesId : '',
                recipe.favourite ? favouriteId : '',
              ]
                .filter(Boolean)
                .join(' ')}
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
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span id={typeId}>
            <Badge tone="accent">{RECIPE_TYPE_LABELS[recipe.type]}</Badge>
          </span>
          {times.length > 0 ? (
            <dl id={timesId} className="flex flex-wrap gap-x-3 gap-y-1">
              {times.map(({ label, minutes }) => (
                <div key={label} className="flex gap-1">
                  <dt className="text-muted-fg">{label}</dt>
                  <dd className="font-medium text-fg tabular-nums">{formatMinutes(minutes)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </article>
  );
});
