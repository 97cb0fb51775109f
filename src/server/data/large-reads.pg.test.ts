import { describeLargeReads } from './testing/large-reads-suite.ts';
import { freshSchema } from '../testing/pg-schema.ts';

/** PostgreSQL: a read still open holds its lock on the documents table until it ends. */
describeLargeReads('PostgreSQL', async () => {
  const schema = await freshSchema('large_reads');
  const name = new URL(schema.url).searchParams.get('options')!.split('=').at(-1)!;
  return {
    env: { DATABASE_URL: schema.url },
    async readOpen() {
      const { rows } = await schema.admin.pool.query<{ open: string }>(
        `SELECT count(*) AS open FROM pg_locks l
           JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1 AND c.relname = 'data_documents' AND l.pid <> pg_backend_pid()`,
        [name],
      );
      return Number(rows[0]!.open) > 0;
    },
    dispose: schema.dispose,
  };
});
