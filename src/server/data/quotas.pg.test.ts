import { freshSchema } from '../testing/pg-schema.ts';
import { describeQuotas } from './testing/quota-suite.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeQuotas('PostgreSQL', () => freshSchema('quotas'));
