import type {
  Apartment,
  ApartmentStatus,
  Unit,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { pricingUnit } from '@/shared/apartment-tour-questions/true-cost.ts';
import type { BadgeTone } from '@/ui/badge.tsx';

/** What the screens say of an apartment, free of React. */

/** Each status its own badge tone: where the person is with it, at a glance. */
export const STATUS_TONES: Readonly<Record<ApartmentStatus, BadgeTone>> = {
  'to-tour': 'accent',
  toured: 'base',
  applied: 'warning',
  signed: 'success',
  passed: 'muted',
};

/**
 * The unit that prices the apartment: the chosen one, when it is still among its units, or
 * its only unit (a single unit is the home, chosen or not: the listing's rent is not).
 * Never simply the first of several: with none chosen, the listing's own facts count.
 */
export function pricingUnitOf<U extends { id: string; unit: Unit }>(
  apartment: Apartment,
  apartmentUnits: readonly U[],
): U | undefined {
  return pricingUnit(apartment.chosenUnitId, apartmentUnits);
}

/** The home as priced: the pricing unit's facts where it has them, else the listing's. */
export interface PricedFacts {
  rent: number | undefined;
  beds: number | undefined;
  baths: number | undefined;
  area: number | undefined;
  availableOn: string | undefined;
  /** The name of the unit that prices the apartment, when one does. */
  unitName: string | undefined;
}

export function pricedFacts(apartment: Apartment, unit: Unit | undefined): PricedFacts {
  return {
    rent: unit?.rent ?? apartment.rent,
    beds: unit?.beds ?? apartment.beds,
    baths: unit?.baths ?? apartment.baths,
    area: unit?.area ?? apartment.area,
    availableOn: unit?.availableOn ?? apartment.availableOn,
    unitName: unit?.name,
  };
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** "2 beds · 1.5 baths · 850 sq ft", leaving out what is not known. */
export function roomsLine(
  facts: { beds?: number | undefined; baths?: number | undefined; area?: number | undefined },
  areaLabel: string,
): string {
  const parts: string[] = [];
  if (facts.beds !== undefined) {
    parts.push(facts.beds === 0 ? 'Studio' : plural(facts.beds, 'bed', 'beds'));
  }
  if (facts.baths !== undefined) parts.push(plural(facts.baths, 'bath', 'baths'));
  if (facts.area !== undefined) parts.push(`${facts.area.toLocaleString()} ${areaLabel}`);
  return parts.join(' · ');
}

/** A local `YYYY-MM-DDTHH:mm` as the Date it names in this browser's zone. */
function localDate(stamp: string): Date {
  const [day = '', time = ''] = stamp.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0);
}

/** "Sat, Mar 14, 2026, 10:30 AM" in the person's language. */
export function formatTour(tourAt: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(localDate(tourAt));
}

/** "Mar 14, 2026" for a calendar day. */
export function formatDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(localDate(`${day}T00:00`));
}

/** Where the address is, on OpenStreetMap's search. */
export function mapLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** A phone number as a `tel:` link: digits and a leading plus only. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
