import { Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listText, nameOfPlaceId } from '@/shared/travel-tracker/stats/stats-text.ts';
import { nextSuggestions, type Suggestion } from '@/shared/travel-tracker/stats/travel-stats.ts';
import { codeOfPlaceId, type CodedKind } from '@/shared/travel-tracker/travel-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { hrefFor } from '../travel-links.ts';
import { newCodedPlace, places as placesCollection, type PlaceEntry } from '../use-travel-data.ts';
import { CARD, GeoPending, StatSection } from './stats-parts.tsx';
import { useNeighbours } from './use-geo-facts.ts';

const LISTS = [
  { kind: 'state', title: 'Next state' },
  { kind: 'country', title: 'Next country' },
] as const satisfies readonly { kind: CodedKind; title: string }[];

const LIMIT = 5;

/** Where to go next: the states and countries bordering those been to, not yet been to. */
export function NextPlaces({
  places,
  path,
}: {
  places: readonly PlaceEntry[];
  /** Where the person's places are kept; none while it is not known yet. */
  path: string | null;
}) {
  const found = useNeighbours();
  const neighbours = found.status === 'ready' ? found.value : undefined;
  const lists = useMemo(
    () =>
      neighbours &&
      LISTS.map((list) => ({
        ...list,
        suggestions: nextSuggestions(places, neighbours, { kind: list.kind, limit: LIMIT }),
      })).filter((list) => list.suggestions.length > 0),
    [neighbours, places],
  );
  if (lists?.length === 0) return null;
  return (
    <StatSection title="Where to go next">
      {lists ? (
        <div className="space-y-6">
          {lists.map((list) => (
            <SuggestionList
              key={list.kind}
              title={list.title}
              suggestions={list.suggestions}
              path={path}
            />
          ))}
        </div>
      ) : (
        <GeoPending
          fact={found.status === 'ready' ? { status: 'loading' } : found}
          waiting="Finding the places next to yours…"
        />
      )}
    </StatSection>
  );
}

function SuggestionList({
  title,
  suggestions,
  path,
}: {
  title: string;
  suggestions: readonly Suggestion[];
  path: string | null;
}) {
  const id = useId();
  const [params] = useSearchParams();
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={id} className={cn('divide-y divide-border', CARD)}>
        {suggestions.map((suggestion) => {
          const name = nameOfPlaceId(suggestion.id);
          return (
            <li
              key={suggestion.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {suggestion.wanted ? <Badge tone="accent">On your wish list</Badge> : null}
                </p>
                <p className="text-sm text-muted-fg">
                  Borders {listText(suggestion.touching.map((near) => nameOfPlaceId(near)))}
                </p>
              </div>
              {/* NOTE: a place on the wish list is an entry already; any other goes on it in one tap. */}
              {suggestion.wanted ? (
                <Link
                  to={hrefFor({ kind: 'detail', id: suggestion.id }, params)}
                  aria-label={`Open ${name}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  Open
                </Link>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!path}
                  aria-label={`Add ${name} to the wish list`}
                  onClick={() => {
                    const code = codeOfPlaceId(suggestion.id);
                    if (!path || !code) return;
                    placesCollection.save(
                      path,
                      suggestion.id,
                      newCodedPlace(code.kind, code.code, 'want'),
                    );
                  }}
                >
                  <Plus aria-hidden="true" />
                  Wish list
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
