import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.ts';

describe('negotiateLanguage', () => {
  it.each([
    ['es', 'es'],
    ['de-DE', 'de'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['FR-ca', 'fr'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
  ])('takes the first supported language of %j', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('ranks by quality, not by order', () => {
    expect(negotiateLanguage('en;q=0.3, de;q=0.9, fr;q=0.5')).toBe('de');
    expect(negotiateLanguage('en;q=0.8,es')).toBe('es');
  });

  it('keeps header order among equal qualities', () => {
    expect(negotiateLanguage('de;q=0.5, fr;q=0.5')).toBe('de');
    expect(negotiateLanguage('fr;q=0.5, de;q=0.5')).toBe('fr');
  });

  it('skips languages it does not write', () => {
    expect(negotiateLanguage('ja, it;q=0.9, de;q=0.1')).toBe('de');
    expect(negotiateLanguage('pt-BR, pt')).toBe('en');
  });

  it('never picks a language the reader refuses with q=0', () => {
    expect(negotiateLanguage('es;q=0, fr;q=0.2')).toBe('fr');
    expect(negotiateLanguage('de;q=0')).toBe('en');
  });

  it('reads * as any language the header does not name', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('ja, *;q=0.5')).toBe('en');
    expect(negotiateLanguage('en;q=0, *')).toBe('es');
    expect(negotiateLanguage('de;q=0.2, *;q=0.8')).toBe('en');
  });

  it('tolerates spaces and upper case in parameters', () => {
    expect(negotiateLanguage(' ja ; q=0.9 , de ; Q=0.8 ')).toBe('de');
  });

  it('ignores malformed entries and falls back to English', () => {
    expect(negotiateLanguage('es;q=2, de')).toBe('de');
    expect(negotiateLanguage('fr;q=abc')).toBe('en');
    expect(negotiateLanguage('es_ES')).toBe('en');
    expect(negotiateLanguage('<script>, ;;, ,')).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });

  it('reads a bounded prefix of an oversized header', () => {
    expect(negotiateLanguage(`de, ${'x-y;q=0.1, '.repeat(10_000)}`)).toBe('de');
  });
});
