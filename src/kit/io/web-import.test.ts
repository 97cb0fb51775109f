import { describe, expect, it } from 'vitest';
import { listingImportRequestSchema } from '@/shared/apartment-tour-questions/import-api.ts';
import { importFromWeb, webAddressOf, type WebImportMessages } from './web-import.ts';

const MESSAGES = Object.fromEntries(
  [
    'OFFLINE',
    'UNAUTHENTICATED',
    'INVALID_DATA',
    'PERMISSION_DENIED',
    'NOT_FOUND',
    'RATE_LIMITED',
    'UNAVAILABLE',
    'PAYLOAD_TOO_LARGE',
    'QUOTA_EXCEEDED',
    'INTERNAL',
  ].map((code) => [code, `words for ${code}`]),
) as unknown as WebImportMessages;

describe('webAddressOf', () => {
  it('reads an address typed without its scheme as https, and leaves one with a scheme', () => {
    expect(webAddressOf('  listings.example/maple ')).toBe('https://listings.example/maple');
    expect(webAddressOf('http://listings.example/maple')).toBe('http://listings.example/maple');
    expect(webAddressOf('   ')).toBe('');
  });
});

describe('importFromWeb', () => {
  it('asks for an address in the request schema’s words before it asks the server', async () => {
    const outcome = await importFromWeb('  ', {
      path: '/nowhere',
      request: listingImportRequestSchema,
      isResult: (body): body is object => typeof body === 'object',
      messages: MESSAGES,
    });
    expect(outcome).toEqual({
      ok: false,
      error: { code: 'INVALID_DATA', message: 'Paste a web address' },
    });
  });
});
