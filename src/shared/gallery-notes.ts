import { z } from 'zod';
import './zod-setup.ts';
import type { ToolCollections } from './tools.ts';

/**
 * The design-system gallery's live data demo (`/ui`, "Live data"): short notes a person
 * keeps at `users/{uid}/gallery/notes/{id}`, synced between their devices like any tool's
 * data. Small on purpose: it shows the data client, not a product.
 */
export const GALLERY_TINY = 'gallery';
export const GALLERY_NOTES = 'notes';
export const MAX_GALLERY_NOTE_LENGTH = 140;

export const galleryNoteSchema = z.strictObject({
  // NOTE: checked, never applied: no transforms (a trim here would not change what is stored).
  text: z
    .string()
    .max(MAX_GALLERY_NOTE_LENGTH, `Note must be at most ${MAX_GALLERY_NOTE_LENGTH} characters`)
    .refine((text) => text.trim().length > 0, 'Note is required'),
  done: z.boolean(),
});

export type GalleryNote = z.infer<typeof galleryNoteSchema>;

/** The gallery's collections, as the tool manifest loads them. */
export const collections: ToolCollections = { [GALLERY_NOTES]: galleryNoteSchema };
