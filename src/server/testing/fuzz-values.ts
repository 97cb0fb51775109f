import fc from 'fast-check';
import {
  carSettings,
  customPart,
  fill,
  issue,
  location,
  reminder,
  service,
  vehicle,
} from '../../shared/car-maintenance/testing/car-arbitraries.ts';
import { RECIPE_TYPES } from '../../shared/recipe-book/recipe-model.ts';

/**
 * fast-check generators of hostile values for the public API's fuzz tests: documents of
 * the tools' real shapes with mutations, and JSON text no serializer would write (keys
 * that shadow prototypes, numbers past a double, lone surrogates, deep nesting).
 */

/** Keys that mean something to JavaScript or to the path grammar. */
export const EVIL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'then',
  'length',
  'a.b',
  '$x',
  '#',
  '[0]',
  'a/b',
  '',
  ' ',
  '\u0000',
  '\u007f',
  '\ud800',
  'e\u0301',
  '\u202e',
  '😀',
  'x'.repeat(800),
];

/** Text that has tripped parsers, databases and terminals. */
export const ODD_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\ufeff',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓',
  '👩‍👩‍👧‍👦',
  '\u2028\u2029',
  '<script>alert(1)</script>',
  "'; DROP TABLE data_documents; --",
  '"\\',
  '%00',
  '../../etc/passwd',
  'x'.repeat(201),
  'ß'.repeat(3000),
];

/** Numbers as JSON text, including those no double holds. */
export const ODD_NUMBER_TEXT = [
  '1e400',
  '-1e400',
  '-0',
  '1E-400',
  '2e308',
  '123456789012345678901234567890',
  '9007199254740993',
  '0.1e-7',
  '5e-324',
  '1.7976931348623157e308',
];

/** Numbers as values: extremes a document might hold. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  10_081,
  1_000_001,
];

const oddText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** Text a person would type, sometimes odd. */
export const text = (max: number) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .string({ minLength: 1, maxLength: Math.min(max, 30) })
        .filter((value) => value.trim() !== ''),
    },
    { weight: 1, arbitrary: oddText },
  );

/** A key of an object: ordinary, or one of the keys that bite. */
export const objectKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
  { weight: 2, arbitrary: fc.constantFrom(...EVIL_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);

/** Any JSON-ish value: plain JSON, odd numbers and text, a little nesting. */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...ODD_NUMBERS),
    fc.double(),
    fc.integer(),
    oddText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(objectKey, tie('value')), { maxLength: 4 }).map(objectOf),
  ),
})).value;

/**
 * An object of `entries`, with `__proto__` as an own member (plain assignment would
 * set the prototype instead), so JSON.stringify writes every key.
 */
export function objectOf(entries: readonly (readonly [string, unknown])[]): object {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** JSON text nested `depth` levels, as arrays or objects. */
export const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** JSON text written by hand: duplicate and prototype keys, numbers past a double. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ text: string }>((tie) => ({
  text: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '""'),
    fc.constantFrom(...ODD_NUMBER_TEXT),
    oddText.map((value) => JSON.stringify(value)),
    fc.array(tie('text'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(objectKey, tie('text')), { maxLength: 5 })
      .map(
        (entries) =>
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
      ),
  ),
})).text;

const iso = fc
  .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());

const minutes = fc.integer({ min: 0, max: 7 * 24 * 60 });
const amount = fc.double({ min: 0.001, max: 1_000_000, noNaN: true });

const ingredient = fc
  .record(
    {
      kind: fc.constant('ingredient'),
      quantity: amount,
      unit: text(40),
      name: text(200),
      note: text(200),
    },
    { requiredKeys: ['kind', 'name'] },
  )
  .map((line) =>
    line.quantity === undefined ? line : { ...line, quantityMax: line.quantity * 2 },
  );
const section = fc.record({ kind: fc.constant('section'), title: text(200) });
const step = fc.record({ kind: fc.constant('step'), text: text(4000) });

/** A recipe the schema would take (when its texts are not blank). */
export const recipe = fc.record(
  {
    name: text(200),
    type: fc.constantFrom(...RECIPE_TYPES),
    description: text(2000),
    prepMinutes: minutes,
    cookMinutes: minutes,
    servings: fc.integer({ min: 1, max: 1000 }),
    ingredients: fc.array(fc.oneof(ingredient, section), { maxLength: 4 }),
    steps: fc.array(fc.oneof(step, section), { maxLength: 4 }),
    tags: fc.array(text(40), { maxLength: 4 }),
    photoId: fc.stringMatching(/^[0-9a-f]{32}$/),
    sourceUrl: fc.constantFrom('https://example.test/soup', 'http://127.0.0.1/r', 'javascript:1'),
    cuisine: text(40),
    notes: text(10_000),
    favourite: fc.boolean(),
    createdAt: iso,
    updatedAt: iso,
  },
  {
    requiredKeys: [
      'name',
      'type',
      'prepMinutes',
      'cookMinutes',
      'servings',
      'ingredients',
      'steps',
      'tags',
      'favourite',
      'createdAt',
      'updatedAt',
    ],
  },
);

const named = fc.record({ name: text(200) });

/**
 * The Car Maintenance Tracker's eight collections, with valid documents whose references
 * point at the document ids the fuzz tests write (`d1`, `d2`, `d3`).
 */
function carMaintenance() {
  const ids = { vehicles: ['d1', 'd2'], services: ['d1', 'd3'], issues: ['d2'], parts: ['d3'] };
  const places: [string, fc.Arbitrary<object>][] = [
    ['vehicles', vehicle],
    ['services', service(ids)],
    ['locations', location],
    ['issues', issue(ids)],
    ['reminders', reminder(ids)],
    ['fuel', fill(ids)],
    ['parts', customPart],
    ['settings', carSettings],
  ];
  return places.map(([collection, document]) => ({
    tiny: 'car-maintenance',
    collection,
    document,
  }));
}

const galleryNote = fc.record({ text: text(140), done: fc.boolean() });

/** Every collection the server registers, with a generator of its documents. */
export const COLLECTIONS: readonly {
  tiny: string;
  collection: string;
  document: fc.Arbitrary<object>;
}[] = [
  { tiny: 'recipe-book', collection: 'recipes', document: recipe },
  { tiny: 'apartment-tour-questions', collection: 'apartments', document: named },
  ...carMaintenance(),
  { tiny: 'travel-tracker', collection: 'places', document: named },
  { tiny: 'gallery', collection: 'notes', document: galleryNote },
];

/** One change to a value: where (indices picking a way down) and what. */
export interface Mutation {
  at: number[];
  kind: 'drop' | 'set' | 'add';
  key: string;
  value: unknown;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.array(fc.nat(), { maxLength: 3 }),
  kind: fc.constantFrom('drop', 'set', 'add'),
  key: objectKey,
  value: anyValue,
});

/** `value` with `mutations` applied (a copy; the original is left alone). */
export function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let result: unknown = structuredClone(value);
  for (const { at, kind, key, value: next } of mutations) {
    let node = result;
    for (const pick of at) {
      const children =
        node && typeof node === 'object'
          ? Object.values(node).filter((child) => child && typeof child === 'object')
          : [];
      if (children.length === 0) break;
      node = children[pick % children.length];
    }
    if (!node || typeof node !== 'object') {
      result = next;
      continue;
    }
    const keys = Object.keys(node);
    const target = kind === 'add' || keys.length === 0 ? key : keys[key.length % keys.length]!;
    try {
      if (kind === 'drop') delete (node as Record<string, unknown>)[target];
      else {
        Object.defineProperty(node, target, {
          value: next,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    } catch {
      // An array's `length` takes no such value: this mutation changes nothing.
    }
  }
  return result;
}

/** Changes to JSON text after serializing: the shapes a serializer never writes. */
export const textMutation = fc.oneof(
  { weight: 8, arbitrary: fc.constant((json: string) => json) },
  {
    weight: 1,
    arbitrary: fc.nat().map((cut) => (json: string) => json.slice(0, cut % (json.length + 1))),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...ODD_NUMBER_TEXT)
      .map((number) => (json: string) => json.replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/i, number)),
  },
  {
    weight: 1,
    arbitrary: jsonText.map(
      (inner) => (json: string) =>
        json.startsWith('{') && json.length > 2 ? `{"__proto__":${inner},${json.slice(1)}` : json,
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(' trailing', ',', '}', '\u0000', '\n\n{}')
      .map((tail) => (json: string) => json + tail),
  },
);
