import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from '../page-import/fetch-page.ts';
import { startFixtureSite, type FixtureSite } from './testing/fixture-site.ts';
import { DataStoreError } from '../../shared/data/errors.ts';

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
});

afterAll(async () => {
  await site?.close();
});

/**
 * A name server under the test's control: `recipes.example` means whatever the test
 * says, one answer per question. NOTE: the real resolver cannot be told to change its
 * mind between the check and the connection, which is exactly the attack to show.
 */
function resolver(...answers: string[][]) {
  const asked: string[] = [];
  return {
    asked,
    resolveHost: async (hostname: string): Promise<LookupAddress[]> => {
      asked.push(hostname);
      const next = answers[Math.min(asked.length, answers.length) - 1]!;
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DataStoreError);
  return (error as DataStoreError).toJSON();
}

describe('fetchPage', () => {
  it('connects to the address it checked and asks for the name the person gave', async () => {
    // First answer: loopback (allowed here); every later answer: a private address.
    const dns = resolver(['127.0.0.1'], ['10.0.0.1']);
    const before = site.requests.length;
    const page = await fetchPage(`http://recipes.example:${site.port}/recipes/minimal-blog.html`, {
      allowLoopback: true,
      resolveHost: dns.resolveHost,
    });
    expect(page.url).toBe(`http://recipes.example:${site.port}/recipes/minimal-blog.html`);
    expect(page.text).toContain('Brown Butter Oat Bars');
    expect(dns.asked).toEqual(['recipes.example']);
    expect(site.requests[before]!.headers.host).toBe(`recipes.example:${site.port}`);
  });

  it('resolves and checks the name again at every redirect', async () => {
    const dns = resolver(['127.0.0.1'], ['10.0.0.1']);
    const refusal = await refusalOf(
      fetchPage(`http://recipes.example:${site.port}/redirect/0`, {
        allowLoopback: true,
        resolveHost: dns.resolveHost,
      }),
    );
    expect(refusal.code).toBe('PERMISSION_DENIED');
    expect(dns.asked).toEqual(['recipes.example', 'recipes.example']);
  });

  it('refuses a name when any of its addresses is not public, or when it has none', async () => {
    for (const addresses of [['93.184.215.14', '127.0.0.1'], ['2606:4700::1', 'fd00::5'], []]) {
      const dns = resolver(addresses);
      expect(
        await refusalOf(fetchPage('https://recipes.example/', { allowLoopback: false, ...dns })),
      ).toEqual({
        code: 'PERMISSION_DENIED',
        message:
          'recipes.example is a private or local network address; only public web pages can be imported.',
      });
    }
  });

  it('says so when a name does not resolve', async () => {
    expect(
      await refusalOf(fetchPage('http://nothing-here.invalid/', { allowLoopback: false })),
    ).toEqual({ code: 'UNAVAILABLE', message: 'Could not find the site nothing-here.invalid.' });
  });
});
