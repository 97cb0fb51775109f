import { sameDraft } from '@/kit/editor/use-editor-draft.ts';
import {
  BEEN_LEVELS,
  PLACE_KINDS,
  type BeenLevel,
  type PlaceKind,
} from '@/shared/travel-tracker/travel-model.ts';
import type { FormValues } from '@/ui/form.tsx';

export const DEFAULT_LEVEL: BeenLevel = 'visited';

/** What is chosen and typed on the screen: kept as its draft. */
export interface AddDraft {
  kind: PlaceKind;
  /** A region's country. */
  country: string | null;
  /** The country, state or region chosen. */
  code: string | null;
  level: BeenLevel;
  /** The city form's values. */
  city: FormValues;
}

export const CITY_START: FormValues = {
  name: '',
  country: null,
  latitude: null,
  longitude: null,
  level: DEFAULT_LEVEL,
};
export const START: AddDraft = {
  kind: 'country',
  country: null,
  code: null,
  level: DEFAULT_LEVEL,
  city: CITY_START,
};

/** Whether anything is chosen or typed: a kind alone is not worth keeping. */
export function hasContent(values: AddDraft): boolean {
  return (
    values.country !== null ||
    values.code !== null ||
    values.level !== DEFAULT_LEVEL ||
    !sameDraft(values.city, CITY_START)
  );
}

const isText = (value: unknown) => value === null || typeof value === 'string';

/** A stored draft of the screen, or null for one that no longer fits. */
export function parseAddDraft(value: unknown): AddDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<Record<keyof AddDraft, unknown>>;
  const city = draft.city;
  const fits =
    (PLACE_KINDS as readonly unknown[]).includes(draft.kind) &&
    (BEEN_LEVELS as readonly unknown[]).includes(draft.level) &&
    isText(draft.country) &&
    isText(draft.code) &&
    typeof city === 'object' &&
    city !== null &&
    !Array.isArray(city) &&
    Object.values(city).every((field) => isText(field) || typeof field === 'number');
  return fits ? (value as AddDraft) : null;
}
