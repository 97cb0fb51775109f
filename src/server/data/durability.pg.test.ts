import { freshSchema } from '../testing/pg-schema.ts';
import { describeDurability } from './testing/durability-suite.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeDurability('PostgreSQL', async () => {
  const schema = await freshSchema('durable');
  return { env: { DATABASE_URL: schema.url }, dispose: schema.dispose };
});
