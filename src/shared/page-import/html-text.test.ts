import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToLines, htmlToText } from './html-text.ts';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities', () => {
    expect(decodeEntities('Salt &amp; pepper, it&#39;s 1&#x2F;2 &frac12; &deg;C&nbsp;!')).toBe(
      "Salt & pepper, it's 1/2 ½ °C\u00a0!",
    );
    expect(decodeEntities('&Eacute;clair, cr&egrave;me, na&iuml;ve, fa&ccedil;ade')).toBe(
      'Éclair, crème, naïve, façade',
    );
    expect(decodeEntities('&#X1F373; &#8211; &hellip;')).toBe('🍳 – …');
  });

  it('accepts the old names without a semicolon and leaves unknown ones as written', () => {
    expect(decodeEntities('Salt &amp pepper &lt 5')).toBe('Salt & pepper < 5');
    expect(decodeEntities('&copy2024 &madeup; AT&T &')).toBe('&copy2024 &madeup; AT&T &');
  });

  it('turns code points that are not characters into the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('decodes only once', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('htmlToLines and htmlToText', () => {
  it('drops tags, splits at paragraphs, items and breaks, and collapses spaces', () => {
    const html =
      '<p>Mix  the <b>flour</b>\tand water.</p>\n<ul><li>One</li><li> Two </li></ul>A<br/>B';
    expect(htmlToLines(html)).toEqual(['Mix the flour and water.', 'One', 'Two', 'A', 'B']);
    expect(htmlToText(html)).toBe('Mix the flour and water. One Two A B');
  });

  it('reads encoded and twice-encoded markup as markup', () => {
    expect(htmlToLines('&lt;p&gt;Rest&lt;/p&gt;&lt;p&gt;Don&amp;#39;t rush&lt;/p&gt;')).toEqual([
      'Rest',
      "Don't rush",
    ]);
  });

  it('keeps a lone less-than sign and drops comments and invisible characters', () => {
    expect(htmlToText('Bake < 5 minutes<!-- oven 3 --> at 1&lt;2\u200b0\u00ad0°C')).toBe(
      'Bake < 5 minutes at 1<200°C',
    );
  });
});
