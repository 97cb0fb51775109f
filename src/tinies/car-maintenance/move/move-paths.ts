import type { ExportCollection } from '@/shared/car-maintenance/car-collections.ts';

/** Where each of the tool's collections lives, once known. */
export type MovePaths = Record<ExportCollection, string | null>;
