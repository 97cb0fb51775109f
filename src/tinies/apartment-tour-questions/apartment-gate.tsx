import type { EntryGateWords } from '@/kit/entry-gate.tsx';
import { defineToolGate } from '@/kit/tool-gate.tsx';
import { hrefFor, type ApartmentView } from './apartment-links.ts';

export const { BackTo, ToolGate: ApartmentGate } = defineToolGate<ApartmentView>(hrefFor);

/** What each kind of record's gate says. */
export const GATE_WORDS = {
  apartment: {
    loadFailed: 'Your apartments could not be loaded',
    notFound: 'Apartment not found',
    notFoundText:
      'This apartment isn’t in your list. It may have been deleted, or the link is wrong.',
  },
} satisfies Record<string, EntryGateWords>;
