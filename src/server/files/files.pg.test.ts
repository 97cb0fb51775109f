import { freshSchemaDatabase } from '../testing/pg-schema.ts';
import { describeFiles } from './testing/files-suite.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeFiles('PostgreSQL', () => freshSchemaDatabase('files'));
