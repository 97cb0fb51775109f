import { availableParallelism, loadavg } from 'node:os';
import type { MachineLoad } from './format.ts';
import { closeSockets } from './live-client.ts';
import { LoadTally, type OperationFigures } from './load-figures.ts';
import { SimulatedPerson } from './load-person.ts';
import { startMailingServer } from './mailing-server.ts';
import { addressOf, signUpPeople } from './people.ts';
import { watchProcess, type ProcessFigures } from './process-usage.ts';
import { cleanUpOnStop } from './processes.ts';
import { freshSchema } from '../src/server/testing/pg-schema.ts';
import { SERVER_SCRIPTS } from '../src/server/testing/server-process.ts';
import { WRITE_RATE, type WriteRate } from '../src/shared/data/limits.ts';

export interface LoadSettings {
  people: number;
  seconds: number;
}

export const DEFAULT_LOAD: LoadSettings = { people: 20, seconds: 20 };

/** The write rate of the second run: no person's burst ever meets it. */
export const LIFTED_WRITE_RATE: WriteRate = { perSecond: 1_000_000, burst: 1_000_000 };

export interface LoadRun {
  database: 'SQLite' | 'PostgreSQL';
  /** The per-person write rate the server enforced. */
  writeRate: WriteRate;
  /** Whether that is the production default (the production entry point ran). */
  production: boolean;
  people: number;
  /** How long the people worked, measured. */
  seconds: number;
  operations: OperationFigures[];
  /** The server process: resident memory before the load and at its peak, CPU used. */
  server: ProcessFigures;
  /** CPU this process (every simulated client) used meanwhile, in cores. */
  clientCores: number;
  machine: MachineLoad;
}

interface RunOptions extends LoadSettings {
  database: LoadRun['database'];
  production: boolean;
  databaseUrl?: string;
}

/**
 * The production server, or for the lifted run the same `runServer` with the tools'
 * collections and a write rate nobody meets; both trust one proxy hop so each person
 * signs up from their own address.
 */
function serverFor({ production, databaseUrl }: RunOptions) {
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  if (production) return startMailingServer({ env: { TRUST_PROXY: '1', ...database } });
  const { perSecond, burst } = LIFTED_WRITE_RATE;
  return startMailingServer({
    script: SERVER_SCRIPTS.withTestSchemas,
    env: {
      TRUST_PROXY: '1',
      TEST_SCHEMAS: 'production',
      TEST_WRITE_RATE: `${perSecond}/${burst}`,
      ...database,
    },
  });
}

/** One run: a fresh server, `people` signed up, all of them working for `seconds`. */
async function loadRun(options: RunOptions): Promise<LoadRun> {
  const label = `${options.database}, write rate ${options.production ? 'at the production default' : 'lifted'}`;
  console.log(`\nLoad (${label}): starting the server, signing up ${options.people} people…`);
  const server = await serverFor(options);
  const people: SimulatedPerson[] = [];
  try {
    const users = await signUpPeople(server.origin, server.smtp, options.people);
    const tally = new LoadTally();
    people.push(
      ...users.map((user, n) => new SimulatedPerson(server.origin, user, addressOf(n), tally)),
    );
    await Promise.all(people.map((person) => person.prepare()));
    // NOTE: filling the books took a few writes from each bucket; let them refill first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    console.log(`Load (${label}): ${options.people} people working for ${options.seconds} s…`);
    const loadBefore = loadavg()[0]!;
    const watch = watchProcess(server.pid);
    const clientCpu = process.cpuUsage();
    const start = performance.now();
    await Promise.all(people.map((person) => person.run(start + options.seconds * 1000)));
    const seconds = (performance.now() - start) / 1000;
    const serverFigures = watch.stop();
    const { user, system } = process.cpuUsage(clientCpu);
    await Promise.all(people.map((person) => person.settle()));
    return {
      database: options.database,
      writeRate: options.production ? WRITE_RATE : LIFTED_WRITE_RATE,
      production: options.production,
      people: options.people,
      seconds,
      operations: tally.figures(seconds),
      server: serverFigures,
      clientCores: (user + system) / 1e6 / seconds,
      machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0]! },
    };
  } finally {
    await closeSockets(people.flatMap((person) => person.sockets));
    await server.close();
  }
}

/**
 * The load test: simulated people, each signed in on two devices, writing recipes over
 * the live socket and HTTP, reading their book and receiving each other's changes, against
 * the real server process on SQLite and, when TEST_DATABASE_URL (or DATABASE_URL) names
 * one, on a fresh schema of that PostgreSQL; each at the production write rate and lifted.
 */
export async function benchLoad(settings: LoadSettings): Promise<LoadRun[]> {
  const runs: LoadRun[] = [];
  for (const production of [true, false]) {
    runs.push(await loadRun({ ...settings, database: 'SQLite', production }));
  }
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!postgresUrl) {
    console.log('\nLoad: no TEST_DATABASE_URL (or DATABASE_URL): PostgreSQL is not measured.');
    return runs;
  }
  for (const production of [true, false]) {
    const schema = await freshSchema('tinies_load', postgresUrl);
    const dispose = cleanUpOnStop(schema.dispose);
    try {
      runs.push(
        await loadRun({ ...settings, database: 'PostgreSQL', databaseUrl: schema.url, production }),
      );
    } finally {
      await dispose();
    }
  }
  return runs;
}
