import { describe, expect, it } from 'vitest';
import { importFromWebPage, webAddressOf } from './import-client.ts';

describe('webAddressOf', () => {
  it('reads an address typed without its scheme as https', () => {
    expect(webAddressOf('  example.com/pie ')).toBe('https://example.com/pie');
  });

  it('leaves an address with a scheme (any) for the server to judge', () => {
    expect(webAddressOf('http://example.com/pie')).toBe('http://example.com/pie');
    expect(webAddressOf('ftp://example.com/pie')).toBe('ftp://example.com/pie');
    expect(webAddressOf('   ')).toBe('');
  });
});

describe('importFromWebPage', () => {
  it('asks for an address before it asks the server', async () => {
    expect(await importFromWebPage('  ')).toEqual({
      ok: false,
      error: { code: 'INVALID_DATA', message: 'Paste a web address' },
    });
  });
});
