import memoizeOne from 'memoize-one';
import { useMemo } from 'react';
import { moneyIn, type Money } from '@/kit/money.ts';
import {
  AREA_UNIT_LABELS,
  SETTINGS_ID,
  type ApartmentSettings,
  type AreaUnit,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { nowStamp, settings, useSettingsEntry } from './use-apartment-data.ts';

/** Regions that measure a home in square feet; elsewhere it is square metres. */
const SQUARE_FEET_REGIONS = new Set(['US', 'LR', 'MM']);

/** The area unit a language tag suggests (`en-US` → sq ft), else m². */
export function areaUnitForLocale(locale: string): AreaUnit {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && SQUARE_FEET_REGIONS.has(region) ? 'sqft' : 'm2';
  } catch {
    return 'm2';
  }
}

/** The browser's language changes seldom; working out its region is kept per language. */
const areaUnitOfLanguage = memoizeOne(areaUnitForLocale);

export interface TourSettings {
  /** Money in the person's currency (the settings', else the browser's region's). */
  money: Money;
  areaUnit: AreaUnit;
  /** "sq ft", "m²". */
  areaLabel: string;
  /** The settings as stored, if any. */
  stored: ApartmentSettings | undefined;
  /**
   * Writes the given choices, keeping the rest; null until the collection's place is known.
   */
  save: ((change: Partial<Omit<ApartmentSettings, 'updatedAt'>>) => void) | null;
}

/** The person's currency and area unit for this tool, chosen once, on every device. */
export function useTourSettings(): TourSettings {
  const state = useSettingsEntry();
  const stored = state.entry?.settings;
  const path = state.path;
  return useMemo(() => {
    const areaUnit = stored?.areaUnit ?? areaUnitOfLanguage(navigator.language);
    const save: TourSettings['save'] =
      path === null
        ? null
        : (change) => {
            const next: ApartmentSettings = { ...stored, ...change, updatedAt: nowStamp() };
            if (stored) settings.edit(path, SETTINGS_ID, stored, next);
            else settings.save(path, SETTINGS_ID, next);
          };
    return {
      money: moneyIn(stored?.currency),
      areaUnit,
      areaLabel: AREA_UNIT_LABELS[areaUnit],
      stored,
      save,
    };
  }, [stored, path]);
}
