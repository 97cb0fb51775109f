/**
 * Pages built to make a careless parser slow: each repeats one pattern that a
 * backtracking expression or a repeated rescan would read over and over, so reading one
 * of `size` characters takes time in proportion to `size²` rather than `size`.
 */

const jsonLd = (content: string) => `<script type="application/ld+json">${content}</script>`;
const recipeWith = (description: string) =>
  jsonLd(`{"@type":"Recipe","name":"Hostile","description":${JSON.stringify(description)}}`);

/** Pattern repeated until the page has about `size` characters. */
const fill = (pattern: string, size: number) =>
  pattern.repeat(Math.max(1, Math.ceil(size / pattern.length)));

export const HOSTILE_PAGES = {
  /** `{`, spaces, `}` in one JSON-LD block: the page that froze the server. */
  'json-ld-spaces': (size: number) => jsonLd(`{${' '.repeat(size)}}`),
  /** Opening script tags that never close. */
  'script-tags': (size: number) => fill('<script', size),
  /** An empty JSON-LD object followed by semicolons, a wrapper that pages strip. */
  'json-ld-semicolons': (size: number) => jsonLd(`{}${fill(';', size)}`),
  /** A JSON-LD block opened by comment wrappers, one after the other. */
  'json-ld-comment-wrappers': (size: number) => jsonLd(`${fill('<!--', size)}{}`),
  /** A recipe whose description opens comments that never close. */
  'description-comments': (size: number) => recipeWith(fill('<!--', size)),
  /** A recipe whose description opens paragraphs that never close. */
  'description-paragraphs': (size: number) => recipeWith(fill('<p', size)),
} satisfies Record<string, (size: number) => string>;

export type HostilePageKind = keyof typeof HOSTILE_PAGES;

export function hostilePage(kind: HostilePageKind, size: number): string {
  return HOSTILE_PAGES[kind](size);
}
