import type { RecipeSection, RecipeStep } from './recipe-model.ts';
import { htmlToLines, htmlToText } from '../page-import/html-text.ts';
import {
  firstProperty,
  hasType,
  isNode,
  MAX_NESTING,
  property,
  textsOf,
  type NodeIndex,
} from '../page-import/json-ld-nodes.ts';

/** One line of a recipe's method: a step, or a heading over the steps that follow. */
export type ExtractedInstruction = RecipeStep | RecipeSection;

/**
 * Numbering that pages write into the text ("1. Preheat", "Step 2: Mix"): the recipe
 * numbers its steps itself. NOTE: "1.5 hours" keeps its number.
 */
const NUMBERING = /^(?:step\s*\d{1,3}\s*[.):\-–—]?|\d{1,3}\s*[.):](?!\d))\s*/i;

function stepsFromLines(lines: string[]): ExtractedInstruction[] {
  return lines
    .map((line) => line.replace(NUMBERING, ''))
    .filter((text) => text !== '')
    .map((text) => ({ kind: 'step', text }));
}

function collect(
  value: unknown,
  index: NodeIndex,
  out: ExtractedInstruction[],
  depth: number,
): void {
  if (depth > MAX_NESTING) return;
  const item = index.resolve(value);
  if (typeof item === 'string') {
    out.push(...stepsFromLines(htmlToLines(item)));
    return;
  }
  if (Array.isArray(item)) {
    for (const part of item) collect(part, index, out, depth + 1);
    return;
  }
  if (!isNode(item)) return;

  const children = firstProperty(item, 'itemListElement', 'steps', '@list');
  if (hasType(item, 'HowToSection')) {
    const title = htmlToText(textsOf(firstProperty(item, 'name', 'headline'))[0] ?? '');
    if (title !== '') out.push({ kind: 'section', title });
    collect(children, index, out, depth + 1);
    return;
  }
  if (hasType(item, 'ListItem') && property(item, 'item') !== undefined) {
    collect(property(item, 'item'), index, out, depth + 1);
    return;
  }
  // A HowToStep, HowToDirection or HowToTip (or an untyped one): its text, else its
  // name, is one step; a step made of directions lists them instead.
  const text = firstProperty(item, 'text', '@value', 'name', 'description');
  if (typeof text === 'string') {
    out.push(...stepsFromLines([htmlToText(text)]));
    return;
  }
  collect(children, index, out, depth + 1);
}

/**
 * A flat list of steps and section headings from `recipeInstructions` in any of the
 * shapes pages use: one text with a step per line (or per HTML paragraph or list item),
 * a list of texts, `HowToStep`s, `HowToSection`s of steps, `ItemList`s of `ListItem`s,
 * and lists nested in lists.
 */
export function extractInstructions(value: unknown, index: NodeIndex): ExtractedInstruction[] {
  const out: ExtractedInstruction[] = [];
  collect(value, index, out, 0);
  return out;
}
