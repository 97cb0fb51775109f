import { currencyForLocale } from '@/kit/money.ts';
import {
  SETTINGS_ID,
  type CarSettings,
  type EconomyUnit,
} from '@/shared/car-maintenance/car-model.ts';
import { defaultEconomyUnit } from '@/shared/car-maintenance/fuel-economy.ts';
import { nowStamp, settings, useSettings } from '../use-car-data.ts';

/**
 * The person's choices for the tool (currency, economy unit), in the one settings document
 * `settings/preferences`: chosen once, on every device. Until chosen, both follow the
 * browser's language.
 */
export interface Preferences {
  economy: EconomyUnit;
  /** Whether the person chose the economy unit. */
  economyChosen: boolean;
  /** Writes the given choices, keeping the rest; null until the collection's place is known. */
  save: ((change: Partial<Pick<CarSettings, 'currency' | 'economy'>>) => void) | null;
}

/** The settings document after `change`: a whole new one, or the old one with the change. */
export function nextSettings(
  current: CarSettings | undefined,
  change: Partial<Pick<CarSettings, 'currency' | 'economy'>>,
  locale: string,
  now: string,
): CarSettings {
  return {
    currency: current?.currency ?? currencyForLocale(locale),
    ...(current?.economy === undefined ? {} : { economy: current.economy }),
    ...change,
    updatedAt: now,
  };
}

export function usePreferences(): Preferences {
  const state = useSettings();
  const current = state.entry?.settings;
  const path = state.path;
  return {
    economy: current?.economy ?? defaultEconomyUnit(navigator.language),
    economyChosen: current?.economy !== undefined,
    save:
      path === null || state.status === 'loading'
        ? null
        : (change) => {
            const next = nextSettings(current, change, navigator.language, nowStamp());
            // Only what changed, so a choice made meanwhile on another device stays.
            if (current) settings.edit(path, SETTINGS_ID, current, next);
            else settings.save(path, SETTINGS_ID, next);
          },
  };
}
