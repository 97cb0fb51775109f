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

/** Where a test reads the mails a server sent: a test server's log or an SMTP capture. */
export interface Mailbox {
  /** The text of the mail sent to `email`, waiting for it to arrive. */
  mailTo(email: string): Promise<string>;
}

let people = 0;

/** A server to sign up at, and where its mails arrive. */
export interface SignUpTarget extends Mailbox {
  origin: string;
}

/**
 * Signs a new person up at `server.origin` and follows the link mailed to it (a
 * `TestServer`, or `{ origin, mailTo: smtp.mailTo }`), as in the app: the one way tests
 * make a verified, signed-in user. `browserOptions` let many people sign up from their
 * own addresses (behind TRUST_PROXY).
 */
export async function signUpVerified(
  server: SignUpTarget,
  {
    label = 'person',
    browserOptions = {},
  }: { label?: string; browserOptions?: TestBrowserOptions } = {},
): Promise<VerifiedUser> {
  people += 1;
  const email = `${label}-${people}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const browser = new TestBrowser(server.origin, browserOptions);
  const signUp = await browser.post('/api/auth/sign-up/email', {
    email,
    password: 'correct horse',
    name: '',
    callbackURL: '/',
  });
  if (signUp.status !== 200) throw new Error(`Sign-up failed: ${signUp.status}`);
  await browser.navigate(firstLink(await server.mailTo(email), '/api/auth/verify-email'));
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
