/**
 * Reading schema.org nodes out of parsed JSON-LD the way pages actually write them: types
 * as a string or a list, bare or prefixed (`Recipe`, `schema:Recipe`,
 * `http://schema.org/Recipe`), values as strings, numbers, lists or `{ "@value" }`
 * objects, and nodes that stand for another by its `@id`.
 */

export type JsonLdNode = Record<string, unknown>;

const SCHEMA_PREFIXES = ['schema:', 'http://schema.org/', 'https://schema.org/'];

export function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property of a node, whichever way the page spelled its schema.org name. */
export function property(node: JsonLdNode, name: string): unknown {
  if (Object.hasOwn(node, name)) return node[name];
  for (const prefix of SCHEMA_PREFIXES) {
    if (Object.hasOwn(node, prefix + name)) return node[prefix + name];
  }
  return undefined;
}

/** The first of several properties that the node has (and not empty): `name`, else `headline`… */
export function firstProperty(node: JsonLdNode, ...names: string[]): unknown {
  for (const name of names) {
    const value = property(node, name);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** Whether the node has the schema.org type `type` (case-insensitive, prefix ignored). */
export function hasType(node: JsonLdNode, type: string): boolean {
  const types = node['@type'];
  const wanted = type.toLowerCase();
  return (Array.isArray(types) ? types : [types]).some(
    (name) => typeof name === 'string' && name.replace(/^.*[/#:]/, '').toLowerCase() === wanted,
  );
}

/** How deep a page's JSON may nest before the rest is ignored: far beyond real pages. */
export const MAX_NESTING = 100;

/**
 * Every node of the documents that has an `@id` and more than it, so a reference such as
 * `"image": { "@id": "#primaryimage" }` can be followed to the node it names.
 */
export class NodeIndex {
  readonly #nodes = new Map<string, JsonLdNode>();

  constructor(documents: readonly unknown[]) {
    for (const document of documents) this.#add(document, 0);
  }

  #add(value: unknown, depth: number) {
    if (depth > MAX_NESTING) return;
    if (Array.isArray(value)) {
      for (const item of value) this.#add(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length > 1 && !this.#nodes.has(id)) {
      this.#nodes.set(id, value);
    }
    for (const child of Object.values(value)) this.#add(child, depth + 1);
  }

  /** The node a bare `{ "@id" }` reference stands for; anything else as it is. */
  resolve(value: unknown): unknown {
    if (!isNode(value) || Object.keys(value).length !== 1) return value;
    const id = value['@id'];
    return (typeof id === 'string' && this.#nodes.get(id)) || value;
  }
}

/**
 * The plain values in a property: strings and numbers as strings, lists flattened,
 * `@value`/`@list` unwrapped, and named things (a `DefinedTerm`, a `Thing`) by name.
 */
export function textsOf(value: unknown, depth = 0): string[] {
  if (depth > MAX_NESTING) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, depth + 1));
  if (!isNode(value)) return [];
  const inner = firstProperty(value, '@value', '@list', 'name', 'text');
  return inner === undefined ? [] : textsOf(inner, depth + 1);
}
