import { join, resolve } from 'node:path';
import { ConfigError, configFromEnvironmentReadOnly } from '../src/server/config.ts';
import { BackupError, backupSqlite } from '../src/server/database/sqlite-backup.ts';
import { formatSize } from '../src/shared/format-size.ts';

/**
 * `npm run backup [-- folder]`: a consistent copy of the SQLite database and the stored
 * files, taken while the server runs, into DATA_DIR/backups/<time> or the given folder.
 * It reads the server's configuration from the same environment.
 */

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `2025-02-04T09-30-00Z`: sorts by time and is a valid name on every file system. */
const stamp = () => `${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

let config;
try {
  config = configFromEnvironmentReadOnly();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set, so everything (accounts, data and files) lives in PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=tinies.dump "$DATABASE_URL". npm run backup copies the SQLite database only; nothing was done.',
  );
}
const args = process.argv.slice(2);
if (args.length > 1) fail('Usage: npm run backup [-- folder]');
const folder = args[0] ? resolve(args[0]) : join(config.dataDir, 'backups', stamp());

try {
  const result = backupSqlite({ dataDir: config.dataDir, folder });
  console.log(`Backed up ${config.dataDir} to ${result.folder}`);
  console.log(`  tinies.sqlite  ${formatSize(result.databaseBytes)} (integrity check: ok)`);
  console.log(`  files/         ${files(result.files.count)}, ${formatSize(result.files.bytes)}`);
  if (result.authSecret) console.log('  auth-secret    keeps sessions valid after a restore');
  if (result.forgotten.length > 0) {
    console.log(`  left out:      ${files(result.forgotten.length)} listed but gone from disk`);
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
