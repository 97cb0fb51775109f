import type { EntryGateWords } from '@/kit/entry-gate.tsx';
import { defineToolGate } from '@/kit/tool-gate.tsx';
import { hrefFor, type TravelView } from './travel-links.ts';

export const { BackTo, ToolGate: TravelGate } = defineToolGate<TravelView>(hrefFor);

/** What each kind of record's gate says. */
export const GATE_WORDS = {
  place: {
    loadFailed: 'Your places could not be loaded',
    notFound: 'Place not found',
    notFoundText: 'This place isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  visit: {
    loadFailed: 'Your visits could not be loaded',
    notFound: 'Visit not found',
    notFoundText: 'This visit isn’t in your list. It may have been deleted, or the link is wrong.',
  },
} satisfies Record<string, EntryGateWords>;
