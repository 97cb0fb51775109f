import { useMemo } from 'react';
import { moneyIn, type Money } from '@/kit/money.ts';
import { useSettings } from './use-car-data.ts';

/**
 * The person's currency and a formatter for it. The currency is chosen once (on the costs
 * screen) and kept in the tool's settings; until then it follows the browser's language.
 */
export function useMoney(): Money {
  const state = useSettings();
  const chosen = state.entry?.settings.currency;
  return useMemo(() => moneyIn(chosen), [chosen]);
}
