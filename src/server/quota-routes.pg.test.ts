import { freshSchemaDatabase } from './testing/pg-schema.ts';
import { describeQuotaRoutes } from './testing/quota-routes-suite.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
describeQuotaRoutes('PostgreSQL', () => freshSchemaDatabase('quota_routes'));
