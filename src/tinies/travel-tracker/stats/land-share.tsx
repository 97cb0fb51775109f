import { useMemo } from 'react';
import { percentText } from '@/shared/travel-tracker/stats/stats-text.ts';
import { landShare } from '@/shared/travel-tracker/stats/travel-stats.ts';
import { cn } from '@/ui/cn.ts';
import { Meter } from '@/ui/meter.tsx';
import type { PlaceEntry } from '../use-travel-data.ts';
import { CARD, GeoPending, StatSection } from './stats-parts.tsx';
import { useCountryAreas } from './use-geo-facts.ts';

/** How much of the world's land lies in the countries been to, measured on the world map. */
export function LandShare({ places }: { places: readonly PlaceEntry[] }) {
  const areas = useCountryAreas();
  const known = areas.status === 'ready' ? areas.value : undefined;
  const share = useMemo(
    () => (known ? landShare(places, (code) => known.get(code)) : undefined),
    [known, places],
  );
  return (
    <StatSection title="Share of the world">
      <div className={cn('space-y-2 p-4', CARD)}>
        {share === undefined ? (
          <GeoPending
            fact={areas.status === 'ready' ? { status: 'loading' } : areas}
            waiting="Measuring the countries you have been to…"
          />
        ) : (
          <Meter
            label="Land in the countries you have been to"
            value={share * 100}
            max={100}
            valueText={`${percentText(share)} of the world’s land`}
          />
        )}
        <p className="text-sm text-muted-fg">
          A country counts whole once you have been anywhere in it.
        </p>
      </div>
    </StatSection>
  );
}
