import type { TourCollection } from '@/shared/apartment-tour-questions/tool-export.ts';

/** Where each of the tool's collections is stored, for the person or this device. */
export type TourPaths = Readonly<Record<TourCollection, string>>;
