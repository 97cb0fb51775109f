import { extractInstructions, type ExtractedInstruction } from './json-ld-instructions.ts';
import { htmlToLines, htmlToText } from '../page-import/html-text.ts';
import {
  firstProperty,
  hasType,
  isNode,
  NodeIndex,
  property,
  textsOf,
  type JsonLdNode,
} from '../page-import/json-ld-nodes.ts';
import {
  absoluteUrl,
  findNodes,
  imageUrls,
  jsonLdDocuments,
  oneLine,
  unique,
} from '../page-import/json-ld-values.ts';

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

/** Terms of a property given as a list or as one comma-separated text ("Vegan, Quick"). */
function terms(node: JsonLdNode, name: string): string[] {
  const all = textsOf(property(node, name))
    .flatMap((text) => text.split(','))
    .map(htmlToText)
    .filter((term) => term !== '');
  return unique(all, (term) => term.toLowerCase());
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

/**
 * The schema.org Recipes in a web page's JSON-LD, or in a JSON text (one object, a list,
 * or a `@graph`), in the order they appear. Invalid blocks are skipped; a page without a
 * recipe gives an empty list. Browser-safe: no DOM, no network.
 */
export function extractRecipes(input: string, options: ExtractOptions = {}): ExtractedRecipe[] {
  const documents = jsonLdDocuments(input);
  const index = new NodeIndex(documents);
  const nodes = findNodes(documents, (node) => hasType(node, 'Recipe'));
  const recipes = nodes.map((node) => readRecipe(node, index, options.baseUrl));
  // NOTE: sites often describe the same recipe twice (an SEO plugin and a recipe plugin).
  return unique(recipes, (recipe) => JSON.stringify(recipe));
}
