import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES } from '../src/shared/travel-tracker/photos/fixtures/photo-fixtures.ts';

/**
 * Writes the Travel Tracker's photo fixtures (see photo-fixtures.ts for what each is).
 * Run it when they change (`npx node scripts/make-photo-fixtures.ts`): the files are kept
 * in the repository, and a test checks they are exactly what this makes.
 */
const DIR = fileURLToPath(
  new URL('../src/shared/travel-tracker/photos/fixtures/', import.meta.url),
);

for (const fixture of FIXTURES) {
  const bytes = fixture.bytes();
  writeFileSync(join(DIR, fixture.file), bytes);
  console.log(`${fixture.file} (${bytes.length} bytes)`);
}
