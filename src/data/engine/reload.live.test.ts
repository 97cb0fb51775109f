import { describeReloadProperty } from '../testing/reload-property-suite.ts';

describeReloadProperty('SQLite', 12);
