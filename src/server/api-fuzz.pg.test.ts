import { describeApiFuzz } from './testing/api-fuzz-suite.ts';
import { freshSchemaDatabase } from './testing/pg-schema.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeApiFuzz('PostgreSQL', () => freshSchemaDatabase('api_fuzz'), 100);
