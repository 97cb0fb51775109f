import { APIError, betterAuth, type BetterAuthOptions } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/auth.ts';
import type { Config } from '../config.ts';
import { logAuthEvent } from './auth-log.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { migrateAccounts } from './migrate.ts';
import { dropUnprovenPassword } from './unproven-password.ts';
import { noteSignInAddress } from './unverified-address.ts';
import { eraseAccount as eraseAccountRows } from '../account/erase-account.ts';
import type { Database } from '../database/database.ts';
import { negotiateLanguage } from '../mail/language.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  renderAccountDeletedMail,
  renderEmailChangeMail,
  renderEmailChangeNoticeMail,
  renderExistingAccountMail,
  renderPasswordResetMail,
  renderVerificationMail,
  RESET_LINK_HOURS,
  VERIFICATION_LINK_HOURS,
} from '../mail/templates.ts';

/** Attempts allowed per client address in a window of `window` seconds. */
export interface RateLimitRule {
  window: number;
  max: number;
}

export interface AuthRateLimits {
  signIn: RateLimitRule;
  signUp: RateLimitRule;
  /** Resending the verification e-mail. */
  sendMail: RateLimitRule;
  /** Every other auth endpoint (sign-out, the verification link…); session reads are free. */
  other: RateLimitRule;
}

/** Production limits; tests pass their own per case, never switch them off. */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10 },
  signUp: { window: 600, max: 10 },
  sendMail: { window: 300, max: 3 },
  other: { window: 60, max: 120 },
};

export interface AccountsOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  rateLimits?: AuthRateLimits;
  /**
   * Deletes everything of an account about to be deleted, the account's own rows included
   * (`eraseAccount`); the server also closes its live sockets. Default: `eraseAccount` on
   * `database`, file bytes on disk left to the file collection.
   */
  eraseAccount?: (user: { id: string; email: string }) => Promise<void>;
}

const SESSION_DAYS = 30;

/**
 * The verification link with `provider` dropped from the page it returns to.
 * NOTE: after a social sign-in with an unverified address, better-auth reuses that
 * sign-in's callback (`/verify-email?provider=google&next=…`); the page reads `provider`
 * as "back from the provider", but the person following the mail has just verified.
 */
function withoutProvider(link: string): string {
  const url = new URL(link);
  const callback = url.searchParams.get('callbackURL');
  if (!callback?.startsWith('/')) return link;
  const page = new URL(callback, url.origin);
  page.searchParams.delete('provider');
  url.searchParams.set('callbackURL', page.pathname + page.search);
  return url.toString();
}

/** Whether a verification token (a JWT) is better-auth's link for an e-mail change. */
function isEmailChange(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof (payload as { updateTo?: unknown }).updateTo === 'string';
  } catch {
    return false;
  }
}

function languageOf(request: Request | undefined) {
  return negotiateLanguage(request?.headers.get('accept-language'));
}

export function authOptions({
  config,
  database,
  mailer,
  rateLimits = DEFAULT_RATE_LIMITS,
  eraseAccount = (user) => eraseAccountRows({ database }, user),
}: AccountsOptions): BetterAuthOptions {
  const { google, ...builtInProviders } = config.socialProviders;

  async function sendMail(
    to: string,
    request: Request | undefined,
    content: ReturnType<typeof renderVerificationMail>,
  ) {
    const language = languageOf(request);
    try {
      await mailer.send({ to, language, ...content });
    } catch (error) {
      console.error(`Mail to ${to} failed: ${(error as Error).message}`);
      // NOTE: thrown inside better-auth's sign-up transaction, so the new account is
      // rolled back and the person can simply try again.
      throw new APIError('SERVICE_UNAVAILABLE', {
        code: 'MAIL_UNAVAILABLE',
        message: 'The e-mail could not be sent. Please try again in a moment.',
      });
    }
  }

  return {
    appName: 'Tinies',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: database.kind === 'sqlite' ? database.sqlite : database.pool,
    telemetry: { enabled: false },
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      // "Forgot password?": a one-time link (better-auth consumes its token on use) that
      // expires when the mail says, and every session of the account ends once it is used.
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }, request) {
        const language = languageOf(request);
        // NOTE: not awaited, and a failure only logged: the answer must not differ (in
        // content or in time) between an address with an account and one without.
        void mailer
          .send({
            to: user.email,
            language,
            ...renderPasswordResetMail({ language, url, email: user.email }),
          })
          .catch((error: unknown) =>
            console.error(`Mail to ${user.email} failed: ${(error as Error).message}`),
          );
      },
      // An address that already has an account gets a mail instead of an error, so
      // the sign-up form never tells a stranger who is registered.
      async onExistingUserSignUp({ user }, request) {
        const language = languageOf(request);
        await sendMail(
          user.email,
          request,
          renderExistingAccountMail({
            language,
            email: user.email,
            signInUrl: `${config.publicUrl}/`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 3600,
      async sendVerificationEmail({ user, url, token }, request) {
        const language = languageOf(request);
        // An e-mail change sends its link to the new address (here `user.email`) this way too.
        const render = isEmailChange(token) ? renderEmailChangeMail : renderVerificationMail;
        await sendMail(
          user.email,
          request,
          render({ language, url: withoutProvider(url), email: user.email }),
        );
      },
    },
    socialProviders: Object.fromEntries(
      Object.entries(builtInProviders).map(([id, credentials]) => [
        id,
        { ...credentials, requireEmailVerification: true, overrideUserInfoOnSignIn: true },
      ]),
    ),
    plugins: google
      ? [
          // NOTE: Google through OpenID Connect discovery rather than the built-in provider,
          // whose endpoints are fixed: the issuer is configurable (GOOGLE_ISSUER), so a local
          // provider can stand in for Google. Same `/sign-in/social` and `/callback/google`.
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: `${config.googleIssuer}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireEmailVerification: true,
                // NOTE: also refreshes better-auth's copy of the user after linking; without
                // it a just-linked account still looks unverified and sign-in stops there.
                overrideUserInfo: true,
                prompt: 'select_account',
              },
            ],
          }),
        ]
      : [],
    user: {
      // Verified by a link to the new address (sendVerificationEmail); the old address is
      // told by the route in front of it (`emailChangeNotice`).
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // NOTE: the account's own rows go in the same transaction as its data; better-auth's
        // deletion that follows then finds nothing left to delete.
        async beforeDelete(user) {
          await eraseAccount(user);
        },
        async afterDelete(user, request) {
          const language = languageOf(request);
          await mailer
            .send({
              to: user.email,
              language,
              ...renderAccountDeletedMail({
                language,
                url: `${config.publicUrl}/`,
                email: user.email,
              }),
            })
            .catch((error: unknown) =>
              console.error(`Mail to ${user.email} failed: ${(error as Error).message}`),
            );
        },
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider that vouches for the address may join an account whose owner never
        // proved it; `dropUnprovenPassword` then removes that unproven password.
        requireLocalEmailVerified: false,
      },
    },
    hooks: {
      // The old address of an e-mail change is told once the link to the new one is sent.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-email' || isAPIError(ctx.context.returned)) return;
        const email = ctx.context.session?.user.email;
        const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
        if (!email || typeof newEmail !== 'string') return;
        const language = languageOf(ctx.request);
        void mailer
          .send({
            to: email,
            language,
            ...renderEmailChangeNoticeMail({
              language,
              url: `${config.publicUrl}/`,
              email,
              newEmail: newEmail.toLowerCase(),
            }),
          })
          .catch((error: unknown) =>
            console.error(`Mail to ${email} failed: ${(error as Error).message}`),
          );
      }),
    },
    databaseHooks: {
      user: {
        // A provider's first sign-in: the address goes to /verify-email if unverified.
        create: {
          async before(user, context) {
            if (context?.path?.includes('/callback/')) noteSignInAddress(user.email);
          },
        },
        update: {
          // NOTE: a sign-in through a provider refreshes the person's details from it
          // (`overrideUserInfo`, which also carries its verified address over); the name
          // is theirs to choose in Account settings and stays as they set it.
          async before(user, context) {
            if (!context?.path?.includes('/callback/') || typeof user.email !== 'string') return;
            noteSignInAddress(user.email);
            // NOTE: what a hook answers is merged over the update: the stored name goes back in.
            const found = await context.context.internalAdapter.findUserByEmail(user.email);
            if (!found) return;
            return { data: { name: found.user.name, image: found.user.image ?? null } };
          },
        },
      },
      account: {
        create: {
          async before(account, context) {
            if (context) await dropUnprovenPassword(context, account);
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 3600,
      // A session in use is renewed (and its "last active" moved on) at most once an hour:
      // the account page's sessions list is then right to the hour, for one small write.
      updateAge: 3600,
      // NOTE: better-auth's "fresh session" rule would refuse the sessions list and the
      // unlinking of a provider a day after sign-in; those need only a signed-in session
      // here, and deleting an account has its own stricter check (delete-account-guard.ts).
      freshAge: 0,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: rateLimits.other.window,
      max: rateLimits.other.max,
      customRules: {
        '/sign-in/*': rateLimits.signIn,
        '/sign-up/*': rateLimits.signUp,
        '/send-verification-email': rateLimits.sendMail,
        // Asking for a reset link and using one are guessed at like a sign-in.
        '/request-password-reset': rateLimits.signIn,
        '/reset-password': rateLimits.signIn,
        '/reset-password/*': rateLimits.signIn,
        // Each checks the current password (or asks for one).
        '/delete-user': rateLimits.signIn,
        '/change-password': rateLimits.signIn,
        '/change-email': rateLimits.signIn,
        // Every page load and tab focus reads the session: a cheap read that guards no
        // secret, and limiting it would sign people out in the eyes of their own app.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'tinies',
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // NOTE: `openAccounts` migrates the tables before the service starts, so they match.
      // better-auth's own check on the first request would look at them again, listing the
      // tables of every schema; on a PostgreSQL shared with others, a schema dropped
      // meanwhile failed that first request ("schema … does not exist").
      database: { validateSchema: false },
    },
    logger: { level: 'warn', log: logAuthEvent },
  };
}

function createAuth(options: BetterAuthOptions) {
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;

/** The accounts service: better-auth on the app's database, its tables migrated first. */
export async function openAccounts(options: AccountsOptions): Promise<Auth> {
  const betterAuthOptions = authOptions(options);
  // NOTE: before better-auth starts, or it first logs a "schema mismatch" for the
  // tables this is about to create.
  await migrateAccounts(betterAuthOptions, options.database);
  return createAuth(betterAuthOptions);
}
