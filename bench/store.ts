import { availableParallelism, loadavg } from 'node:os';
import { ackedWritesPerSecond, type WriteLoad } from './acked-writes.ts';
import { appFanOut, fanOutPath, wsBroadcastFanOut } from './fan-out-targets.ts';
import { fanOutComparison, type FanOutRound, type FanOutTarget, type Latency } from './fan-out.ts';
import type { MachineLoad } from './format.ts';
import { BenchLiveClient, closeSockets } from './live-client.ts';
import { cleanUpOnStop } from './processes.ts';
import { sqliteInsertsPerSecond } from './sqlite-baseline.ts';
import { startStoreServer, type StoreServer } from './store-server.ts';
import { freshSchema } from '../src/server/testing/pg-schema.ts';

/** Concurrent clients: one person each (see `measureWriteRates`). */
export const CLIENTS = 50;
export const ONE_CLIENT: WriteLoad = { inFlight: 64, warmUpMs: 500, measureMs: 3_000 };
export const EACH_OF_MANY: WriteLoad = { inFlight: 8, warmUpMs: 500, measureMs: 3_000 };
export const FAN_OUT_ROUNDS: FanOutRound[] = [
  { subscribers: 1, writes: 200 },
  { subscribers: 100, writes: 200 },
  { subscribers: 1000, writes: 100 },
];

export interface WriteRates {
  oneClient: number;
  manyClients: number;
}

export interface FanOutFigures extends FanOutRound {
  ours: Latency;
  baseline: Latency;
}

export interface StoreRun {
  writeLoads: { clients: number; oneClient: WriteLoad; eachOfMany: WriteLoad };
  machine: MachineLoad;
  /** Acknowledged writes per second over the live socket, on SQLite. */
  sqlite: WriteRates;
  /** Plain node:sqlite inserts per second, one transaction each. */
  sqliteInserts: number;
  fanOut: FanOutFigures[];
  /** Informational, when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL. */
  postgres?: WriteRates;
}

/**
 * Acked writes/s of one client, then of `CLIENTS` people at once. NOTE: many people rather
 * than many sockets of one: that is the load a shared server meets (one account may hold
 * only 32 connections), and each person's writes are ordered on their own.
 */
async function measureWriteRates(server: StoreServer): Promise<WriteRates> {
  const writers = await Promise.all(
    server.users.slice(0, CLIENTS).map(async (user) => ({
      client: await BenchLiveClient.open(server.origin, user.cookie),
      uid: user.uid,
    })),
  );
  try {
    const oneClient = await ackedWritesPerSecond(writers.slice(0, 1), ONE_CLIENT);
    const manyClients = await ackedWritesPerSecond(writers, EACH_OF_MANY);
    return { oneClient, manyClients };
  } finally {
    await closeSockets(writers.map((writer) => writer.client.socket));
  }
}

/** Each round on the app and on the raw baseline, their writes taking turns. */
async function measureFanOut(server: StoreServer): Promise<FanOutFigures[]> {
  const owner = server.users[0]!;
  const targets: FanOutTarget[] = [];
  try {
    targets.push(await appFanOut(server.origin, owner));
    targets.push(await wsBroadcastFanOut(fanOutPath(owner.uid)));
    const compare = fanOutComparison(targets);
    const figures: FanOutFigures[] = [];
    for (const round of FAN_OUT_ROUNDS) {
      const [ours, baseline] = await compare(round);
      figures.push({ ...round, ours: ours!, baseline: baseline! });
    }
    return figures;
  } finally {
    for (const target of targets) await target.close();
  }
}

/** The write rates on a fresh schema of that PostgreSQL, dropped again afterwards. */
async function measurePostgres(url: string): Promise<WriteRates> {
  const schema = await freshSchema('tinies_bench', url);
  const dispose = cleanUpOnStop(schema.dispose);
  try {
    const server = await startStoreServer({
      users: CLIENTS,
      maxConnectionsPerUser: 32,
      databaseUrl: schema.url,
    });
    try {
      return await measureWriteRates(server);
    } finally {
      await server.close();
    }
  } finally {
    await dispose();
  }
}

/**
 * The data store against raw baselines measured in the same run: acked writes/s against
 * plain SQLite inserts, live fan-out latency against a plain `ws` broadcast. The server is
 * the real process with the test collections; every client lives in this process.
 */
export async function benchStore(): Promise<StoreRun> {
  const loadBefore = loadavg()[0]!;
  console.log('\nData store: plain node:sqlite inserts…');
  const sqliteInserts = sqliteInsertsPerSecond(ONE_CLIENT.warmUpMs, ONE_CLIENT.measureMs);

  console.log(`Data store: starting the server on SQLite, signing up ${CLIENTS} people…`);
  const maxSubscribers = Math.max(...FAN_OUT_ROUNDS.map((round) => round.subscribers));
  const server = await startStoreServer({
    users: CLIENTS,
    maxConnectionsPerUser: maxSubscribers + 1,
  });
  let sqlite: WriteRates;
  let fanOut: FanOutFigures[];
  try {
    console.log('Data store: acknowledged writes over the live socket…');
    sqlite = await measureWriteRates(server);
    console.log('Data store: live fan-out, and the same through a plain ws broadcast…');
    fanOut = await measureFanOut(server);
  } finally {
    await server.close();
  }
  const run: StoreRun = {
    writeLoads: { clients: CLIENTS, oneClient: ONE_CLIENT, eachOfMany: EACH_OF_MANY },
    machine: { cores: availableParallelism(), loadBefore, loadAfter: 0 },
    sqlite,
    sqliteInserts,
    fanOut,
  };
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (postgresUrl) {
    console.log('Data store: acknowledged writes on PostgreSQL…');
    run.postgres = await measurePostgres(postgresUrl);
  }
  run.machine.loadAfter = loadavg()[0]!;
  return run;
}
