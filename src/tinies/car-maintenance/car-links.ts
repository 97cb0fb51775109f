import { toolById } from '@/shared/tools.ts';

/**
 * Where the Car Maintenance Tracker is. Every screen lives at `/car-maintenance` and is
 * told apart by the query, so links survive reloads and work offline:
 *
 * - home (due next and the service history): `/car-maintenance?q=…&cars=…` (the history's
 *   filters, see history/history-filters.ts)
 * - a record: `?{kind}={id}` (`car`, `service`, `issue`, `shop`), with `&view=edit` (or
 *   `&view=print` for a car's printable history) for its other screens; reminders, fill-ups
 *   and custom parts have only an editor: `?reminder={id}&view=edit`
 * - the tool's other screens: `?view={screen}` (`cars`, `reminders`, `new-service`…), a new
 *   record's editor prefilled by `for-car`, `for-type`, `from-reminder` or `for-issue`
 *
 * The history's filters ride along on every link, so "Back" returns to the same search.
 */
export const CAR_MAINTENANCE_PATH = toolById('car-maintenance').path;

/** The tool's screens that are about no one record. */
export const TOOL_SCREENS = [
  'cars',
  'reminders',
  'issues',
  'fuel',
  'costs',
  'shops',
  'parts',
  'move',
  'quick-add',
  'new-car',
  'new-service',
  'new-reminder',
  'new-issue',
  'new-fill',
  'new-shop',
  'new-part',
] as const;
export type ToolScreenName = (typeof TOOL_SCREENS)[number];

/** Each record kind's query parameter and the screens it has besides the first. */
const RECORD_SCREENS = {
  car: { first: 'car', other: { edit: 'car-edit', print: 'car-print' } },
  service: { first: 'service', other: { edit: 'service-edit' } },
  issue: { first: 'issue', other: { edit: 'issue-edit' } },
  shop: { first: 'shop', other: { edit: 'shop-edit' } },
  reminder: { first: 'reminder-edit', other: {} },
  fill: { first: 'fill-edit', other: {} },
  part: { first: 'part-edit', other: {} },
} as const;
type RecordParam = keyof typeof RECORD_SCREENS;
const RECORD_PARAMS = Object.keys(RECORD_SCREENS) as RecordParam[];

type RecordScreenName = {
  [P in RecordParam]:
    | (typeof RECORD_SCREENS)[P]['first']
    | (typeof RECORD_SCREENS)[P]['other'][keyof (typeof RECORD_SCREENS)[P]['other']];
}[RecordParam];

export type CarView =
  { kind: 'home' } | { kind: ToolScreenName } | { kind: RecordScreenName; id: string };

/** What a new record's editor starts from. */
export const PREFILL_PARAMS = ['for-car', 'for-type', 'from-reminder', 'for-issue'] as const;
export type Prefill = Partial<Record<(typeof PREFILL_PARAMS)[number], string>>;

const VIEW_PARAM = 'view';

const isToolScreen = (view: string | null): view is ToolScreenName =>
  (TOOL_SCREENS as readonly (string | null)[]).includes(view);

/** The screen the query asks for; anything unknown is home (or the record's first screen). */
export function viewOf(params: URLSearchParams): CarView {
  const view = params.get(VIEW_PARAM);
  for (const param of RECORD_PARAMS) {
    const id = params.get(param);
    if (!id) continue;
    const { first, other } = RECORD_SCREENS[param];
    const screen = view && view in other ? other[view as keyof typeof other] : first;
    return { kind: screen, id } as CarView;
  }
  return isToolScreen(view) ? { kind: view } : { kind: 'home' };
}

/** The history's own parameters: everything but the screen's. */
export function listParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  for (const param of [...RECORD_PARAMS, ...PREFILL_PARAMS, VIEW_PARAM]) kept.delete(param);
  return kept;
}

/** What a new record's editor was asked to start from. */
export function prefillOf(params: URLSearchParams): Prefill {
  const prefill: Prefill = {};
  for (const param of PREFILL_PARAMS) {
    const value = params.get(param);
    if (value) prefill[param] = value;
  }
  return prefill;
}

function recordParamOf(kind: RecordScreenName): { param: RecordParam; view: string | null } {
  for (const param of RECORD_PARAMS) {
    const { first, other } = RECORD_SCREENS[param];
    if (first === kind) return { param, view: null };
    for (const [view, screen] of Object.entries(other)) {
      if (screen === kind) return { param, view };
    }
  }
  throw new Error(`Unknown screen ${kind}`);
}

/**
 * The link to a screen, keeping the history's filters from `current`; `prefill` starts a
 * new record's editor (`{ 'for-car': id }`).
 */
export function hrefFor(view: CarView, current?: URLSearchParams, prefill: Prefill = {}): string {
  const params = listParams(current ?? new URLSearchParams());
  if ('id' in view) {
    const { param, view: screen } = recordParamOf(view.kind);
    params.set(param, view.id);
    if (screen) params.set(VIEW_PARAM, screen);
  } else if (view.kind !== 'home') {
    params.set(VIEW_PARAM, view.kind);
  }
  for (const [param, value] of Object.entries(prefill)) if (value) params.set(param, value);
  const query = params.toString();
  return query ? `${CAR_MAINTENANCE_PATH}?${query}` : CAR_MAINTENANCE_PATH;
}

/**
 * Links to many records of one kind with the same history filters (a list's rows): the
 * shared part of the query is worked out once, not once per row.
 */
export function recordHrefs(
  kind: RecordScreenName,
  current?: URLSearchParams,
): (id: string) => string {
  const { param, view } = recordParamOf(kind);
  const list = listParams(current ?? new URLSearchParams()).toString();
  const screen = view ? `&${new URLSearchParams({ [VIEW_PARAM]: view }).toString()}` : '';
  return (id) => {
    const record = new URLSearchParams({ [param]: id }).toString();
    return `${CAR_MAINTENANCE_PATH}?${list ? `${list}&` : ''}${record}${screen}`;
  };
}
