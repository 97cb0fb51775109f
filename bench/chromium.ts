import { start, waitFor, type Running } from './processes.ts';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  version: string;
  process: Running;
}

/** Launches the system Chromium headless in its own process group, with a throw-away profile. */
export async function launchChromium(userDataDir: string): Promise<Chromium> {
  const chromium = start(
    'Chromium',
    CHROMIUM,
    [...FLAGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { group: true },
  );
  const [, port] = await waitFor(chromium, /DevTools listening on ws:\/\/[^/]+:(\d+)\//);
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser: version } = (await response.json()) as { Browser: string };
  return { port: Number(port), version, process: chromium };
}
