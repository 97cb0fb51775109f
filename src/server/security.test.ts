import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, whitespace included', () => {
    const theme = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const other = 'window.x = 1;';
    const html = `<head><script>${theme}</script></head><body><script type="module">${other}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256(other)]);
  });

  it('skips external and empty scripts', () => {
    const html =
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>' +
      '<script src=/assets/legacy.js></script><script>  \n </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('does not mistake an attribute ending in "src" for src', () => {
    expect(inlineScriptHashes('<script data-src="x">run()</script>')).toEqual([sha256('run()')]);
  });

  it('hashes UTF-8 bytes, as browsers do', () => {
    expect(inlineScriptHashes('<script>say("héllo ✓")</script>')).toEqual([
      `'sha256-${createHash('sha256').update(Buffer.from('say("héllo ✓")', 'utf8')).digest('base64')}'`,
    ]);
  });
});
