import { chromium as playwright, type BrowserContext, type Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { startMailingServer } from './mailing-server.ts';
import { stop, type Running } from './processes.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';
import { signUpVerified, type VerifiedUser } from '../src/server/testing/verified-user.ts';

export interface ThrottledPageOptions {
  /** Puts the person's data on the server before the browser starts. */
  fill: (user: VerifiedUser, origin: string) => Promise<void>;
  /** The CPU slowdown Chromium emulates (4: a mid-range phone). */
  cpuSlowdown: number;
  /** Runs in the page before its own scripts (a watcher of what the bench times). */
  initScript?: () => void;
}

/**
 * A new person with their data, signed in, on one page of a phone-sized Chromium whose CPU
 * is throttled; `measure` runs on it. The server, the browser and its profile are gone
 * after, whatever happens.
 */
export async function withThrottledPage<T>(
  { fill, cpuSlowdown, initScript }: ThrottledPageOptions,
  measure: (page: Page, origin: string) => Promise<T>,
): Promise<T> {
  const server = await startMailingServer();
  const profileDir = makeTempDir('tinies-bench-chromium-');
  let chromium: Running | undefined;
  try {
    const user = await signUpVerified({ origin: server.origin, mailTo: server.smtp.mailTo });
    await fill(user, server.origin);
    const launched = await launchChromium(profileDir);
    chromium = launched.process;
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${launched.port}`);
    try {
      const context: BrowserContext = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 900 },
      });
      await context.addCookies(
        [...user.browser.cookies].map(([name, { value }]) => ({ name, value, url: server.origin })),
      );
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const result = await measure(page, server.origin);
      await context.close();
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    if (chromium) await stop(chromium);
    await server.close();
    removeTempDir(profileDir);
  }
}
