import { describeReloadProperty } from '../testing/reload-property-suite.ts';

describeReloadProperty('PostgreSQL', 8);
