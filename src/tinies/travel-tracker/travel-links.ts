import { defineToolLinks, type ToolScreen } from '@/kit/tool-links.ts';
import { toolById } from '@/shared/tools.ts';

/**
 * Where the Travel Tracker is (see kit/tool-links.ts): the places at `/travel-tracker` (with
 * the list's search and filters); a place at `?place={id}`, with `&view=edit`, `&view=new-visit`
 * or `&view=edit-visit&visit={id}`; the map at `?view=map` (`&map=us` for the US map); adding a
 * place at `?view=add`; stats, moving data in and out and photos at `?view=stats`,
 * `?view=move` and `?view=photos` (the stats' year at `&year=2024`).
 */
export const TRAVEL_TRACKER_PATH = toolById('travel-tracker').path;

export type TravelView = ToolScreen<
  'edit' | 'new-visit' | 'edit-visit',
  'map' | 'add' | 'stats' | 'move' | 'photos'
>;

const links = defineToolLinks({
  path: TRAVEL_TRACKER_PATH,
  entryParam: 'place',
  entryScreens: ['edit', 'new-visit', 'edit-visit'],
  toolScreens: ['map', 'add', 'stats', 'move', 'photos'],
});

/** The year the stats screen shows. */
export const YEAR_PARAM = 'year';

/**
 * What belongs to one screen, not to the list: the visit an edit-visit screen is about, the
 * year the stats show (`?view=stats&year=2024`).
 */
const SCREEN_PARAMS = ['visit', YEAR_PARAM];

function withoutScreenParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  for (const name of SCREEN_PARAMS) kept.delete(name);
  return kept;
}

export const viewOf: (params: URLSearchParams) => TravelView = links.screenOf;
export const listParams = (params: URLSearchParams): URLSearchParams =>
  links.listParams(withoutScreenParams(params));
export const hrefFor = (view: TravelView, current?: URLSearchParams): string =>
  links.hrefFor(view, current && withoutScreenParams(current));
