import { runTinies } from './run.ts';
import { productionSchemas } from '../shared/data/collections.ts';

// The production server: the tools' collections and the default write rate.
await runTinies({ schemas: productionSchemas() });
