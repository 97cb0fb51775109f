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
  },
  {
    id: 'car-maintenance',
    path: '/car-maintenance',
    title: 'Car Maintenance Tracker',
    page: 'src/tinies/car-maintenance/car-maintenance-page.tsx',
    collections: () =>
      import('./car-maintenance/car-maintenance-schema.ts').then((m) => m.collections),
  },
  {
    id: 'recipe-book',
    path: '/recipe-book',
    title: 'Recipe Book',
    page: 'src/tinies/recipe-book/recipe-book-page.tsx',
    collections: () => import('./recipe-book/recipe-schema.ts').then((m) => m.collections),
    serverRoutes: true,
  },
  {
    id: 'travel-tracker',
    path: '/travel-tracker',
    title: 'Travel Tracker',
    page: 'src/tinies/travel-tracker/travel-tracker-page.tsx',
    collections: () =>
      import('./travel-tracker/travel-tracker-schema.ts').then((m) => m.collections),
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
