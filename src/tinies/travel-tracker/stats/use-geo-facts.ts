import { useCallback, useEffect, useState } from 'react';
import { countryAreas } from '@/shared/travel-tracker/geo/areas.ts';
import { neighbours } from '@/shared/travel-tracker/geo/neighbours.ts';

/**
 * What the stats learn from the maps' atlases (each a chunk of its own): the countries'
 * areas and who borders whom, loaded on first use and kept for the visit.
 */

export type GeoFact<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; retry(): void };

type Areas = ReadonlyMap<string, number>;
type Neighbours = ReadonlyMap<string, readonly string[]>;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      // A failed load (offline) is tried again next time.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}

const loadAreas = once(countryAreas);
const loadNeighbours = once(neighbours);

function useGeoFact<T>(load: () => Promise<T>): GeoFact<T> {
  const [state, setState] = useState<{ value?: T; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({});
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ value }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (state.value !== undefined) return { status: 'ready', value: state.value };
  if (state.failed) return { status: 'error', retry };
  return { status: 'loading' };
}

/** Each country's area in km², by alpha-2. */
export const useCountryAreas = (): GeoFact<Areas> => useGeoFact(loadAreas);
/** The places that share a border, by place id. */
export const useNeighbours = (): GeoFact<Neighbours> => useGeoFact(loadNeighbours);
