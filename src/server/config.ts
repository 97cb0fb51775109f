import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOCUMENT_QUOTA } from './data/quotas.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from './files/file-store.ts';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '../shared/auth.ts';
import { DEFAULT_WORKER_LIMITS, type WorkerPoolLimits } from './workers/worker-limits.ts';

/** The only place that reads `process.env`; everything else receives a `Config`. */

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWith = (protocols: string[], what: string) =>
  optional.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

const PORT_MESSAGE = 'must be a whole number from 1 to 65535';

/** A switch: off unless set to 1 or true. */
const onOff = optional.default('0').pipe(
  z
    .string()
    .regex(/^(0|1|true|false)$/, 'must be 1 or 0 (true or false)')
    .transform((value) => value === '1' || value === 'true'),
);

/** A whole number from `min` to `max` (or up, without a `max`), `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number from ${min} up`
      : `must be a whole number from ${min} to ${max}`;
  return optional.default(String(fallback)).pipe(
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .refine((value) => value >= min && value <= max, message),
  );
};

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
const SIZE = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i;
const SIZE_MESSAGE = 'must be a size such as 100MB, 512KB or 1GB (a bare number counts bytes)';

/** A size in bytes, written with a unit or without (bytes): `100MB`, `1.5 GB`, `2048`. */
const size = (fallback: number) =>
  optional.default(String(fallback)).pipe(
    z
      .string()
      .regex(SIZE, SIZE_MESSAGE)
      .transform((value) => {
        const [, amount, unit = ''] = SIZE.exec(value)!;
        return Math.floor(Number(amount) * UNITS[unit.toLowerCase()]!);
      })
      .refine((bytes) => bytes >= 1 && Number.isSafeInteger(bytes), SIZE_MESSAGE),
  );

const envSchema = z.object({
  PORT: optional.default('3000').pipe(
    z
      .string()
      .regex(/^\d+$/, PORT_MESSAGE)
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, PORT_MESSAGE),
  ),
  HOST: optional.default('127.0.0.1'),
  DATA_DIR: optional.default('./data'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  PUBLIC_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL'),
  AUTH_SECRET: optional.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  TRUST_PROXY: optional.default('0').pipe(
    z
      .string()
      .regex(/^(\d+|true|false)$/, 'must be a number of proxy hops (0, 1, 2…), true or false')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  ),
  DOCUMENT_QUOTA_BYTES: size(DEFAULT_DOCUMENT_QUOTA.bytes),
  DOCUMENT_QUOTA_COUNT: wholeNumber(DEFAULT_DOCUMENT_QUOTA.count, 1),
  FILE_QUOTA_BYTES: size(DEFAULT_FILE_QUOTA_BYTES),
  IMPORT_ALLOW_LOOPBACK: onOff,
  TRACE_LIVE: onOff,
  PARSE_THREADS: wholeNumber(DEFAULT_WORKER_LIMITS.threads, 1, 64),
  PARSE_TIME_LIMIT_MS: wholeNumber(DEFAULT_WORKER_LIMITS.timeLimitMs, 100, 600_000),
  PARSE_MEMORY_LIMIT_MB: wholeNumber(DEFAULT_WORKER_LIMITS.memoryLimitMb, 16, 16_384),
  GOOGLE_ISSUER: urlWith(['http:', 'https:'], 'an http:// or https:// URL'),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  MAIL_FROM: optional.refine(
    (value) => value === undefined || /^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(value),
    {
      message: 'must be an e-mail address, optionally as "Name <address>"',
    },
  ),
  ...Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((id) => [
      [`${id.toUpperCase()}_CLIENT_ID`, optional],
      [`${id.toUpperCase()}_CLIENT_SECRET`, optional],
    ]),
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Undefined until `ensureDataDir` generates or reads one. */
  authSecret: string | undefined;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For; 0 means
   * the socket's address is the client's. Rate limits are kept per client address.
   */
  trustProxyHops: number;
  /** OpenID Connect issuer that Google sign-in talks to. */
  googleIssuer: string;
  /** What one account may keep in documents: their JSON's bytes, and how many. */
  documentQuotaBytes: number;
  documentQuotaCount: number;
  /** What one account may keep in files (photos and attachments). */
  fileQuotaBytes: number;
  /**
   * Whether recipe import may fetch pages from this machine's loopback addresses. For
   * tests only: in production it would let anyone signed in reach local services.
   */
  importAllowLoopback: boolean;
  /** Logs every live protocol frame, per connection, to the standard output (debugging). */
  traceLive: boolean;
  /** The worker pool that reads untrusted input: PARSE_THREADS, PARSE_TIME_LIMIT_MS, PARSE_MEMORY_LIMIT_MB. */
  parseLimits: Pick<WorkerPoolLimits, 'threads' | 'timeLimitMs' | 'memoryLimitMb'>;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  socialProviders: Partial<Record<SocialProviderId, { clientId: string; clientSecret: string }>>;
}

/** Variables whose values may carry a password: errors name them but never echo them. */
const HOLDS_CREDENTIALS = /SECRET|^DATABASE_URL$|^SMTP_URL$/;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The configuration of this process, from its environment; throws a `ConfigError`. */
export function configFromEnvironment(): Config {
  return ensureDataDir(configFromEnvironmentReadOnly());
}

/**
 * The same configuration without creating DATA_DIR or its secret, for commands that only
 * read what a server keeps there (`npm run backup`); throws a `ConfigError`.
 */
export function configFromEnvironmentReadOnly(): Config {
  return loadConfig(process.env);
}

/** Where the generated session secret is kept when AUTH_SECRET is not set. */
export function authSecretFile(dataDir: string): string {
  return join(dataDir, 'auth-secret');
}

/** Parses the environment; throws a `ConfigError` whose message names the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // NOTE: JSON quoting keeps the message on one line whatever the value holds.
    const got = HOLDS_CREDENTIALS.test(name) ? '' : ` (got ${JSON.stringify(env[name] ?? '')})`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${got}.`);
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;

  const socialProviders: Config['socialProviders'] = {};
  for (const id of SOCIAL_PROVIDERS) {
    const idName = `${id.toUpperCase()}_CLIENT_ID`;
    const secretName = `${id.toUpperCase()}_CLIENT_SECRET`;
    const clientId = values[idName];
    const clientSecret = values[secretName];
    if (clientId && clientSecret) socialProviders[id] = { clientId, clientSecret };
    else if (clientId || clientSecret) {
      const missing = clientId ? secretName : idName;
      throw new ConfigError(
        `Configuration error: ${missing} must be set when ${clientId ? idName : secretName} is set.`,
      );
    }
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError('Configuration error: MAIL_FROM must be set when SMTP_URL is set.');
  }

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    authSecret: values.AUTH_SECRET,
    trustProxyHops: values.TRUST_PROXY,
    googleIssuer: (values.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/+$/, ''),
    documentQuotaBytes: values.DOCUMENT_QUOTA_BYTES,
    documentQuotaCount: values.DOCUMENT_QUOTA_COUNT,
    fileQuotaBytes: values.FILE_QUOTA_BYTES,
    importAllowLoopback: values.IMPORT_ALLOW_LOOPBACK,
    traceLive: values.TRACE_LIVE,
    parseLimits: {
      threads: values.PARSE_THREADS,
      timeLimitMs: values.PARSE_TIME_LIMIT_MS,
      memoryLimitMb: values.PARSE_MEMORY_LIMIT_MB,
    },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    socialProviders,
  };
}

/**
 * Creates DATA_DIR and, unless AUTH_SECRET is given, reads or generates the secret
 * kept there, so sessions survive restarts without any set-up.
 */
export function ensureDataDir(config: Config): Config {
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `Configuration error: DATA_DIR "${config.dataDir}" cannot be created (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
  if (config.authSecret) return config;
  const file = authSecretFile(config.dataDir);
  try {
    return { ...config, authSecret: readFileSync(file, 'utf8').trim() };
  } catch {
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return { ...config, authSecret: secret };
  }
}
