import type { z } from 'zod';

/**
 * The tool manifest: every tool once. App paths, the catalogue's routes, the client's
 * route table and preloads, the lint zones, both collection registries (browser and
 * server) and the server's tool routes all come from here. Adding a tool is one folder
 * (`src/tinies/{id}`), one entry here and its catalogue entry: see docs/adding-a-tool.md.
 *
 * NOTE: nothing here imports a tool's code. Schemas load through `collections`, so the
 * shell and the catalogue never carry them; the server loads every tool's at start and
 * the browser loads a tool's with its page.
 */

/** A tool's collections: the zod schema of each collection's documents, by name. */
export type ToolCollections = Readonly<Record<string, z.ZodType>>;

export interface ToolDefinition {
  /** The tool's folder under `src/tinies/` and its segment in data paths: `users/{uid}/{id}/…`. */
  id: string;
  /** Its one route; screens are chosen by the query (`?recipe=ID&view=cook`). */
  path: `/${string}`;
  title: string;
  /** The lazily loaded page module, from the project root (as the build's manifest names it). */
  page: `src/tinies/${string}-page.tsx`;
  /** Its collections, loaded on demand: on the server at start, in the browser with the page. */
  collections: () => Promise<ToolCollections>;
  /** Whether it has server routes, mounted from `src/server/tool-routes.ts`. */
  serverRoutes?: boolean;
  /**
   * What one document of each collection is called, singular and plural, for sentences
   * such as "You saved 2 recipes and 1 car" (see `describeDocuments`).
   */
  items: Readonly<Record<string, readonly [one: string, many: string]>>;
}

function defineTools<const T extends readonly ToolDefinition[]>(tools: T): T {
  return tools;
}

export const TOOLS = defineTools([
  {
    id: 'apartment-tour-questions',
    path: '/apartment-tour-questions',
    title: 'Apartment Tour Questions',
    page: 'src/tinies/apartment-tour-questions/apartment-tour-questions-page.tsx',
    collections: () =>
      import('./apartment-tour-questions/apartment-tour-questions-schema.ts').then(
        (m) => m.collections,
      ),
    serverRoutes: true,
    items: {
      apartments: ['apartment', 'apartments'],
      units: ['unit', 'units'],
      questions: ['question', 'questions'],
      answers: ['answer', 'answers'],
      costs: ['cost', 'costs'],
      followUps: ['follow-up', 'follow-ups'],
      settings: ['setting', 'settings'],
    },
  },
  {
    id: 'car-maintenance',
    path: '/car-maintenance',
    title: 'Car Maintenance Tracker',
    page: 'src/tinies/car-maintenance/car-maintenance-page.tsx',
    collections: () =>
      import('./car-maintenance/car-maintenance-schema.ts').then((m) => m.collections),
    items: {
      vehicles: ['car', 'cars'],
      services: ['service record', 'service records'],
      locations: ['shop', 'shops'],
      issues: ['issue', 'issues'],
      reminders: ['reminder', 'reminders'],
      fuel: ['fill-up', 'fill-ups'],
      parts: ['part', 'parts'],
      settings: ['setting', 'settings'],
    },
  },
  {
    id: 'recipe-book',
    path: '/recipe-book',
    title: 'Recipe Book',
    page: 'src/tinies/recipe-book/recipe-book-page.tsx',
    collections: () => import('./recipe-book/recipe-schema.ts').then((m) => m.collections),
    serverRoutes: true,
    items: { recipes: ['recipe', 'recipes'] },
  },
  {
    id: 'travel-tracker',
    path: '/travel-tracker',
    title: 'Travel Tracker',
    page: 'src/tinies/travel-tracker/travel-tracker-page.tsx',
    collections: () =>
      import('./travel-tracker/travel-tracker-schema.ts').then((m) => m.collections),
    items: { places: ['place', 'places'], visits: ['visit', 'visits'] },
  },
]);

export type Tool = (typeof TOOLS)[number];
export type ToolId = Tool['id'];
export type ToolPath = Tool['path'];

export function toolById(id: ToolId): Tool {
  return TOOLS.find((tool) => tool.id === id)!;
}

export function toolByPath(path: string): Tool | undefined {
  return TOOLS.find((tool) => tool.path === path);
}

/**
 * Collections that belong to no tool: the design-system gallery's live demo notes
 * (`/ui`, "Live data"). Registered like a tool's, so its data is checked the same way.
 */
export const EXTRA_COLLECTIONS: readonly Pick<ToolDefinition, 'id' | 'collections'>[] = [
  { id: 'gallery', collections: () => import('./gallery-notes.ts').then((m) => m.collections) },
];

const count = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/**
 * What a set of documents is, in words, from their paths (`{tool}/{collection}/{id}`, as a
 * visitor's device keeps them): "1 recipe", "2 recipes and 1 car"; "3 items" for what no
 * tool names.
 */
export function describeDocuments(paths: readonly string[]): string {
  const counts = new Map<string, { n: number; words: readonly [string, string] }>();
  let other = 0;
  for (const path of paths) {
    const [toolId, collection] = path.split('/');
    const tool: ToolDefinition | undefined = TOOLS.find((candidate) => candidate.id === toolId);
    const words = collection === undefined ? undefined : tool?.items[collection];
    if (!words) {
      other += 1;
      continue;
    }
    const key = `${toolId}/${collection}`;
    const entry = counts.get(key) ?? { n: 0, words };
    entry.n += 1;
    counts.set(key, entry);
  }
  const parts = [...counts.values()].map(({ n, words }) => count(n, words));
  if (other > 0) parts.push(count(other, ['item', 'items']));
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(parts);
}
