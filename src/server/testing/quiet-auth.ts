import { openAccounts, type Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../database/database.ts';
import { createMailer } from '../mail/mailer.ts';

/**
 * The accounts service for tests about something else (static files, health…): real,
 * migrated, with mails going nowhere.
 */
export function openQuietAuth(config: Config, database: Database): Promise<Auth> {
  const mailer = createMailer({ smtpUrl: undefined, mailFrom: undefined, log: () => {} });
  return openAccounts({
    config: { ...config, authSecret: config.authSecret ?? 'a test secret that is long enough!' },
    database,
    mailer,
  });
}
