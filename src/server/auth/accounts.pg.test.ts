import { describeAccounts } from '../testing/accounts-suite.ts';
import { freshSchemaDatabase } from '../testing/pg-schema.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeAccounts('PostgreSQL', () => freshSchemaDatabase('accounts'));
