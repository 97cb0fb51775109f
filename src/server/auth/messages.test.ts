import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { describe, expect, it } from 'vitest';
import { localizeAuthError, rateLimitedMessage } from './messages.ts';
import {
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  RATE_LIMITED_CODE,
} from '../../shared/auth.ts';
import { MAIL_LANGUAGES } from '../mail/language.ts';

const BETTER_AUTH_DIST = dirname(createRequire(import.meta.url).resolve('better-auth'));
const source = (path: string) => readFileSync(join(BETTER_AUTH_DIST, path), 'utf8');

/** better-auth's code that runs for sign-up, sign-in, verification, session and sign-out. */
const FLOW_SOURCES = [
  'api/routes/sign-in.mjs',
  'api/routes/sign-up.mjs',
  'api/routes/email-verification.mjs',
  'api/routes/sign-out.mjs',
  'api/routes/session.mjs',
  'api/routes/callback.mjs',
  'api/middlewares/origin-check.mjs',
  'utils/password.mjs',
  'oauth2/state.mjs',
  'db/schema.mjs',
];
/** Codes in those files that no one using the app can meet. */
const UNREACHABLE = new Set([
  'ASYNC_VALIDATION_NOT_SUPPORTED', // a server configuration mistake
  'SESSION_NOT_FRESH', // only for sensitive endpoints we do not expose
  'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED', // POST get-session, which our client never sends
]);
const OUR_WORDING: Record<string, string> = {
  PASSWORD_TOO_SHORT: PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_LONG: PASSWORD_TOO_LONG_MESSAGE,
};

const flowCodes = [
  ...new Set(
    FLOW_SOURCES.flatMap((path) =>
      [...source(path).matchAll(/BASE_ERROR_CODES\.([A-Z_]+)/g)].map((match) => match[1]!),
    ),
  ),
].filter((code) => !UNREACHABLE.has(code));

describe('localizeAuthError', () => {
  it('knows every code the auth flows can throw (and the scan found them)', () => {
    expect(flowCodes).toEqual(
      expect.arrayContaining(['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'INVALID_ORIGIN']),
    );
    expect(flowCodes.filter((code) => localizeAuthError(code, 'en') === undefined)).toEqual([]);
  });

  it.each(
    Object.entries(BASE_ERROR_CODES).filter(
      ([code]) => localizeAuthError(code, 'en') !== undefined,
    ),
  )(
    'speaks better-auth’s own English for %s, or ours for the password rules',
    (code, { message }) => {
      expect(localizeAuthError(code, 'en')).toBe(OUR_WORDING[code] ?? message);
    },
  );

  it('uses the spec’s wording for the password rule and unverified logins', () => {
    expect(localizeAuthError('PASSWORD_TOO_SHORT', 'en')).toBe(
      'Password must be at least 6 characters long',
    );
    expect(localizeAuthError('EMAIL_NOT_VERIFIED', 'en')).toBe('Email not verified');
  });

  it('matches the English of codes better-auth throws inline', () => {
    const inline = {
      EMAIL_PASSWORD_DISABLED: 'api/routes/sign-in.mjs',
      EMAIL_PASSWORD_SIGN_UP_DISABLED: 'api/routes/sign-up.mjs',
      UNAUTHORIZED: 'api/routes/session.mjs',
    };
    for (const [code, path] of Object.entries(inline)) {
      const text = source(path);
      expect(text).toContain(`code: "${code}"`);
      expect(text).toContain(`message: "${localizeAuthError(code, 'en')}"`);
    }
    expect(source('api/rate-limiter/index.mjs')).toContain(
      `message: "${localizeAuthError(RATE_LIMITED_CODE, 'en')}"`,
    );
  });

  it.each(['es', 'fr', 'de'] as const)('translates every message into %s', (language) => {
    const codes = [...flowCodes, 'USER_ALREADY_EXISTS', RATE_LIMITED_CODE, 'UNAUTHORIZED'];
    for (const code of codes) {
      const translated = localizeAuthError(code, language);
      expect(translated, code).toBeTruthy();
      expect(translated, code).not.toBe(localizeAuthError(code, 'en'));
    }
  });

  it('translates the password rules with the same numbers', () => {
    expect(localizeAuthError('PASSWORD_TOO_SHORT', 'es')).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(localizeAuthError('PASSWORD_TOO_SHORT', 'de')).toBe(
      'Das Passwort muss mindestens 6 Zeichen lang sein',
    );
    expect(localizeAuthError('PASSWORD_TOO_LONG', 'fr')).toMatch(/256\u00a0caractères/);
  });

  it('knows nothing of other codes, inherited names included', () => {
    for (const code of ['NOPE', '', 'constructor', '__proto__', 'toString', 'invalid_email']) {
      expect(localizeAuthError(code, 'en')).toBeUndefined();
    }
  });
});

describe('rateLimitedMessage', () => {
  it('counts seconds, singular for one', () => {
    expect(rateLimitedMessage('en', 42)).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(rateLimitedMessage('en', 1)).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(rateLimitedMessage('en', 119)).toBe(
      'Too many attempts. Please wait 119 seconds and try again.',
    );
  });

  it('rounds up, and never says zero', () => {
    expect(rateLimitedMessage('en', 41.2)).toContain('wait 42 seconds');
    expect(rateLimitedMessage('en', 0)).toContain('wait 1 second ');
    expect(rateLimitedMessage('en', -5)).toContain('wait 1 second ');
  });

  it('switches to whole minutes from two minutes on', () => {
    expect(rateLimitedMessage('en', 120)).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(rateLimitedMessage('en', 121)).toContain('wait 3 minutes');
    expect(rateLimitedMessage('en', 180)).toContain('wait 3 minutes');
  });

  it('speaks every language', () => {
    expect(rateLimitedMessage('es', 1)).toBe(
      'Demasiados intentos. Espera 1 segundo y vuelve a intentarlo.',
    );
    expect(rateLimitedMessage('es', 30)).toBe(
      'Demasiados intentos. Espera 30 segundos y vuelve a intentarlo.',
    );
    expect(rateLimitedMessage('fr', 1)).toBe(
      'Trop de tentatives. Veuillez patienter 1\u00a0seconde avant de réessayer.',
    );
    expect(rateLimitedMessage('fr', 300)).toBe(
      'Trop de tentatives. Veuillez patienter 5\u00a0minutes avant de réessayer.',
    );
    expect(rateLimitedMessage('de', 1)).toBe(
      'Zu viele Versuche. Bitte warte 1 Sekunde und versuche es dann noch einmal.',
    );
    expect(rateLimitedMessage('de', 600)).toBe(
      'Zu viele Versuche. Bitte warte 10 Minuten und versuche es dann noch einmal.',
    );
  });

  it('formats large numbers the local way', () => {
    expect(rateLimitedMessage('de', 60 * 1500)).toContain('1.500 Minuten');
    expect(rateLimitedMessage('en', 60 * 1500)).toContain('1,500 minutes');
  });

  it.each(MAIL_LANGUAGES)(
    'falls back to the generic message in %s when the wait is unknown',
    (language) => {
      expect(rateLimitedMessage(language, Number.NaN)).toBe(
        localizeAuthError(RATE_LIMITED_CODE, language),
      );
    },
  );
});
