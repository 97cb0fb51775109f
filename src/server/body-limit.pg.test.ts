import { describeBodyLimits } from './testing/body-limit-suite.ts';
import { freshSchemaDatabase } from './testing/pg-schema.ts';

/** The accounts routes read bodies before any session exists: the same on PostgreSQL. */
describeBodyLimits('PostgreSQL', () => freshSchemaDatabase('body_limits'), {
  families: ['accounts'],
});
