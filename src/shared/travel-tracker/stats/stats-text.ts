import { placeName } from '../places/catalogue.ts';
import { codeOfPlaceId } from '../travel-model.ts';

/** How the stats screen words its figures, apart from the screen so that it can be tested. */

/**
 * A share (0 to 1) as a percentage with one decimal, "12.3%"; a sliver that would round to
 * nothing is "less than 0.1%", so that a place been to never reads as none of the world.
 */
export function percentText(share: number): string {
  if (!(share > 0)) return '0%';
  const percent = Math.min(share, 1) * 100;
  if (percent < 0.05) return 'less than 0.1%';
  return `${percent.toFixed(1)}%`;
}

/**
 * The year to show: the one asked for (the address's `year=YYYY`) when it has visits,
 * else the latest year with visits; none when no year has any.
 */
export function chosenYear(asked: string | null, years: readonly number[]): number | undefined {
  const wanted = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : undefined;
  if (wanted !== undefined && years.includes(wanted)) return wanted;
  return years.length === 0 ? undefined : Math.max(...years);
}

/** A coded place's name from its id (`state-US-NV` → Nevada); the id itself when it names none. */
export function nameOfPlaceId(id: string, locale?: string): string {
  const coded = codeOfPlaceId(id);
  return coded ? placeName({ kind: coded.kind, code: coded.code }, locale) : id;
}

/** "Nevada", "Nevada and Oregon", "Nevada, Oregon and Arizona". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** "1 day", "3 days": a count with its noun. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
