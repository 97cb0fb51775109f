import { describeAccountSettings } from '../testing/account-settings-suite.ts';
import { freshSchemaDatabase } from '../testing/pg-schema.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeAccountSettings('PostgreSQL', () => freshSchemaDatabase('settings'));
