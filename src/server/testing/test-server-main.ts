import { productionSchemas } from '../../shared/data/collections.ts';
import { testSchemas } from '../data/testing/test-schemas.ts';
import { runServer } from '../main.ts';

/**
 * The server process exactly as main.ts runs it, with the test collections instead of
 * the tools' ones, for tests and benchmarks that need a real process (kill -9, load).
 * `TEST_WRITE_RATE=perSecond/burst` changes the per-user write rate;
 * `TEST_MAX_CONNECTIONS_PER_USER=N` the live connections one account may hold (a fan-out
 * benchmark subscribes a thousand sockets of one user); `TEST_SCHEMAS=production` the
 * tools' own collections instead of the test ones (the load test with a lifted write rate).
 */
function writeRateFromEnvironment() {
  const text = process.env.TEST_WRITE_RATE;
  if (!text) return undefined;
  const [perSecond, burst] = text.split('/').map(Number);
  if (!(perSecond! > 0 && burst! > 0)) throw new Error(`TEST_WRITE_RATE=${text}: expected N/M`);
  return { perSecond: perSecond!, burst: burst! };
}

function liveLimitsFromEnvironment() {
  const text = process.env.TEST_MAX_CONNECTIONS_PER_USER;
  if (!text) return undefined;
  const maxConnectionsPerUser = Number(text);
  if (!(Number.isSafeInteger(maxConnectionsPerUser) && maxConnectionsPerUser > 0)) {
    throw new Error(`TEST_MAX_CONNECTIONS_PER_USER=${text}: expected a positive integer`);
  }
  return { maxConnectionsPerUser };
}

await runServer({
  schemas: process.env.TEST_SCHEMAS === 'production' ? await productionSchemas() : testSchemas(),
  writeRate: writeRateFromEnvironment(),
  liveLimits: liveLimitsFromEnvironment(),
});
