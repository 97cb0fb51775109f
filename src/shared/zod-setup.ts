import { z } from 'zod';

/**
 * Imported by every module that builds zod schemas, before it builds them. In a browser
 * zod would probe whether it may compile parsers with `new Function`; our CSP forbids
 * eval, so the probe is refused and logged as a violation on every page with a schema.
 * Parsing without compiled parsers is plenty fast for one document at a time. The
 * server keeps them: it checks every write and has no CSP.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
