import { z } from 'zod';
import {
  attachmentSchema,
  partTagSchema,
  serviceSchema,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import {
  LINE_ITEM_KINDS,
  SERVICE_TYPES,
  type Attachment,
  type LineItemKind,
  type PartTag,
  type Service,
  type ServiceType,
} from '@/shared/car-maintenance/car-model.ts';

/**
 * The service editor's state while a person types, and the service it becomes: numbers
 * stay text until saved, an empty line is left out, and what is wrong is said in the
 * shared schema's words, by field.
 */

export interface LineDraft {
  /** Stable identity, for React keys and focus. */
  key: string;
  kind: LineItemKind;
  description: string;
  /** As typed. */
  amount: string;
}

export interface ServiceDraft {
  vehicleId: string;
  type: ServiceType | '';
  title: string;
  date: string;
  /** As typed. */
  odometer: string;
  lines: LineDraft[];
  locationId: string;
  parts: PartTag[];
  dismissedParts: string[];
  notes: string;
  attachments: Attachment[];
  issueIds: string[];
  reminderId?: string;
}

/** The schema's message for a custom service without a title. */
export const CUSTOM_TITLE_REQUIRED = 'Title is required for a custom service';

let lastKey = 0;
export function newLine(kind: LineItemKind = 'parts', description = '', amount = ''): LineDraft {
  lastKey += 1;
  return { key: `line-${lastKey}`, kind, description, amount };
}

/** Text as a number: blank → undefined, anything else → a number or NaN (the schema says why). */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
}

const lineIsEmpty = (line: LineDraft) =>
  line.description.trim() === '' && line.amount.trim() === '';

/** The editor's start from a stored service. */
export function draftOf(service: Service): ServiceDraft {
  return {
    vehicleId: service.vehicleId,
    type: service.type,
    title: service.title ?? '',
    date: service.date,
    odometer: service.odometer === undefined ? '' : String(service.odometer),
    lines: service.lineItems.map((line) =>
      newLine(line.kind, line.description ?? '', String(line.amount)),
    ),
    locationId: service.locationId ?? '',
    parts: service.parts,
    dismissedParts: service.dismissedParts,
    notes: service.notes ?? '',
    attachments: service.attachments,
    issueIds: service.issueIds,
    reminderId: service.reminderId,
  };
}

/** The shape of a draft kept on this device (`useEditorDraft`); the schema checks the rest. */
const keptDraftSchema = z.object({
  vehicleId: z.string(),
  type: z.union([z.enum(SERVICE_TYPES), z.literal('')]),
  title: z.string(),
  date: z.string(),
  odometer: z.string(),
  lines: z.array(
    z.object({ kind: z.enum(LINE_ITEM_KINDS), description: z.string(), amount: z.string() }),
  ),
  locationId: z.string(),
  parts: z.array(partTagSchema),
  dismissedParts: z.array(z.string()),
  notes: z.string(),
  attachments: z.array(attachmentSchema),
  issueIds: z.array(z.string()),
  reminderId: z.string().optional(),
});

/**
 * A draft kept on this device, if it still has a draft's shape. Its lines get new keys:
 * the kept ones were handed out by another page, and may meet the ones handed out now.
 */
export function parseKeptDraft(value: unknown): ServiceDraft | null {
  const parsed = keptDraftSchema.safeParse(value);
  if (!parsed.success) return null;
  const { reminderId, lines, ...draft } = parsed.data;
  return {
    ...draft,
    lines: lines.map((line) => newLine(line.kind, line.description, line.amount)),
    ...(reminderId !== undefined && { reminderId }),
  };
}

/** What the draft says, without stamps, for telling whether anything changed. */
export function contentOf(draft: ServiceDraft): string {
  const { lines, ...rest } = draft;
  return JSON.stringify({
    ...rest,
    lines: lines.filter((line) => !lineIsEmpty(line)).map(({ key: _key, ...line }) => line),
  });
}

/** The total of the lines typed so far (lines not yet numbers count as nothing). */
export function draftTotal(lines: readonly LineDraft[]): number {
  return lines.reduce((sum, line) => {
    const amount = numberOf(line.amount);
    return amount !== undefined && Number.isFinite(amount) ? sum + amount : sum;
  }, 0);
}

/** Field keys: `title`, `odometer`, `lineItems.2.amount`… */
export type ServiceErrors = Record<string, string>;

/** The words the editor reads to suggest parts: title, notes and the lines' descriptions. */
export function wordsOf(draft: Pick<ServiceDraft, 'title' | 'notes' | 'lines'>): string {
  return [draft.title, draft.notes, ...draft.lines.map((line) => line.description)]
    .filter((text) => text.trim() !== '')
    .join('\n');
}

/**
 * The service the draft makes, valid by the shared schema, or what is wrong with it by
 * field. `createdAt` is kept from `initial` (else now); `updatedAt` is now.
 */
export function serviceOf(
  draft: ServiceDraft,
  initial: Service | undefined,
  now: string,
): { service: Service } | { errors: ServiceErrors } {
  const kept = draft.lines.filter((line) => !lineIsEmpty(line));
  const candidate = {
    vehicleId: draft.vehicleId,
    type: draft.type === '' ? undefined : draft.type,
    title: draft.title.trim() === '' ? undefined : draft.title.trim(),
    date: draft.date,
    odometer: numberOf(draft.odometer),
    lineItems: kept.map((line) => ({
      kind: line.kind,
      description: line.description.trim() === '' ? undefined : line.description.trim(),
      amount: numberOf(line.amount) ?? Number.NaN,
    })),
    locationId: draft.locationId === '' ? undefined : draft.locationId,
    parts: draft.parts,
    dismissedParts: draft.dismissedParts,
    notes: draft.notes.trim() === '' ? undefined : draft.notes,
    attachments: draft.attachments,
    issueIds: draft.issueIds,
    reminderId: draft.reminderId,
    createdAt: initial?.createdAt ?? now,
    updatedAt: now,
  };
  // Optional fields left unset are not stored at all.
  const clean = Object.fromEntries(
    Object.entries(candidate).filter(([, value]) => value !== undefined),
  );
  const parsed = serviceSchema.safeParse(clean);
  if (parsed.success) return { service: parsed.data };
  const errors: ServiceErrors = {};
  for (const issue of parsed.error.issues) {
    let key = issue.path.map(String).join('.');
    if (key.startsWith('lineItems.')) {
      // Back to the line as shown (empty lines were left out).
      const [, index, field] = key.split('.');
      const line = kept[Number(index)];
      key = line ? `line.${line.key}.${field ?? 'amount'}` : 'lineItems';
    }
    errors[key] ??= issue.message;
  }
  if (errors.vehicleId) errors.vehicleId = 'Choose a car';
  // NOTE: the schema checks a custom service's title only once every field is valid; the
  // editor says it at once, in the same words.
  if (draft.type === 'custom' && candidate.title === undefined) {
    errors.title ??= CUSTOM_TITLE_REQUIRED;
  }
  return { errors };
}

/** `parts` with the issues' parts added as hand-added tags (each part once). */
export function mergeParts(parts: readonly PartTag[], issueParts: readonly PartTag[]): PartTag[] {
  const merged = [...parts];
  for (const tag of issueParts) {
    if (!merged.some((known) => known.part === tag.part))
      merged.push({ part: tag.part, by: 'hand' });
  }
  return merged;
}
