import { describe, expect, it } from 'vitest';
import { megabytes, readPastedText, readTextFile } from './read-text.ts';

describe('readTextFile', () => {
  it('reads a file within the cap and refuses a larger one unread', async () => {
    const file = new File(['{"a":1}'], 'a.json');
    expect(await readTextFile(file, 7)).toEqual({ text: '{"a":1}' });
    expect(await readTextFile(file, 6)).toEqual({ problem: 'too-large' });
  });

  it('says when the file cannot be read', async () => {
    const broken = { size: 1, text: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    expect(await readTextFile(broken, 10)).toEqual({ problem: 'unreadable' });
  });
});

describe('readPastedText', () => {
  it('refuses blank and overlong text', () => {
    expect(readPastedText('  \n', 10)).toEqual({ problem: 'empty' });
    expect(readPastedText('x'.repeat(11), 10)).toEqual({ problem: 'too-large' });
    expect(readPastedText('hello', 10)).toEqual({ text: 'hello' });
  });

  it('names the cap in megabytes', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
