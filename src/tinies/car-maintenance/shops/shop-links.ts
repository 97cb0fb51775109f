import { CAR_MAINTENANCE_PATH } from '../car-links.ts';

/**
 * The links and words the shop screens show. Apart from the form (shop-form.ts, which
 * checks with the schema), so the list and a shop's page paint without loading zod.
 */

/** A map search for an address, which opens in any browser and on phones. */
export const mapLinkFor = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;

/** A phone number as a `tel:` link: digits and a leading plus only. */
export const telLinkFor = (phone: string): string => {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
};

/** "1 visit", "4 visits". */
export const visitsText = (count: number) => (count === 1 ? '1 visit' : `${count} visits`);

/** The history, filtered to one shop's services. */
export const historyOfShop = (id: string) =>
  `${CAR_MAINTENANCE_PATH}?${new URLSearchParams({ shops: id }).toString()}`;
