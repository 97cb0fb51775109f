import { z } from 'zod';
import './zod-setup.ts';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SOCIAL_PROVIDERS,
} from './auth-rules.ts';

/** Accounts: the wire shapes both the server and the client hold to. */

// NOTE: the zod-free rules live in auth-rules.ts: every zod call below is kept by the
// bundler (it cannot prove them pure), so a browser module importing even a constant from
// here would ship zod (about 30 KB gzip). Browser code imports auth-rules.ts (types from
// here are fine); this re-export keeps the server's imports working.
export * from './auth-rules.ts';

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const emailSchema = z.email('Enter a valid e-mail address');

/** `GET /api/config`: what the client may offer before anyone signs in. */
export const publicConfigSchema = z.object({
  auth: z.object({
    /** 'email' first when e-mail and password is on, then each configured provider. */
    signInMethods: z.array(z.enum(['email', ...SOCIAL_PROVIDERS])),
    minPasswordLength: z.number().int().positive(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
