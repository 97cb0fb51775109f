import { describe, expect, it, vi } from 'vitest';
import {
  fold,
  matchesWords,
  phraseMatcher,
  searchPhrase,
  searchWords,
  wordMatcher,
} from './word-match.ts';

describe('fold and searchWords', () => {
  it('drops case and accents', () => {
    expect(fold('Crème BRÛLÉE à la Señora')).toBe('creme brulee a la senora');
  });

  it('splits a search into folded words and ignores blank space', () => {
    expect(searchWords('  Crème   brûlée ')).toEqual(['creme', 'brulee']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });

  it('needs every word in the text', () => {
    expect(matchesWords('tomato soup\nwinter', ['soup', 'wint'])).toBe(true);
    expect(matchesWords('tomato soup\nwinter', ['soup', 'summer'])).toBe(false);
    expect(matchesWords('anything', [])).toBe(true);
  });
});

const notes = [
  { title: 'Crème brûlée', tags: ['dessert', 'make-ahead'] },
  { title: 'Tomato soup', tags: ['winter'] },
  { title: 'Summer salad', tags: ['quick'] },
];
type Note = (typeof notes)[number];
const fieldsOf = vi.fn((note: Note) => [note.title, ...note.tags]);

/** The titles of the notes a matcher keeps for a search, read by `parse`. */
function finder<Q>(matches: (note: Note, query: Q) => boolean, parse: (search: string) => Q) {
  return (search: string) =>
    notes.filter((note) => matches(note, parse(search))).map((note) => note.title);
}

/** Searches as "soup" is typed, letter by letter, counting reads from zero. */
function typeSoup(find: (search: string) => string[]) {
  fieldsOf.mockClear();
  for (const search of ['s', 'so', 'sou', 'soup']) find(search);
}

describe('wordMatcher', () => {
  const find = finder(wordMatcher(fieldsOf), searchWords);

  it('finds items by any field, whatever the case and accents, every word required', () => {
    expect(find('CREME')).toEqual(['Crème brûlée']);
    expect(find('  soup   WINTER ')).toEqual(['Tomato soup']);
    expect(find('soup summer')).toEqual([]);
    expect(find('make-ahead')).toEqual(['Crème brûlée']);
    expect(find('')).toEqual(notes.map((note) => note.title));
  });

  it('never matches a word across two fields', () => {
    expect(find('soupwinter')).toEqual([]);
    expect(find('soup winter')).toEqual(['Tomato soup']);
  });

  it('reads each item once, not on every search', () => {
    typeSoup(finder(wordMatcher(fieldsOf), searchWords));
    expect(fieldsOf).toHaveBeenCalledTimes(notes.length);
  });
});

describe('searchPhrase and phraseMatcher', () => {
  const find = finder(phraseMatcher(fieldsOf), searchPhrase);

  it('trims and folds the search but keeps it whole', () => {
    expect(searchPhrase('  Crème   BRÛLÉE ')).toBe('creme   brulee');
    expect(searchPhrase('   ')).toBe('');
  });

  it('finds the whole text within one field, whatever the case and accents', () => {
    expect(find('  CREME BRU ')).toEqual(['Crème brûlée']);
    expect(find('ato so')).toEqual(['Tomato soup']);
    expect(find('make-ahead')).toEqual(['Crème brûlée']);
    expect(find('')).toEqual(notes.map((note) => note.title));
  });

  it('needs the words together and in order, within a single field', () => {
    expect(find('soup tomato')).toEqual([]);
    expect(find('tomato winter')).toEqual([]);
    expect(find('soup winter')).toEqual([]);
    expect(find('creme  brulee')).toEqual([]);
  });

  it('reads each item once, not on every search', () => {
    typeSoup(finder(phraseMatcher(fieldsOf), searchPhrase));
    expect(fieldsOf).toHaveBeenCalledTimes(notes.length);
  });
});
