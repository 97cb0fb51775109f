import { describe, expect, it } from 'vitest';
import { jsonLdScriptTexts, nestsDeeperThan, parseLenientJson } from './json-ld-scripts.ts';

describe('jsonLdScriptTexts', () => {
  it('finds JSON-LD scripts whatever the quoting, case and other attributes', () => {
    const html = [
      '<script type="application/ld+json">1</script>',
      "<SCRIPT id=a TYPE='Application/LD+JSON' >2</SCRIPT >",
      '<script class="x" type=application/ld+json>3</script>',
      '<script type="application/ld+json; charset=utf-8" nonce="n">4</script>',
      '<script data-type="application/ld+json">no</script>',
      '<script type="application/json">no</script>',
      '<script>var s = "<script type=\\"application/ld+json\\">no<\\/script>";</script>',
    ].join('\n');
    expect(jsonLdScriptTexts(html)).toEqual(['1', '2', '3', '4']);
  });

  it('skips scripts inside HTML comments and unwraps comment and CDATA wrappers', () => {
    const html = `
      <!-- <script type="application/ld+json">"commented"</script> -->
      <script type="application/ld+json"><!-- {"a": 1} --></script>
      <script type="application/ld+json">
        //<![CDATA[
        {"b": 2};
        //]]>
      </script>
      <script type="application/ld+json">/*<![CDATA[*/{"c": 3}/*]]>*/</script>`;
    expect(jsonLdScriptTexts(html)).toEqual(['{"a": 1}', '{"b": 2}', '{"c": 3}']);
  });

  it('takes an unclosed last script to the end of the page and stops at an unclosed comment', () => {
    expect(jsonLdScriptTexts('<script type="application/ld+json">{"a": 1}')).toEqual(['{"a": 1}']);
    expect(jsonLdScriptTexts('<!-- <script type="application/ld+json">{"a": 1}</script>')).toEqual(
      [],
    );
  });
});

describe('parseLenientJson', () => {
  it('parses valid JSON as it is', () => {
    expect(parseLenientJson('{"a": [1, ",]"]}')).toEqual({ a: [1, ',]'] });
  });

  it('mends trailing commas, raw line breaks in strings and unknown escapes', () => {
    expect(
      parseLenientJson('{"a": [1, 2,\n ],\n "b": "one\ntwo\tthree", "c": "it\\\'s",}'),
    ).toEqual({ a: [1, 2], b: 'one\ntwo\tthree', c: "it's" });
  });

  it('leaves commas inside strings alone while mending', () => {
    expect(parseLenientJson('["a, ]", "b,}",]')).toEqual(['a, ]', 'b,}']);
  });

  it('gives undefined for what cannot be mended', () => {
    expect(parseLenientJson('{"a": ')).toBeUndefined();
    expect(parseLenientJson('<html>')).toBeUndefined();
  });
});

describe('nestsDeeperThan', () => {
  it('counts lists and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('[[["[[[[\\"[[[["]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[],[],[],[],[]', 1)).toBe(false);
  });
});
