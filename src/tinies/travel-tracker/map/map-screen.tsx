import { Printer } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataClient } from '@/data/client.ts';
import { PRINT_INK } from '@/kit/print/print-ink.ts';
import { placeName } from '@/shared/travel-tracker/places/catalogue.ts';
import { beenCodes } from '@/shared/travel-tracker/stats/travel-stats.ts';
import {
  BEEN_LEVEL_LABELS,
  placeIdOf,
  type BeenLevel,
  type Place,
} from '@/shared/travel-tracker/travel-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../travel-links.ts';
import { newCodedPlace, nowStamp, places } from '../use-travel-data.ts';
import { MAP_COLOURS } from './level-colours.ts';
import { MapCanvas } from './map-canvas.tsx';
import type { DrawnMap, DrawnPlace } from './map-drawing.ts';
import { MapLegend } from './map-legend.tsx';
import { MapPanel } from './map-panel.tsx';
import { useMapShapes, type WhichMap } from './use-map-shapes.ts';

interface Panel {
  id: string;
  justMarked: boolean;
  removed?: Place;
}

const TITLES: Record<WhichMap, string> = { world: 'World map', us: 'Map of the United States' };

/**
 * The world map (`?view=map`) or the US map (`&map=us`): tap, click or press Enter on a
 * place to mark it visited, then change its level, undo, or open it. `&print=1` is the
 * poster: the map alone with its legend, in vector, to print.
 */
export default function MapScreen({ client }: { client?: DataClient } = {}) {
  const [params] = useSearchParams();
  const which: WhichMap = params.get('map') === 'us' ? 'us' : 'world';
  const poster = params.get('print') === '1';
  const shapes = useMapShapes(which);
  const state = places.useAll(client);

  const linkTo = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return hrefFor({ kind: 'map' }, next);
  };

  return (
    <div className={cn('flex flex-col gap-4', MAP_COLOURS, poster && PRINT_INK)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{poster ? 'Where I have been' : 'Map'}</h1>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <nav aria-label="Maps" className="flex gap-1 rounded-full bg-muted p-1">
            {(['world', 'us'] as const).map((option) => (
              <Link
                key={option}
                to={linkTo({ map: option === 'us' ? 'us' : null })}
                aria-current={option === which ? 'page' : undefined}
                className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-muted-fg hover:text-fg aria-[current=page]:bg-card aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
              >
                {option === 'us' ? 'United States' : 'World'}
              </Link>
            ))}
          </nav>
          {poster ? (
            <>
              <Button variant="outline" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
              <Link
                to={linkTo({ print: null })}
                className={buttonVariants({ variant: 'tertiary', size: 'sm' })}
              >
                Back to the map
              </Link>
            </>
          ) : (
            <Link
              to={linkTo({ print: '1' })}
              className={buttonVariants({ variant: 'tertiary', size: 'sm' })}
            >
              <Printer aria-hidden="true" />
              Poster
            </Link>
          )}
        </div>
      </div>
      {shapes.status === 'loading' || state.status === 'loading' ? (
        <Loading label="Loading the map" />
      ) : shapes.status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>The map could not be loaded.</p>
          <Button variant="outline" onClick={shapes.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <MarkableMap
          map={shapes.map}
          which={which}
          poster={poster}
          entries={state.entries}
          path={state.path}
          client={client}
        />
      )}
    </div>
  );
}

interface MarkableMapProps {
  map: DrawnMap;
  which: WhichMap;
  poster: boolean;
  entries: readonly { id: string; place: Place }[];
  path: string | null;
  client?: DataClient;
}

function MarkableMap({ map, which, poster, entries, path, client }: MarkableMapProps) {
  const names = useMemo(
    () =>
      new Map(
        map.places.map((place) => [place.id, placeName({ kind: place.kind, code: place.code })]),
      ),
    [map.places],
  );
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry.place])), [entries]);
  const kind = which === 'us' ? 'state' : 'country';
  const levels = useMemo(() => {
    const found = new Map<string, BeenLevel>();
    for (const { id, place } of entries) if (place.kind === kind) found.set(id, place.level);
    return found;
  }, [entries, kind]);
  // A country with a state, region or city been to, not marked itself, shows as been to in part.
  const implied = useMemo(
    () =>
      which === 'world'
        ? new Set([...beenCodes(entries).implied].map((code) => placeIdOf('country', code)))
        : undefined,
    [entries, which],
  );
  const counts = useMemo(() => {
    const found = new Map<BeenLevel, number>();
    for (const level of levels.values()) found.set(level, (found.get(level) ?? 0) + 1);
    return found;
  }, [levels]);

  const [panel, setPanel] = useState<Panel | null>(null);
  const [status, setStatus] = useState('');
  const nameOf = (id: string) => names.get(id) ?? id;

  const current = useRef({ byId, path, client });
  useLayoutEffect(() => {
    current.current = { byId, path, client };
  });
  const onActivate = useCallback(
    (place: DrawnPlace) => {
      const { byId: marked, path: at, client: using } = current.current;
      if (!at) return;
      const name = names.get(place.id) ?? place.code;
      if (marked.has(place.id)) {
        setPanel({ id: place.id, justMarked: false });
        return;
      }
      places.save(at, place.id, newCodedPlace(place.kind, place.code, 'visited'), using);
      setPanel({ id: place.id, justMarked: true });
      setStatus(`${name} marked as visited.`);
    },
    [names],
  );

  const setLevel = (id: string, level: BeenLevel) => {
    if (!path) return;
    places.update(path, id, { level, updatedAt: nowStamp() }, client);
    setStatus(`${nameOf(id)}: ${BEEN_LEVEL_LABELS[level].toLowerCase()}.`);
  };
  const unmark = (open: Panel) => {
    const place = byId.get(open.id);
    if (!path || !place) return;
    places.remove(path, open.id, client);
    setPanel(open.justMarked ? null : { id: open.id, justMarked: false, removed: place });
    setStatus(`${nameOf(open.id)} is not marked any more.`);
  };
  const restore = (open: Panel) => {
    if (!path || !open.removed) return;
    places.save(path, open.id, open.removed, client);
    setPanel({ id: open.id, justMarked: false });
    setStatus(`${nameOf(open.id)} is marked again.`);
  };

  return (
    <>
      {!poster && (
        <p className="text-sm text-muted-fg print:hidden">
          {which === 'us'
            ? 'Tap a state to mark it visited; tap it again to change how much you have been there. Territories are the dots below.'
            : 'Tap a country to mark it visited; tap it again to change how much you have been there. Small countries are dots.'}
        </p>
      )}
      <MapCanvas
        map={map}
        label={TITLES[which]}
        names={names}
        levels={levels}
        implied={implied}
        selectedId={panel?.id ?? null}
        onActivate={onActivate}
        labelDots={which === 'us'}
        still={poster}
      />
      <MapLegend counts={counts} implied={implied?.size ?? 0} />
      <p role="status" className="sr-only">
        {status}
      </p>
      {panel && !poster && (
        <MapPanel
          id={panel.id}
          name={nameOf(panel.id)}
          place={byId.get(panel.id)}
          justMarked={panel.justMarked}
          removed={panel.removed}
          onLevel={(level) => setLevel(panel.id, level)}
          onUnmark={() => unmark(panel)}
          onRestore={() => restore(panel)}
          onClose={() => setPanel(null)}
        />
      )}
    </>
  );
}
