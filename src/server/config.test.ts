import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, ensureDataDir, loadConfig } from './config.ts';
import { DEFAULT_WORKER_LIMITS } from './workers/worker-limits.ts';

const GOOD_SECRET = 'x'.repeat(32);
const { threads, timeLimitMs, memoryLimitMb } = DEFAULT_WORKER_LIMITS;
const DEFAULT_PARSE_LIMITS = { threads, timeLimitMs, memoryLimitMb };

/** The error `loadConfig(env)` throws; fails the test when it does not throw one. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig(${JSON.stringify(env)}) did not throw`);
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(process.cwd(), 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      authSecret: undefined,
      trustProxyHops: 0,
      googleIssuer: 'https://accounts.google.com',
      documentQuotaBytes: 100 * 1024 * 1024,
      documentQuotaCount: 100_000,
      fileQuotaBytes: 500 * 1024 * 1024,
      importAllowLoopback: false,
      traceLive: false,
      parseLimits: DEFAULT_PARSE_LIMITS,
      smtpUrl: undefined,
      mailFrom: undefined,
      socialProviders: {},
    });
  });

  it('reads the quotas as sizes with or without a unit, and counts as whole numbers', () => {
    expect(loadConfig({ DOCUMENT_QUOTA_BYTES: '2048' }).documentQuotaBytes).toBe(2048);
    expect(loadConfig({ DOCUMENT_QUOTA_BYTES: '512KB' }).documentQuotaBytes).toBe(512 * 1024);
    expect(loadConfig({ DOCUMENT_QUOTA_BYTES: '1.5 gb' }).documentQuotaBytes).toBe(1.5 * 1024 ** 3);
    expect(loadConfig({ FILE_QUOTA_BYTES: '2GB' }).fileQuotaBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ FILE_QUOTA_BYTES: '10 MB' }).fileQuotaBytes).toBe(10 * 1024 ** 2);
    expect(loadConfig({ DOCUMENT_QUOTA_COUNT: '500' }).documentQuotaCount).toBe(500);
    for (const name of ['DOCUMENT_QUOTA_BYTES', 'FILE_QUOTA_BYTES']) {
      for (const bad of ['lots', '100 TB', '-1MB', '0', '0.1']) {
        expect(configError({ [name]: bad }).message).toBe(
          `Configuration error: ${name} must be a size such as 100MB, 512KB or 1GB (a bare number counts bytes) (got ${JSON.stringify(bad)}).`,
        );
      }
    }
    for (const bad of ['many', '0', '1.5', '-3', '1e6']) {
      expect(configError({ DOCUMENT_QUOTA_COUNT: bad }).message).toBe(
        `Configuration error: DOCUMENT_QUOTA_COUNT must be a whole number from 1 up (got ${JSON.stringify(bad)}).`,
      );
    }
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', HOST: ' ', DATA_DIR: '', PUBLIC_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads TRUST_PROXY as a number of hops and GOOGLE_ISSUER as a URL', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(configError({ TRUST_PROXY: 'yes' }).message).toBe(
      'Configuration error: TRUST_PROXY must be a number of proxy hops (0, 1, 2…), true or false (got "yes").',
    );
    expect(loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:9000/' }).googleIssuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(configError({ GOOGLE_ISSUER: 'accounts.google.com' }).message).toContain(
      'GOOGLE_ISSUER must be an http:// or https:// URL',
    );
  });

  it.each([
    ['IMPORT_ALLOW_LOOPBACK', 'importAllowLoopback'],
    ['TRACE_LIVE', 'traceLive'],
  ] as const)('reads %s as a switch', (name, field) => {
    expect(loadConfig({ [name]: '1' })[field]).toBe(true);
    expect(loadConfig({ [name]: 'true' })[field]).toBe(true);
    expect(loadConfig({ [name]: '0' })[field]).toBe(false);
    expect(configError({ [name]: 'yes' }).message).toBe(
      `Configuration error: ${name} must be 1 or 0 (true or false) (got "yes").`,
    );
  });

  it('reads the parse limits as whole numbers within bounds', () => {
    expect(
      loadConfig({ PARSE_THREADS: '2', PARSE_TIME_LIMIT_MS: '500', PARSE_MEMORY_LIMIT_MB: '64' })
        .parseLimits,
    ).toEqual({ threads: 2, timeLimitMs: 500, memoryLimitMb: 64 });
    expect(configError({ PARSE_TIME_LIMIT_MS: '2s' }).message).toBe(
      'Configuration error: PARSE_TIME_LIMIT_MS must be a whole number from 100 to 600000 (got "2s").',
    );
    expect(configError({ PARSE_THREADS: '0' }).message).toBe(
      'Configuration error: PARSE_THREADS must be a whole number from 1 to 64 (got "0").',
    );
  });

  it('derives PUBLIC_URL from PORT and trims its trailing slash when given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://tinies.example/' }).publicUrl).toBe(
      'https://tinies.example',
    );
  });

  it('reads every valid value', () => {
    const config = loadConfig({
      PORT: '8443',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/tinies',
      DATABASE_URL: 'postgresql://db.example/tinies',
      AUTH_SECRET: GOOD_SECRET,
      SMTP_URL: 'smtps://mail.example',
      MAIL_FROM: 'Tinies <hello@tinies.example>',
    });
    expect(config).toMatchObject({
      port: 8443,
      host: '0.0.0.0',
      dataDir: '/srv/tinies',
      databaseUrl: 'postgresql://db.example/tinies',
      publicUrl: 'http://localhost:8443',
      authSecret: GOOD_SECRET,
      smtpUrl: 'smtps://mail.example',
      mailFrom: 'Tinies <hello@tinies.example>',
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://x' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'x'.repeat(31) }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example' }],
    ['MAIL_FROM', { MAIL_FROM: 'not an address' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id' }],
    ['GITHUB_CLIENT_ID', { GITHUB_CLIENT_SECRET: 'secret' }],
  ])('rejects a bad %s with one line naming it (%j)', (name, env) => {
    const { message } = configError(env);
    expect(message).not.toContain('\n');
    expect(message.startsWith(`Configuration error: ${name} `)).toBe(true);
  });

  it('names both variables when one of a pair is missing', () => {
    expect(configError({ GOOGLE_CLIENT_ID: 'id' }).message).toBe(
      'Configuration error: GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is set.',
    );
    expect(configError({ SMTP_URL: 'smtp://mail.example' }).message).toBe(
      'Configuration error: MAIL_FROM must be set when SMTP_URL is set.',
    );
  });

  it('quotes the bad value so the operator sees it', () => {
    expect(configError({ PORT: 'abc' }).message).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc").',
    );
  });

  it('keeps the message on one line even when the value spans lines', () => {
    expect(configError({ PORT: 'abc\ndef' }).message).not.toContain('\n');
  });

  it('never echoes values that can hold credentials', () => {
    for (const [name, value] of [
      ['AUTH_SECRET', 'too-short-but-still-a-secret'],
      ['DATABASE_URL', 'mysql://admin:hunter2@db.example/tinies'],
      ['SMTP_URL', 'http://mailer:hunter2@mail.example'],
    ] as const) {
      const { message } = configError({ [name]: value, MAIL_FROM: 'a@b.example' });
      expect(message.startsWith(`Configuration error: ${name} `)).toBe(true);
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain(value);
    }
  });

  it('offers a social provider only when both its id and secret are set', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: '',
      GITHUB_CLIENT_SECRET: '',
      APPLE_CLIENT_ID: 'apple-id',
      APPLE_CLIENT_SECRET: 'apple-secret',
    });
    expect(config.socialProviders).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      apple: { clientId: 'apple-id', clientSecret: 'apple-secret' },
    });
  });
});

describe('ensureDataDir', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tinies-config-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('creates DATA_DIR and generates the auth secret once, readable only by the owner', () => {
    const dataDir = join(root, 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });

    const first = ensureDataDir(config);
    expect(statSync(dataDir).isDirectory()).toBe(true);
    const file = join(dataDir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.authSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, 'utf8')).toBe(`${first.authSecret}\n`);

    const second = ensureDataDir(config);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(file, 'utf8')).toBe(`${first.authSecret}\n`);
  });

  it('uses AUTH_SECRET when given and writes no secret file', () => {
    const dataDir = join(root, 'data');
    const config = ensureDataDir(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: GOOD_SECRET }));
    expect(config.authSecret).toBe(GOOD_SECRET);
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('throws a ConfigError naming DATA_DIR when it cannot be created', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    const config = loadConfig({ DATA_DIR: join(file, 'data') });
    expect(() => ensureDataDir(config)).toThrow(ConfigError);
    expect(() => ensureDataDir(config)).toThrow(
      `Configuration error: DATA_DIR "${join(file, 'data')}" cannot be created (ENOTDIR).`,
    );
  });
});
