import type { SmtpCapture } from '../src/server/testing/smtp-capture.ts';
import { signUpVerified, type VerifiedUser } from '../src/server/testing/verified-user.ts';

/** Sign-ups at once: each hashes a password and sends a mail, so more only queue up. */
const SIGN_UP_CONCURRENCY = 4;

/**
 * A client address for the n-th person, from the range set aside for benchmarks
 * (198.18.0.0/15), so the per-address sign-up limit counts each person on their own.
 */
export function addressOf(n: number): string {
  return `198.18.${Math.floor(n / 256)}.${n % 256}`;
}

/**
 * Signs `count` people up at `origin` through the app's own flow (the mailed link), each
 * from its own address: the server must trust one proxy hop (TRUST_PROXY=1).
 */
export async function signUpPeople(
  origin: string,
  smtp: Pick<SmtpCapture, 'mailTo'>,
  count: number,
): Promise<VerifiedUser[]> {
  const users: VerifiedUser[] = [];
  for (let first = 0; first < count; first += SIGN_UP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, count - first) }, (_, index) =>
      signUpVerified(
        { origin, mailTo: smtp.mailTo },
        { browserOptions: { forwardedFor: addressOf(first + index) } },
      ),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
