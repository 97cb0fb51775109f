import { gzipSync } from 'node:zlib';
import {
  readFixture,
  startPageSite,
  type FixtureSite,
  type Handler,
} from '../../page-import/testing/page-site.ts';

export type { FixtureSite };

/**
 * The import tests' web site (see `page-site.ts`) with the recipe fixture pages under
 * `/recipes/`, and recipe pages in other character sets, compressed or without a type.
 */

const FIXTURES = new URL('../../../shared/recipe-book/fixtures/', import.meta.url);

export function fixturePage(name: string): Buffer {
  return readFixture(FIXTURES, name);
}

/** "Crêpes Suzette" in ISO-8859-1: ê is the single byte 0xEA, ½ the byte 0xBD. */
function latin1Page(charsetInMeta: boolean): Buffer {
  const meta = charsetInMeta ? '<meta charset="windows-1252">' : '';
  const recipe = '{"@type":"Recipe","name":"Crêpes Suzette","recipeIngredient":["½ l de lait"]}';
  return Buffer.from(
    `<html><head>${meta}<script type="application/ld+json">${recipe}</script></head></html>`,
    'latin1',
  );
}

const RECIPE_ROUTES: Record<string, Handler> = {
  '/no-recipe': (_, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end('<html><body>Nothing to cook</body></html>'),
  '/untyped': (_, response) => response.writeHead(200).end(fixturePage('minimal-blog.html')),
  '/latin1-header': (_, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=ISO-8859-1' })
      .end(latin1Page(false)),
  '/latin1-meta': (_, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(latin1Page(true)),
  '/gzip': (_, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' })
      .end(gzipSync(fixturePage('news-site-array.html'))),
};

export function startFixtureSite(): Promise<FixtureSite> {
  return startPageSite({
    fixtures: { recipes: FIXTURES },
    landing: '/recipes/minimal-blog.html',
    routes: RECIPE_ROUTES,
  });
}
