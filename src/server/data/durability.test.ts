import { describeDurability } from './testing/durability-suite.ts';

// SQLite: both processes share DATA_DIR, nothing else to set up.
describeDurability('SQLite', async () => ({ env: {}, dispose: async () => {} }));
