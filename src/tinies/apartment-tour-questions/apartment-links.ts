import { defineToolLinks, type ToolScreen } from '@/kit/tool-links.ts';
import { toolById } from '@/shared/tools.ts';

/**
 * Where Apartment Tour Questions is (see kit/tool-links.ts): the apartments at
 * `/apartment-tour-questions` (with the list's search, status filter and sort); an apartment
 * at `?apartment={id}`, its editor at `&view=edit`, its tour at `&view=tour` and its costs at
 * `&view=costs`; a new apartment at `?view=new`; the
 * comparison, the question bank and moving data in and out at `?view=compare`,
 * `?view=questions` and `?view=move`.
 */
export const APARTMENT_TOUR_PATH = toolById('apartment-tour-questions').path;

export type ApartmentView = ToolScreen<
  'edit' | 'tour' | 'costs',
  'new' | 'compare' | 'questions' | 'move'
>;

const links = defineToolLinks({
  path: APARTMENT_TOUR_PATH,
  entryParam: 'apartment',
  entryScreens: ['edit', 'tour', 'costs'],
  toolScreens: ['new', 'compare', 'questions', 'move'],
});

export const viewOf: (params: URLSearchParams) => ApartmentView = links.screenOf;
export const listParams = links.listParams;
export const hrefFor: (view: ApartmentView, current?: URLSearchParams) => string = links.hrefFor;
