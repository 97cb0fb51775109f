import { Pencil } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import type { Photo } from '@/shared/travel-tracker/travel-model.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { hrefFor } from '../travel-links.ts';
import type { VisitEntry } from '../use-travel-data.ts';
import { visitDates } from './visit-format.ts';

/** The address of a visit's editor. */
export function visitEditHref(placeId: string, visitId: string, params: URLSearchParams): string {
  const href = hrefFor({ kind: 'edit-visit', id: placeId }, params);
  return `${href}&visit=${encodeURIComponent(visitId)}`;
}

/** A place's visits in order, each with its note and the photos of it. */
export function VisitList({
  placeId,
  visits,
  photos,
  name,
}: {
  placeId: string;
  visits: readonly VisitEntry[];
  photos: readonly Photo[];
  name: string;
}) {
  const [params] = useSearchParams();
  if (visits.length === 0) {
    return <p className="text-muted-fg">No visits yet. Add when you went, and a note.</p>;
  }
  return (
    <ol aria-label={`Visits to ${name}`} className="space-y-3">
      {visits.map(({ id, visit }) => {
        const dates = visitDates(visit);
        const gallery = photos.filter((photo) => photo.visitId === id);
        return (
          <li
            key={id}
            className="space-y-2 rounded-xl border border-border bg-card p-4 shadow-card"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold">{dates}</h3>
              <Link
                to={visitEditHref(placeId, id, params)}
                className={buttonVariants({ variant: 'tertiary', size: 'sm' })}
              >
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> the visit of {dates}</span>
              </Link>
            </div>
            {visit.note ? <p className="whitespace-pre-line">{visit.note}</p> : null}
            {gallery.length > 0 ? (
              <ul aria-label={`Photos of the visit of ${dates}`} className="flex flex-wrap gap-2">
                {gallery.map((photo, index) => (
                  <li key={photo.fileId}>
                    <img
                      src={fileUrl(photo.fileId)}
                      alt={photo.caption ?? `Photo ${index + 1} of the visit of ${dates}`}
                      loading="lazy"
                      className="size-20 rounded-lg border border-border object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
