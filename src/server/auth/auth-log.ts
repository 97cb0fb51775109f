/**
 * better-auth's messages that describe expected events, not faults.
 * NOTE: better-auth creates `rateLimit.lastRequest` as int8 on PostgreSQL and then, at
 * every later start, reports its own column as a type mismatch; and it logs a social
 * sign-in with an unverified address (which we send to /verify-email) as an error.
 * Refused sign-ins are answered to the client and need no line in the server log.
 */
const EXPECTED = [
  /^Field lastRequest in table rateLimit has a different type in the database/,
  /^email_not_verified$/,
  // Each refused sign-in; the client already got the reason.
  /^(User not found|Invalid password|Password not found|Password is too (short|long))$/,
];

/** better-auth's log, minus expected events, with one prefix for the server log. */
export function logAuthEvent(
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  ...args: unknown[]
) {
  if (EXPECTED.some((pattern) => pattern.test(message))) return;
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  write(`Accounts ${level}: ${message}`, ...args);
}
