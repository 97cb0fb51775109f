import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markReturning, RETURNING_KEY } from './returning.ts';

/** index.html's inline script, as the browser runs it before the first paint. */
function runHeadScript() {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('a returning browser', () => {
  it('is marked before the first paint once a tool has kept something, and a newcomer is not', () => {
    runHeadScript();
    expect(document.documentElement).not.toHaveClass('returning');
    markReturning();
    expect(localStorage.getItem(RETURNING_KEY)).toBe('1');
    runHeadScript();
    expect(document.documentElement).toHaveClass('returning');
  });
});
