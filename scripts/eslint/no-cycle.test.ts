import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noCycle } from './no-cycle.js';

const folders: string[] = [];

/** Lints a made-up `src` folder of `files` with only the cycle rule on. */
async function cyclesIn(files: Record<string, string>): Promise<Record<string, string[]>> {
  const root = mkdtempSync(join(tmpdir(), 'no-cycle-'));
  folders.push(root);
  const src = join(root, 'src');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, name)), { recursive: true });
    writeFileSync(join(src, name), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { tinies: { rules: { 'no-cycle': noCycle } } },
        rules: { 'tinies/no-cycle': ['error', { root: src }] },
      },
    ],
  });
  const results = await eslint.lintFiles(['src']);
  const found: Record<string, string[]> = {};
  for (const result of results) {
    const messages = result.messages.map((message) => message.message);
    if (messages.length > 0) found[result.filePath.slice(src.length + 1)] = messages;
  }
  return found;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('tinies/no-cycle', () => {
  it('names every file of a cycle, through the alias, a re-export and import()', async () => {
    const found = await cyclesIn({
      'a.ts': "import { b } from './kit/b.ts';\nexport const a = () => b;\n",
      'kit/b.ts': "export { c } from '../c.ts';\nexport const b = 1;\n",
      'c.ts': "export const c = async () => (await import('@/a.ts')).a;\n",
      'd.ts': "import { a } from './a.ts';\nexport const d = a;\n",
    });
    expect(found).toEqual({
      'a.ts': ['Import cycle: a.ts → kit/b.ts → c.ts → a.ts.'],
      'kit/b.ts': ['Import cycle: kit/b.ts → c.ts → a.ts → kit/b.ts.'],
      'c.ts': ['Import cycle: c.ts → a.ts → kit/b.ts → c.ts.'],
    });
  });

  it('leaves out type-only imports, tests and testing folders', async () => {
    const found = await cyclesIn({
      'a.ts': "import type { B } from './b.ts';\nexport type A = B;\nexport const a = 1;\n",
      'b.ts':
        "import { a } from './a.ts';\nimport { type A } from './a.ts';\nexport type B = A;\nexport const b = a;\n",
      'a.test.ts': "import { b } from './b.ts';\nexport const t = b;\n",
      'testing/helper.ts': "import { b } from '../b.ts';\nexport const h = b;\n",
      'e.ts': "import { h } from './testing/helper.ts';\nexport const e = h;\n",
    });
    expect(found).toEqual({});
  });

  it('finds a file that imports itself', async () => {
    const found = await cyclesIn({ 'a.ts': "import './a.ts';\nexport const a = 1;\n" });
    expect(found).toEqual({ 'a.ts': ['Import cycle: a.ts → a.ts.'] });
  });
});
