import { toolById, type ToolPath } from '@/shared/tools.ts';

export type TinyStatus = 'active' | 'in-progress' | 'archived';

/** One catalogue entry. */
export interface Tiny {
  /** A slug, unique in the catalogue. */
  id: string;
  title: string;
  description: string;
  /** A calendar day, `YYYY-MM-DD`; never shifted by time zone. */
  startDate: string;
  tags: string[];
  categories: string[];
  /** Known values are `TinyStatus`; anything else renders with the base badge. */
  status: TinyStatus | (string & {});
  /** The in-app route, from the tool manifest; the card links to it only when present. */
  route?: ToolPath;
}

export const TINIES: readonly Tiny[] = [
  {
    id: 'apartment-tour-questions',
    title: 'Apartment Tour Questions',
    description:
      'A checklist of questions to ask during apartment tours, to help you make rental decisions.',
    startDate: '2025-02-04',
    tags: ['checklist', 'lifestyle', 'organization'],
    categories: ['lifestyle', 'productivity'],
    status: 'in-progress',
    route: toolById('apartment-tour-questions').path,
  },
  {
    id: 'car-maintenance',
    title: 'Car Maintenance Tracker',
    description:
      'Track maintenance and service records for all your vehicles: log oil changes and other routine services, where they were done, and the car parts each one touched.',
    startDate: '2025-10-17',
    tags: ['automotive', 'maintenance', 'tools', 'tracking'],
    categories: ['utility'],
    status: 'in-progress',
    route: toolById('car-maintenance').path,
  },
  {
    id: 'recipe-book',
    title: 'Recipe Book',
    description:
      'Your personal digital recipe book: search by name and filter by cook time, prep time and recipe type.',
    startDate: '2025-02-05',
    tags: ['cooking', 'food', 'organization'],
    categories: ['lifestyle'],
    status: 'in-progress',
    route: toolById('recipe-book').path,
  },
  {
    id: 'travel-tracker',
    title: 'Travel Tracker',
    description:
      'Keep track of the places you have visited across the US and the world, with a description and photos for each destination.',
    startDate: '2025-10-17',
    tags: ['lifestyle', 'tracking', 'travel'],
    categories: ['lifestyle', 'utility'],
    status: 'in-progress',
    route: toolById('travel-tracker').path,
  },
];

export function findTinyByRoute(route: string): Tiny | undefined {
  return TINIES.find((tiny) => tiny.route === route);
}
