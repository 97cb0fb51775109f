import { firstLink } from './smtp-capture.ts';
import { TestBrowser, type TestBrowserOptions } from './test-browser.ts';

/** A person signed up through the real accounts API, verified and signed in. */
export interface VerifiedUser {
  uid: string;
  email: string;
  /** The `Cookie` header value that carries the session. */
  cookie: string;
  browser: TestBrowser;
}

let people = 0;

/**
 * Signs a new person up at `origin` and follows the mailed link, as in the app.
 * `mailTo(email)` resolves with the text of the mail sent to that address (an SMTP
 * capture's, or a log mailer's). `browserOptions` let many people sign up from their own
 * addresses (behind TRUST_PROXY).
 */
export async function signUpVerified(
  origin: string,
  mailTo: (email: string) => Promise<string>,
  {
    label = 'person',
    browserOptions = {},
  }: { label?: string; browserOptions?: TestBrowserOptions } = {},
): Promise<VerifiedUser> {
  people += 1;
  const email = `${label}-${people}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const browser = new TestBrowser(origin, browserOptions);
  const signUp = await browser.post('/api/auth/sign-up/email', {
    email,
    password: 'correct horse',
    name: '',
    callbackURL: '/',
  });
  if (signUp.status !== 200) throw new Error(`Sign-up failed: ${signUp.status}`);
  await browser.navigate(firstLink(await mailTo(email), '/api/auth/verify-email'));
  const session = (await (await browser.request('/api/auth/get-session')).json()) as {
    user?: { id: string; emailVerified: boolean };
  } | null;
  if (!session?.user?.emailVerified) throw new Error(`No verified session for ${email}`);
  const cookie = [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  return { uid: session.user.id, email, cookie, browser };
}

/** The mail to `email` among those a log mailer collected, waiting up to 5 s for it. */
export async function mailIn(mails: readonly string[], email: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const mail = mails.find((text) => text.includes(`To: ${email}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No mail to ${email}`);
}
