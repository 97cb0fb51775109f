import { describe, expect, it } from 'vitest';
import { metaTags, pageTitle } from './meta-tags.ts';

describe('metaTags', () => {
  it('reads property or name, any quoting and case, the first of a name, in clean text', () => {
    const html = [
      '<META PROPERTY="og:Title" CONTENT="Flat &amp; garden">',
      "<meta content='2 bd\n  1 ba' property=og:description />",
      '<meta name="description" content="<b>Bold</b> words">',
      '<meta property="og:title" content="second one">',
      '<meta property="og:empty" content="  ">',
      '<meta charset="utf-8">',
    ].join('\n');
    expect(Object.fromEntries(metaTags(html))).toEqual({
      'og:title': 'Flat & garden',
      'og:description': '2 bd 1 ba',
      description: 'Bold words',
    });
  });

  it('stops at a tag that never closes', () => {
    expect(metaTags('<meta property="a" content="1"><meta property="b" content="2"').size).toBe(1);
  });
});

describe('pageTitle', () => {
  it('reads the first title, decoded, and nothing from a title that never closes', () => {
    expect(pageTitle('<head><title lang=en> Home &amp;\n Garden </title><title>2</title>')).toBe(
      'Home & Garden',
    );
    expect(pageTitle('<title>Open')).toBeUndefined();
    expect(pageTitle('<p>no title</p>')).toBeUndefined();
  });
});
