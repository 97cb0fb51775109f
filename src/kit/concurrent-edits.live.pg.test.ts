import { describeConcurrentEdits } from './testing/concurrent-edits-suite.ts';

describeConcurrentEdits('PostgreSQL');
