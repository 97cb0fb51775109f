import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it("is the socket's address when no proxy is trusted, whatever the client claims", () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress(undefined, undefined, 0)).toBeUndefined();
  });

  it('takes the address the outermost trusted proxy saw', () => {
    // client 198.51.100.7 -> proxy A (10.0.0.1) -> proxy B (10.0.0.2) -> us
    expect(clientAddress('198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
  });

  it('ignores what a client forged to the left of the trusted entries', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7', '10.0.0.1', 1)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost known address when the chain is shorter than the hops', () => {
    expect(clientAddress(undefined, '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(clientAddress(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});
