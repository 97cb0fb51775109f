import type { ExportCollection } from '@/shared/car-maintenance/car-model.ts';

/** Where each of the tool's collections lives, once known. */
export type MovePaths = Record<ExportCollection, string | null>;
