import type { EntryGateWords } from '@/kit/entry-gate.tsx';
import { defineToolGate } from '@/kit/tool-gate.tsx';
import { hrefFor, type CarView } from './car-links.ts';

export const { BackTo, ToolGate: CarGate } = defineToolGate<CarView>(hrefFor);

/** What each kind of record's gate says. */
export const GATE_WORDS = {
  car: {
    loadFailed: 'Your cars could not be loaded',
    notFound: 'Car not found',
    notFoundText: 'This car isn’t in your garage. It may have been deleted, or the link is wrong.',
  },
  service: {
    loadFailed: 'Your service history could not be loaded',
    notFound: 'Service not found',
    notFoundText:
      'This service isn’t in your history. It may have been deleted, or the link is wrong.',
  },
  issue: {
    loadFailed: 'Your issues could not be loaded',
    notFound: 'Issue not found',
    notFoundText: 'This issue isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  shop: {
    loadFailed: 'Your shops could not be loaded',
    notFound: 'Shop not found',
    notFoundText: 'This shop isn’t in your book. It may have been deleted, or the link is wrong.',
  },
  reminder: {
    loadFailed: 'Your reminders could not be loaded',
    notFound: 'Reminder not found',
    notFoundText:
      'This reminder isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  fill: {
    loadFailed: 'Your fuel log could not be loaded',
    notFound: 'Fill-up not found',
    notFoundText: 'This fill-up isn’t in your log. It may have been deleted, or the link is wrong.',
  },
  part: {
    loadFailed: 'Your parts could not be loaded',
    notFound: 'Part not found',
    notFoundText: 'This part isn’t in your list. It may have been deleted, or the link is wrong.',
  },
} satisfies Record<string, EntryGateWords>;
