import { memo, useId } from 'react';
import { Link } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import type { Place } from '@/shared/travel-tracker/travel-model.ts';
import { LevelBadge } from '../level-legend.tsx';
import type { PlaceRow } from './place-filters.ts';

export interface ListedPlace extends PlaceRow {
  place: Place;
}

/**
 * A place in the list: its name (the one link, stretched over the row), what it is and
 * where, and its level by colour and by name.
 */
export const PlaceRowCard = memo(function PlaceRowCard({
  row,
  href,
}: {
  row: ListedPlace;
  href: string;
}) {
  const id = useId();
  const cover = row.place.coverFileId;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="relative flex w-full items-center gap-4 rounded-xl border border-border bg-card p-3 shadow-card has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      {cover ? (
        <img
          src={fileUrl(cover)}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-lg border border-border object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 id={`${id}-name`} className="truncate font-semibold">
          <Link
            to={href}
            aria-describedby={`${id}-line`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {row.name}
          </Link>
        </h3>
        <p id={`${id}-line`} className="truncate text-sm text-muted-fg">
          {row.line}
        </p>
      </div>
      <LevelBadge level={row.level} />
    </article>
  );
});
