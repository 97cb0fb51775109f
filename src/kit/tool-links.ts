/**
 * Where a tool is: every screen lives at the tool's one path and is told apart by the
 * query, so the server and the offline copy answer one route and links survive reloads.
 *
 * - list: `{path}?q=…` (the list's own parameters, whatever they are)
 * - an entry: `?{entry}={id}`, with `&view={screen}` for its other screens (edit, cook…)
 * - the tool's other screens: `?view={screen}` (new, import…)
 *
 * The list's parameters ride along on every link, so "Back" returns to the same search.
 */

export type ToolScreen<EntryScreen extends string, ToolWide extends string> =
  | { kind: 'list' }
  | { kind: 'detail'; id: string }
  | { kind: EntryScreen; id: string }
  | { kind: ToolWide };

export interface ToolLinksOptions<EntryScreen extends string, ToolWide extends string> {
  path: string;
  /** The parameter naming the entry: `recipe` in `?recipe=ID`. */
  entryParam: string;
  /** An entry's screens besides its detail. */
  entryScreens: readonly EntryScreen[];
  /** The screens of the whole tool besides its list. */
  toolScreens: readonly ToolWide[];
}

export interface ToolLinks<S> {
  path: string;
  /** The screen the query asks for; anything unknown is the list (or the entry's detail). */
  screenOf(params: URLSearchParams): S;
  /** The list's own parameters: everything but the screen's. */
  listParams(params: URLSearchParams): URLSearchParams;
  /** The link to a screen, keeping the list's parameters from `current`. */
  hrefFor(screen: S, current?: URLSearchParams): string;
}

const VIEW_PARAM = 'view';

export function defineToolLinks<EntryScreen extends string, ToolWide extends string>({
  path,
  entryParam,
  entryScreens,
  toolScreens,
}: ToolLinksOptions<EntryScreen, ToolWide>): ToolLinks<ToolScreen<EntryScreen, ToolWide>> {
  type Screen = ToolScreen<EntryScreen, ToolWide>;
  const isEntryScreen = (view: string | null): view is EntryScreen =>
    (entryScreens as readonly (string | null)[]).includes(view);
  const isToolScreen = (view: string | null): view is ToolWide =>
    (toolScreens as readonly (string | null)[]).includes(view);

  function listParams(params: URLSearchParams): URLSearchParams {
    const kept = new URLSearchParams(params);
    kept.delete(entryParam);
    kept.delete(VIEW_PARAM);
    return kept;
  }

  return {
    path,
    listParams,
    screenOf(params) {
      const id = params.get(entryParam);
      const view = params.get(VIEW_PARAM);
      if (id) return (isEntryScreen(view) ? { kind: view, id } : { kind: 'detail', id }) as Screen;
      return (isToolScreen(view) ? { kind: view } : { kind: 'list' }) as Screen;
    },
    hrefFor(screen, current) {
      const params = listParams(current ?? new URLSearchParams());
      if ('id' in screen) params.set(entryParam, screen.id);
      if (screen.kind !== 'list' && screen.kind !== 'detail') params.set(VIEW_PARAM, screen.kind);
      const query = params.toString();
      return query ? `${path}?${query}` : path;
    },
  };
}
