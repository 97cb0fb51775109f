import { extractInstructions, type ExtractedInstruction } from './json-ld-instructions.ts';
import { htmlToLines, htmlToText } from '../page-import/html-text.ts';
import {
  firstProperty,
  hasType,
  isNode,
  MAX_NESTING,
  NodeIndex,
  property,
  textsOf,
  type JsonLdNode,
} from '../page-import/json-ld-nodes.ts';
import { jsonLdScriptTexts, parseLenientJson } from '../page-import/json-ld-scripts.ts';

/**
 * A schema.org Recipe as a page describes it, in clean text (entities decoded, tags
 * dropped) but not yet interpreted: times, yields and ingredient lines stay as the page
 * wrote them, for the recipe form's parsers to read.
 */
export interface ExtractedRecipe {
  /** Empty when the page gave none. */
  name: string;
  description?: string;
  /** Absolute http(s) addresses, best first as the page listed them. */
  images: string[];
  categories: string[];
  cuisines: string[];
  keywords: string[];
  /** Every `recipeYield` value: `["4", "4 servings"]`, `["Makes 12 cookies"]`. */
  yields: string[];
  /** One line each, as written: "1 ½ cups flour, sifted". */
  ingredients: string[];
  instructions: ExtractedInstruction[];
  /** ISO 8601 (`PT1H10M`) or free text ("25-35 minutes"), as written. */
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  /** The recipe's own page, when it names one. */
  url?: string;
}

export interface ExtractOptions {
  /** The page's address, against which relative image and page links are resolved. */
  baseUrl?: string;
}

export type { ExtractedInstruction };

function absoluteUrl(text: string, baseUrl: string | undefined): string | undefined {
  // NOTE: protocol-relative links ("//cdn…/a.jpg") are common; without a page to go by,
  // https is the safe guess.
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The values without repeats, first one kept; `key` says which count as the same. */
function unique<T>(values: T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = key(value);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** A property's first text on one line; undefined when it has none. */
function oneLine(node: JsonLdNode, ...names: string[]): string | undefined {
  const text = htmlToText(textsOf(firstProperty(node, ...names))[0] ?? '');
  return text === '' ? undefined : text;
}

/** Terms of a property given as a list or as one comma-separated text ("Vegan, Quick"). */
function terms(node: JsonLdNode, name: string): string[] {
  const all = textsOf(property(node, name))
    .flatMap((text) => text.split(','))
    .map(htmlToText)
    .filter((term) => term !== '');
  return unique(all, (term) => term.toLowerCase());
}

/** Image addresses from a URL, an `ImageObject`, a reference to one, or a list of them. */
function imageUrls(value: unknown, index: NodeIndex, baseUrl?: string, depth = 0): string[] {
  const item = index.resolve(value);
  if (depth > MAX_NESTING) return [];
  if (typeof item === 'string') {
    const url = absoluteUrl(item, baseUrl);
    return url ? [url] : [];
  }
  if (Array.isArray(item)) return item.flatMap((part) => imageUrls(part, index, baseUrl, depth));
  if (!isNode(item)) return [];
  const url = firstProperty(item, 'url', 'contentUrl');
  return typeof url === 'string' ? imageUrls(url, index, baseUrl, depth + 1) : [];
}

function pageUrl(node: JsonLdNode, baseUrl: string | undefined): string | undefined {
  const page = firstProperty(node, 'url', 'mainEntityOfPage');
  const text =
    typeof page === 'string' ? page : isNode(page) ? firstProperty(page, 'url', '@id') : '';
  return typeof text === 'string' && text !== '' ? absoluteUrl(text, baseUrl) : undefined;
}

function readRecipe(node: JsonLdNode, index: NodeIndex, baseUrl?: string): ExtractedRecipe {
  const description = htmlToLines(textsOf(property(node, 'description'))[0] ?? '').join('\n');
  const recipe: ExtractedRecipe = {
    name: oneLine(node, 'name', 'headline') ?? '',
    description: description || undefined,
    images: unique(imageUrls(firstProperty(node, 'image', 'thumbnailUrl'), index, baseUrl)),
    categories: terms(node, 'recipeCategory'),
    cuisines: terms(node, 'recipeCuisine'),
    keywords: terms(node, 'keywords'),
    yields: unique(
      textsOf(firstProperty(node, 'recipeYield', 'yield'))
        .map(htmlToText)
        .filter((text) => text !== ''),
    ),
    ingredients: textsOf(firstProperty(node, 'recipeIngredient', 'ingredients')).flatMap(
      htmlToLines,
    ),
    instructions: extractInstructions(property(node, 'recipeInstructions'), index),
    prepTime: oneLine(node, 'prepTime'),
    cookTime: oneLine(node, 'cookTime'),
    totalTime: oneLine(node, 'totalTime'),
    url: pageUrl(node, baseUrl),
  };
  // Absent fields are left out rather than set to undefined, so results compare plainly.
  return Object.fromEntries(
    Object.entries(recipe).filter(([, value]) => value !== undefined),
  ) as ExtractedRecipe;
}

/** Every Recipe node anywhere in a document: in `@graph`, lists, `mainEntity`, `hasPart`… */
function findRecipeNodes(value: unknown, found: Set<JsonLdNode>, depth: number) {
  if (depth > MAX_NESTING) return;
  if (Array.isArray(value)) {
    for (const item of value) findRecipeNodes(item, found, depth + 1);
  } else if (isNode(value)) {
    if (hasType(value, 'Recipe')) found.add(value);
    for (const child of Object.values(value)) findRecipeNodes(child, found, depth + 1);
  }
}

/**
 * The schema.org Recipes in a web page's JSON-LD, or in a JSON text (one object, a list,
 * or a `@graph`), in the order they appear. Invalid blocks are skipped; a page without a
 * recipe gives an empty list. Browser-safe: no DOM, no network.
 */
export function extractRecipes(input: string, options: ExtractOptions = {}): ExtractedRecipe[] {
  const text = input.replace(/^\ufeff/, '').trim();
  const documents = /^[[{]/.test(text)
    ? [parseLenientJson(text)]
    : jsonLdScriptTexts(text).map(parseLenientJson);
  const index = new NodeIndex(documents);
  const nodes = new Set<JsonLdNode>();
  for (const document of documents) findRecipeNodes(document, nodes, 0);
  const recipes = [...nodes].map((node) => readRecipe(node, index, options.baseUrl));
  // NOTE: sites often describe the same recipe twice (an SEO plugin and a recipe plugin).
  return unique(recipes, (recipe) => JSON.stringify(recipe));
}
