import { z } from 'zod';
import '../zod-setup.ts';
import type { ToolCollections } from '../tools.ts';

/**
 * The Apartment Tour Questions's documents, checked in the browser (for the message) and on the server
 * (for the truth). The tool is still growing: its one collection holds just a name for
 * an apartment until the tool's own screens define the whole document.
 */
export const APARTMENTS_COLLECTION = 'apartments';

export const apartmentsSchema = z.strictObject({
  // NOTE: checked, never applied: no transforms (a trim here would not change what is stored).
  name: z
    .string()
    .max(200, 'Name must be at most 200 characters')
    .refine((name) => name.trim().length > 0, 'Name is required'),
});

/** The Apartment Tour Questions's collections, as the tool manifest loads them. */
export const collections: ToolCollections = { [APARTMENTS_COLLECTION]: apartmentsSchema };
