import { randomUUID } from 'node:crypto';
import { openPostgres } from '../store/database.ts';
import { describeFiles } from './files-suite.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://127.0.0.1:5432/test).');

describeFiles('PostgreSQL', async () => {
  // A schema of its own per run: the server's own migrations create the tables in it.
  const schema = `files_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = openPostgres(url);
  await admin.pool.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgres(scoped.toString());
  return {
    database,
    async dispose() {
      await database.close();
      await admin.pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
});
