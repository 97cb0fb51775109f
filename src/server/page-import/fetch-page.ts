import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isAllowedAddress } from './address-policy.ts';
import { decodePage, isImportableType, parseContentType } from './page-text.ts';
import { DataStoreError } from '../../shared/data/errors.ts';

/**
 * Fetching a web page that a signed-in person asked to import from (a recipe, a listing).
 * Every hop
 * (the address given and each redirect) is resolved once, checked against the address
 * policy, and connected to at exactly the address that was checked, so a name that
 * resolves differently a moment later (DNS rebinding) cannot slip past the check.
 */

export interface PageFetchLimits {
  /** For the whole fetch: name lookups, every redirect and the body. */
  timeoutMs: number;
  /** Largest body, after decompression. */
  maxBytes: number;
  maxRedirects: number;
}

export const PAGE_FETCH_LIMITS: PageFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

export interface FetchPageOptions extends Partial<PageFetchLimits> {
  /** Whether loopback addresses may be fetched (IMPORT_ALLOW_LOOPBACK, for tests). */
  allowLoopback: boolean;
  /**
   * Every address a host name resolves to; default the system resolver (`dns.lookup`).
   * NOTE: the seam through which tests show that a name is resolved once per hop.
   */
  resolveHost?: (hostname: string) => Promise<LookupAddress[]>;
  /** Who is asking, as the site's logs should read it: which tool imports. */
  userAgent?: string;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  /** The response's Content-Type header. */
  contentType: string;
  text: string;
}

/** A page as it came, before it is read as text. */
export interface FetchedBytes {
  url: string;
  contentType: string;
  /** The body, decompressed; its own `ArrayBuffer`, so it can be moved to another thread. */
  bytes: Uint8Array;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ACCEPT = 'text/html,application/xhtml+xml,application/ld+json,application/json;q=0.9';
const USER_AGENT = 'Mozilla/5.0 (compatible; Tinies page import)';

const unavailable = (message: string) => new DataStoreError('UNAVAILABLE', message);

function webAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new DataStoreError('INVALID_DATA', 'Paste a web address such as https://…');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DataStoreError(
      'INVALID_DATA',
      base
        ? `The page redirected to a ${url.protocol} address, which cannot be imported.`
        : 'Paste a web address that starts with http:// or https://.',
    );
  }
  // A user name or password in the address is not for Tinies to send on.
  url.username = '';
  url.password = '';
  return url;
}

const systemResolver = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** The one address to connect to for `url`, after checking every address its host has. */
async function vettedAddress(
  url: URL,
  options: FetchPageOptions,
  deadline: Promise<never>,
): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await Promise.race([(options.resolveHost ?? systemResolver)(host), deadline]);
    } catch (error) {
      if (error instanceof DataStoreError) throw error;
      throw unavailable(`Could not find the site ${host}.`);
    }
  }
  // NOTE: all of them, not just the first: the connection might use any.
  if (
    addresses.length === 0 ||
    addresses.some(({ address }) => !isAllowedAddress(address, options.allowLoopback))
  ) {
    throw new DataStoreError(
      'PERMISSION_DENIED',
      `${host} is a private or local network address; only public web pages can be imported.`,
    );
  }
  return addresses[0]!;
}

/** A `lookup` for the request that answers with the vetted address and nothing else. */
function pinnedLookup({ address, family }: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function send(
  url: URL,
  target: LookupAddress,
  userAgent: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(
      url,
      {
        method: 'GET',
        headers: {
          Accept: ACCEPT,
          'Accept-Encoding': 'gzip, deflate, br',
          'User-Agent': userAgent,
        },
        lookup: pinnedLookup(target),
        // A fresh connection each time: a pooled socket could lead elsewhere.
        agent: false,
        signal,
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
}

/** The body, decompressed, refused as soon as it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder && encoding !== 'identity') {
    response.destroy();
    throw unavailable(`The page came compressed as "${encoding}", which Tinies cannot read.`);
  }
  const body: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw unavailable(`The page is larger than ${maxBytes / 1024 / 1024} MB.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchHops(
  first: URL,
  options: FetchPageOptions & PageFetchLimits,
  signal: AbortSignal,
  deadline: Promise<never>,
): Promise<FetchedBytes> {
  let url = first;
  for (let redirects = 0; ; redirects++) {
    const target = await vettedAddress(url, options, deadline);
    const response = await send(url, target, options.userAgent ?? USER_AGENT, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects === options.maxRedirects) {
        throw unavailable(`The page redirected more than ${options.maxRedirects} times.`);
      }
      url = webAddress(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw unavailable(`The site answered ${status} ${response.statusMessage ?? ''}`.trim() + '.');
    }
    const contentType = response.headers['content-type'] ?? '';
    const { mediaType } = parseContentType(contentType);
    if (!isImportableType(mediaType)) {
      response.destroy();
      throw new DataStoreError(
        'INVALID_DATA',
        `That address leads to ${mediaType || 'a file of unknown type'}, not a web page.`,
      );
    }
    if (Number(response.headers['content-length']) > options.maxBytes) {
      response.destroy();
      throw unavailable(`The page is larger than ${options.maxBytes / 1024 / 1024} MB.`);
    }
    const body = await readBody(response, options.maxBytes);
    // NOTE: a small Buffer shares its ArrayBuffer with others; moving that would empty them.
    const bytes =
      body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
        ? body
        : new Uint8Array(body);
    return { url: url.href, contentType, bytes };
  }
}

/** `fetchPageBytes`, read as text in the character set the page declares. */
export async function fetchPage(address: string, options: FetchPageOptions): Promise<FetchedPage> {
  const { url, contentType, bytes } = await fetchPageBytes(address, options);
  return { url, contentType, text: decodePage(bytes, contentType) };
}

/**
 * Fetches an http(s) page for import, within PAGE_FETCH_LIMITS unless told otherwise.
 * Throws a `DataStoreError`: INVALID_DATA for an address or content that cannot be
 * imported, PERMISSION_DENIED for a private or local address (at any hop), UNAVAILABLE
 * when the site cannot be reached, answers an error, is too slow or too large.
 */
export async function fetchPageBytes(
  address: string,
  options: FetchPageOptions,
): Promise<FetchedBytes> {
  const settings = { ...PAGE_FETCH_LIMITS, ...options };
  const url = webAddress(address.trim());
  const controller = new AbortController();
  const tooSlow = unavailable(
    `The page took longer than ${settings.timeoutMs / 1000} seconds to answer.`,
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(tooSlow);
      reject(tooSlow);
    }, settings.timeoutMs);
  });
  // Nobody may be waiting on the deadline when it passes.
  deadline.catch(() => {});
  try {
    return await fetchHops(url, settings, controller.signal, deadline);
  } catch (error) {
    if (controller.signal.aborted) throw tooSlow;
    if (error instanceof DataStoreError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw unavailable(
      code === 'ECONNREFUSED'
        ? 'The site refused the connection.'
        : `The page could not be fetched (${code ?? (error as Error).message}).`,
    );
  } finally {
    clearTimeout(timer);
  }
}
