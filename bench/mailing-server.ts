import { stop } from './processes.ts';
import { startServer, type Server, type ServerOptions } from './server.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';
import { startSmtpCapture, type SmtpCapture } from '../src/server/testing/smtp-capture.ts';

export interface MailingServer {
  origin: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  /** Where the server's mails arrive, verification links included. */
  smtp: SmtpCapture;
  /** Stops the server and the mail catcher and removes the data folder. */
  close(): Promise<void>;
}

/**
 * The real server process on SQLite in a fresh data folder, its mails sent to an SMTP
 * server started here, so the bench can sign people up through the app's own flow.
 */
export async function startMailingServer({
  script,
  env = {},
}: ServerOptions = {}): Promise<MailingServer> {
  const dataDir = makeTempDir('tinies-bench-data-');
  const smtp = await startSmtpCapture();
  let server: Server | undefined;
  const close = async () => {
    if (server) await stop(server.process);
    await smtp.close();
    removeTempDir(dataDir);
  };
  try {
    server = await startServer(dataDir, {
      script,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tinies <bench@tinies.test>', ...env },
    });
    return { origin: server.url, pid: server.process.child.pid!, smtp, close };
  } catch (error) {
    await close();
    throw error;
  }
}
