import { z } from 'zod';
import '../zod-setup.ts';

/**
 * What every import from a web address sends: `{ url }`, the address pasted, at most
 * `maxLength` characters (the tool's own limit for a stored address).
 */
export function importRequestSchema(maxLength: number) {
  return z.strictObject({
    url: z
      .string()
      .min(1, 'Paste a web address')
      .max(maxLength, `A web address has at most ${maxLength} characters`),
  });
}
