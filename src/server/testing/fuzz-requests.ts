import fc from 'fast-check';
import {
  anyValue,
  COLLECTIONS,
  deepJson,
  jsonText,
  mutate,
  mutation,
  objectKey,
  objectOf,
  text,
  textMutation,
} from './fuzz-values.ts';
import { JPEG, pdf, png } from '../files/testing/sample-files.ts';

/**
 * fast-check generators of whole HTTP requests to every route the app mounts: data,
 * files, accounts (better-auth's endpoints the app uses, and others), recipe import,
 * health, config, the live socket's URL, and pages and static files. The targets are
 * raw (sent as written, `..` and encodings included); the cookie, a file id and an
 * import page are filled in when the request is sent.
 */

/** How the session cookie is sent: the person's, none, or a damaged one. */
export type CookieMode = 'session' | 'none' | 'garbage' | 'tampered' | 'duplicate';

export interface FuzzRequest {
  /** The route family, for the failure report. */
  route: string;
  method: string;
  /** The request target; `{FILE}` becomes one of the person's file ids when sent. */
  target: string;
  headers: Record<string, string>;
  cookie: CookieMode;
  body?: string | Uint8Array;
  /** A Content-Length smaller than the body, sent as it is. */
  shortLength?: number;
  /** Sent with Transfer-Encoding: chunked, in two pieces. */
  chunked?: boolean;
  /** A page the import may fetch: the body's `{PAGE}` becomes its loopback URL. */
  page?: { status: number; type: string; body: string };
}

export interface FuzzContext {
  /** The signed-in person's id. */
  uid: string;
  /** Another person's id, whose data must stay untouched. */
  otherUid: string;
  /** PUBLIC_URL. */
  origin: string;
}

/**
 * `encodeURIComponent`, but a lone surrogate becomes the three bytes it would have in
 * UTF-8 if it were allowed (`%ED%A0%80`), as a client with a broken encoder sends it.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Characters a request target may hold as sent (visible ASCII); the rest is %-encoded. */
export function printable(target: string): string {
  return target.replace(/[^\u0021-\u007e]/gu, (char) => percentEncode(char));
}

const EVIL_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%ff',
  '%c0%ae',
  '%',
  '%zz',
  ';x',
  'a?b=c',
  '#frag',
  '__proto__',
  'constructor',
  'users',
  '%252e%252e',
  '~',
  'x'.repeat(2000),
];

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
  { weight: 2, arbitrary: fc.constantFrom(...EVIL_SEGMENTS) },
  { weight: 1, arbitrary: objectKey },
);

/** How a segment is written in the URL. */
const encoding = fc.constantFrom<(segment: string) => string>(
  (s) => percentEncode(s),
  (s) => percentEncode(s),
  (s) => s,
  (s) => percentEncode(percentEncode(s)),
  (s) =>
    [...new TextEncoder().encode(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
);

const queryString = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(segment, fc.oneof(segment, fc.constantFrom('', '=', '&', '%', '1'))), {
        maxLength: 5,
      })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?', '??', '?a', '?__proto__[x]=1', `?${'q'.repeat(4000)}`),
  },
);

/** A data path as segments: mostly the person's own documents, then worse. */
function dataSegments({ uid, otherUid }: FuzzContext) {
  const place = fc.constantFrom(...COLLECTIONS);
  const docId = fc.oneof(fc.constantFrom('d1', 'd2', 'd3'), segment);
  const owner = fc.oneof(
    { weight: 8, arbitrary: fc.constant(uid) },
    { weight: 1, arbitrary: fc.constantFrom(otherUid, `${uid}x`, uid.toUpperCase()) },
  );
  const field = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom('name', 'text', 'done', 'tags', 'servings', 'favourite'),
    },
    { weight: 1, arbitrary: segment },
  );
  const base = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(owner, place, docId)
        .map(([who, p, d]) => ['users', who, p.tiny, p.collection, d]),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(owner, place, docId, fc.array(field, { minLength: 1, maxLength: 3 }))
        .map(([who, p, d, fields]) => ['users', who, p.tiny, p.collection, d, ...fields]),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(owner, place).map(([who, p]) => ['users', who, p.tiny, p.collection]),
    },
    { weight: 1, arbitrary: fc.tuple(owner, place).map(([who, p]) => ['users', who, p.tiny]) },
    { weight: 1, arbitrary: owner.map((who) => ['users', who]) },
    { weight: 1, arbitrary: fc.array(segment, { maxLength: 40 }) },
  );
  return fc
    .tuple(
      base,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.nat(), segment) },
      ),
    )
    .map(([segments, change]) => {
      if (!change) return segments;
      const [at, replacement] = change;
      const copy = [...segments];
      copy.splice(at % (copy.length + 1), at % 2, replacement);
      return copy;
    });
}

/** How segments are joined: mostly `/`, sometimes with empty or trailing segments. */
const joiner = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/') },
  { weight: 1, arbitrary: fc.constantFrom('//', '/./', '/../') },
);

/** Mostly none: a document with no change is the write that gets stored. */
const mutations = fc.oneof(
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 2 }) },
);

/** A body for a write at a data path: documents of the right shape, mutated, or anything. */
function dataBody(segments: readonly string[]) {
  const [, , tiny, collection] = segments;
  const own = COLLECTIONS.find((c) => c.tiny === tiny && c.collection === collection);
  const anyPlace = fc.constantFrom(...COLLECTIONS);
  const document = (own ? fc.constant(own) : anyPlace).chain((p) => p.document);
  const docId = fc.oneof(fc.constantFrom('d1', 'd2', 'd3'), objectKey);
  const shaped: fc.Arbitrary<unknown> =
    segments.length === 5
      ? document
      : segments.length === 4
        ? fc.array(fc.tuple(docId, document), { maxLength: 3 }).map(objectOf)
        : segments.length === 3
          ? fc
              .array(fc.tuple(docId, document), { maxLength: 2 })
              .map((docs) => objectOf([[collection ?? 'recipes', objectOf(docs)]]))
          : segments.length > 5
            ? anyValue
            : fc
                .tuple(anyPlace, docId, document)
                .map(([p, d, doc]) =>
                  objectOf([[p.tiny, { [p.collection]: objectOf([[d, doc]]) }]]),
                );
  const updateMap = fc
    .array(
      fc.tuple(
        fc.array(
          fc.oneof(fc.constantFrom('d1', 'name', 'text', 'done', 'tags', 'servings'), objectKey),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.oneof(document, anyValue),
      ),
      { maxLength: 4 },
    )
    .map((entries) => objectOf(entries.map(([path, value]) => [path.join('/'), value])));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.oneof(shaped, updateMap), mutations, textMutation)
        .map(([value, changes, rewrite]) =>
          rewrite(JSON.stringify(mutate(value, changes)) ?? 'null'),
        ),
    },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: deepJson },
  );
}

/** Headers a browser, a script or an attacker might send. */
function headers(context: FuzzContext, contentTypes: readonly string[]) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(...contentTypes).map((type) => ({
        'Content-Type': type,
        Origin: context.origin,
      })),
    },
    { weight: 2, arbitrary: oddHeaders(context, contentTypes) },
  );
}

function oddHeaders({ origin }: FuzzContext, contentTypes: readonly string[]) {
  const { host, port } = new URL(origin);
  return fc
    .record(
      {
        'Content-Type': fc.constantFrom(
          ...contentTypes,
          'text/plain',
          'application/json; charset=utf-16',
          'APPLICATION/JSON',
          'application/jsonx',
          'multipart/form-data',
          '',
        ),
        Origin: fc.constantFrom(
          origin,
          origin,
          origin,
          'null',
          'http://evil.test',
          `${origin}/`,
          origin.toUpperCase(),
          `http://127.0.0.1:${Number(port) + 1}`,
          `http://${host}.evil.test`,
          '',
        ),
        Referer: fc.constantFrom(`${origin}/`, `${origin}/recipe-book`, 'http://evil.test/', 'x'),
        'Accept-Language': fc.constantFrom('de', 'en-US,en;q=0.5', '*', 'q=;;', 'x'.repeat(300)),
        'Accept-Encoding': fc.constantFrom('gzip', 'br', 'identity', '*', 'gzip;q=0'),
        'X-Forwarded-For': fc.constantFrom('10.0.0.1', '::1', 'x', '1.2.3.4, 5.6.7.8'),
        'If-None-Match': fc.constantFrom('*', '"x"', 'W/"x"'),
        Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=x'),
      },
      { requiredKeys: [] },
    )
    .map((record) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(record))
        if (value !== undefined) out[name] = value;
      return out;
    });
}

const cookie = fc.oneof(
  { weight: 8, arbitrary: fc.constant<CookieMode>('session') },
  { weight: 1, arbitrary: fc.constantFrom<CookieMode>('none', 'garbage', 'tampered', 'duplicate') },
);

/** How the body's length is declared: truthfully, short, or chunked. */
const framing = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.nat({ max: 64 }).map((shortLength) => ({ shortLength })) },
  { weight: 1, arbitrary: fc.constant({ chunked: true }) },
);

function dataRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(
        'GET',
        'PUT',
        'PUT',
        'PUT',
        'PATCH',
        'PATCH',
        'PATCH',
        'DELETE',
        'POST',
        'HEAD',
        'OPTIONS',
      ),
      dataSegments(ctx),
      encoding,
      joiner,
      queryString,
      fc.boolean(),
    )
    .chain(([method, segments, encode, join, query, absolute]) =>
      fc.record({
        route: fc.constant('data'),
        method: fc.constant(method),
        target: fc.constant(
          printable(
            `${absolute ? ctx.origin : ''}/api/data${segments.length ? '/' : ''}${segments.map(encode).join(join)}${query}`,
          ),
        ),
        headers: headers(ctx, [
          'application/json',
          'application/json',
          'application/json;charset=utf-8',
        ]),
        cookie,
        body: method === 'GET' || method === 'HEAD' ? fc.constant(undefined) : dataBody(segments),
      }),
    )
    .chain((request) => framing.map((frame) => ({ ...request, ...frame })));
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipart(
  field: string,
  filename: string,
  type: string,
  bytes: Uint8Array,
  close: boolean,
) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    bytes,
    Buffer.from(close ? `\r\n--${BOUNDARY}--\r\n` : '\r\n', 'latin1'),
  ]);
}

function fileRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const bytes = fc.oneof(
    fc.constantFrom<Uint8Array>(
      png(),
      JPEG,
      pdf(),
      new TextEncoder().encode('<svg onload=alert(1)>'),
    ),
    fc.uint8Array({ maxLength: 256 }),
    fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([png(), tail])),
  );
  const upload = fc
    .record({
      field: fc.constantFrom('file', 'file', 'files', '', '__proto__'),
      filename: fc.constantFrom('a.png', '../../x.png', '', 'ä.pdf', 'x'.repeat(300)),
      type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', ''),
      bytes,
      close: fc.boolean(),
      contentType: fc.constantFrom(
        `multipart/form-data; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${BOUNDARY}`,
        'multipart/form-data; boundary=other',
        'multipart/form-data',
        'application/json',
        'image/png',
      ),
    })
    .chain((u) =>
      fc.record({
        route: fc.constant('files'),
        method: fc.constantFrom('POST', 'POST', 'PUT'),
        target: queryString.map((q) => `/api/files${q}`),
        headers: headers(ctx, ['multipart/form-data']).map((h) => ({
          ...h,
          'Content-Type': u.contentType,
        })),
        cookie,
        body: fc.constant(multipart(u.field, u.filename, u.type, u.bytes, u.close)),
      }),
    );
  const byId = fc.record({
    route: fc.constant('files'),
    method: fc.constantFrom('GET', 'HEAD', 'DELETE', 'PATCH'),
    target: fc
      .tuple(
        fc.oneof(
          fc.constant('{FILE}'),
          fc.stringMatching(/^[0-9a-f]{32}$/),
          segment.map(percentEncode),
          fc.constantFrom(
            '..%2f..%2fetc%2fpasswd',
            '{FILE}/..',
            '{FILE}.png',
            '{FILE}%00',
            'A'.repeat(32),
          ),
        ),
        queryString,
      )
      .map(([id, q]) => printable(`/api/files/${id}${q}`)),
    headers: headers(ctx, ['application/json']),
    cookie,
  });
  return fc
    .oneof(upload, byId)
    .chain((request) => framing.map((frame) => ({ ...request, ...frame })));
}

const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    '',
    'a',
    'a@',
    '@b',
    'a@b',
    'x'.repeat(300) + '@example.test',
    'ä@ü.test',
    'a@b.c\u0000',
    '"a b"@example.test',
  ),
);

function authBody() {
  return fc
    .tuple(
      fc.record(
        {
          email,
          password: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x'.repeat(200), '')),
          name: text(300),
          callbackURL: fc.constantFrom(
            '/',
            '/recipe-book',
            'https://evil.test/',
            '//evil.test',
            'javascript:alert(1)',
            '/\\evil.test',
          ),
          provider: fc.constantFrom('google', 'github', '__proto__', ''),
          rememberMe: fc.oneof(fc.boolean(), anyValue),
          token: fc.string({ maxLength: 40 }),
        },
        { requiredKeys: [] },
      ),
      fc.array(mutation, { maxLength: 2 }),
      textMutation,
    )
    .map(([body, changes, rewrite]) => rewrite(JSON.stringify(mutate(body, changes)) ?? 'null'));
}

function authRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const post = fc.record({
    route: fc.constant('auth'),
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
    target: fc
      .tuple(
        fc.oneof(
          {
            weight: 6,
            arbitrary: fc.constantFrom(
              'sign-in/email',
              'sign-up/email',
              'send-verification-email',
              'sign-in/social',
              'sign-out',
              'update-user',
              'change-password',
              'request-password-reset',
            ),
          },
          {
            weight: 1,
            arbitrary: fc
              .array(segment.map(percentEncode), { minLength: 1, maxLength: 3 })
              .map((s) => s.join('/')),
          },
        ),
        queryString,
      )
      .map(([path, q]) => printable(`/api/auth/${path}${q}`)),
    headers: headers(ctx, ['application/json', 'application/x-www-form-urlencoded']),
    cookie,
    body: fc.oneof(
      { weight: 6, arbitrary: authBody() },
      { weight: 1, arbitrary: jsonText },
      { weight: 1, arbitrary: deepJson },
    ),
  });
  const get = fc.record({
    route: fc.constant('auth'),
    method: fc.constantFrom('GET', 'HEAD'),
    target: fc
      .tuple(
        fc.constantFrom(
          'get-session',
          'verify-email',
          'callback/google',
          'list-sessions',
          'ok',
          'error',
          'reset-password/x',
        ),
        fc.oneof(
          queryString,
          fc
            .tuple(fc.string({ maxLength: 200 }), fc.constantFrom('/', 'https://evil.test', ''))
            .map(
              ([token, cb]) => `?token=${percentEncode(token)}&callbackURL=${percentEncode(cb)}`,
            ),
        ),
      )
      .map(([path, q]) => printable(`/api/auth/${path}${q}`)),
    headers: headers(ctx, ['application/json']),
    cookie,
  });
  return fc.oneof(post, get).chain((request) => framing.map((frame) => ({ ...request, ...frame })));
}

/** A page for the import to fetch: structured data of a recipe, often broken. */
const page = fc.record({
  status: fc.constantFrom(200, 200, 200, 404, 500, 301),
  type: fc.constantFrom(
    'text/html',
    'text/html; charset=utf-8',
    'application/json',
    'image/png',
    '',
  ),
  body: fc
    .oneof(
      fc
        .record(
          {
            '@type': fc.constantFrom('Recipe', ['Recipe'], 'Thing'),
            name: text(300),
            recipeIngredient: fc.array(text(50), { maxLength: 4 }),
            recipeInstructions: anyValue,
            totalTime: fc.constantFrom('PT1H', 'P1DT', 'x', 'PT99999999999H'),
          },
          { requiredKeys: ['@type'] },
        )
        .map((r) => JSON.stringify(r)),
      jsonText,
    )
    .chain((json) =>
      fc.constantFrom(
        `<html><head><script type="application/ld+json">${json}</script></head></html>`,
        `<script type="application/ld+json">{"@graph":[${json}]}</script>`,
        `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">${json}</span></div>`,
        json,
      ),
    ),
});

function importRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const url = fc.oneof(
    { weight: 4, arbitrary: fc.constant('{PAGE}') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'ftp://127.0.0.1/',
        'javascript:alert(1)',
        'http://',
        'http://[::1',
        'data:text/html,x',
        'http://127.0.0.1:1/',
        'x'.repeat(3000),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 30 }).filter((s) => !/[a-z][a-z\d+.-]*:/i.test(s)),
    },
  );
  return fc
    .record({
      route: fc.constant('import'),
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
      // Every import from a web address: the recipe's and the listing's.
      target: fc
        .tuple(
          fc.constantFrom('/api/recipe-book/import', '/api/apartment-tour-questions/import'),
          queryString,
        )
        .map(([path, q]) => `${path}${q}`),
      headers: headers(ctx, ['application/json']),
      cookie,
      body: fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(url, fc.array(mutation, { maxLength: 1 }))
            .map(([u, changes]) => JSON.stringify(mutate({ url: u }, changes)) ?? 'null'),
        },
        { weight: 1, arbitrary: jsonText },
      ),
      page,
    })
    .chain((request) => framing.map((frame) => ({ ...request, ...frame })));
}

function otherRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    route: fc.constant('pages'),
    method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'),
    target: fc
      .tuple(
        fc.oneof(
          fc.constantFrom(
            '/api/health',
            '/api/config',
            '/api/live',
            '/api',
            '/api/',
            '/api/nope',
            '/',
            '/recipe-book',
            '/ui',
            '/verify-email',
            '/assets/app.js',
            '/index.html',
            '/favicon.svg',
            '/../secret.txt',
            '/assets/../../secret.txt',
            '/%2e%2e/secret.txt',
            '/assets/%2e%2e/%2e%2e/secret.txt',
            '/..%5csecret.txt',
            '/assets/app.js.gz',
            '//secret.txt',
          ),
          fc
            .array(segment, { maxLength: 6 })
            .chain((s) => encoding.map((encode) => `/${s.map(encode).join('/')}`)),
        ),
        queryString,
      )
      .map(([path, q]) => printable(`${path}${q}`)),
    headers: headers(ctx, ['application/json']),
    cookie,
    body: fc.option(jsonText, { freq: 3, nil: undefined }),
  });
}

/** Any request to any route, weighted toward the ones that store something. */
export function anyRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 8, arbitrary: dataRequests(ctx) },
    { weight: 2, arbitrary: fileRequests(ctx) },
    { weight: 3, arbitrary: authRequests(ctx) },
    { weight: 1, arbitrary: importRequests(ctx) },
    { weight: 2, arbitrary: otherRequests(ctx) },
  );
}
