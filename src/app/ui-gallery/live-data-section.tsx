import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { loadToolSchemas } from '@/data/client.ts';
import { defineCollection } from '@/kit/use-collection.ts';
import {
  GALLERY_NOTES,
  GALLERY_TINY,
  MAX_GALLERY_NOTE_LENGTH,
  galleryNoteSchema,
  collections,
  type GalleryNote,
} from '@/shared/gallery-notes.ts';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { GallerySection } from './gallery-section.tsx';

// The gallery is no tool: its notes' schema is checked here as a tool's would be.
loadToolSchemas(GALLERY_TINY, collections);

const notesCollection = defineCollection<GalleryNote>({
  tool: GALLERY_TINY,
  collection: GALLERY_NOTES,
  schema: galleryNoteSchema,
});

/**
 * The data client at work: notes kept at `{root}/gallery/notes`, shown the moment they
 * are written, synced live to the person's other tabs and devices, kept through a reload
 * offline, and — for a visitor — on this device only, shown in its other tabs at once.
 */
export function LiveDataSection() {
  const notes = notesCollection.useAll();
  const { path } = notes;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    if (!path) return;
    const note = { text, done: false };
    const checked = galleryNoteSchema.safeParse(note);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    setText('');
    notesCollection.save(path, notesCollection.newId(), note);
  }

  return (
    <GallerySection
      id="live-data"
      title="Live data"
      description={
        notes.signedIn
          ? 'Notes you add here are saved to your account and appear on your other devices at once, offline edits included.'
          : 'Without an account, notes stay on this device; log in to keep them in your account.'
      }
    >
      <form onSubmit={add} noValidate className="flex max-w-md flex-col gap-2">
        <Label htmlFor={inputId}>New note</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={text}
            maxLength={MAX_GALLERY_NOTE_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={!path}
          />
          <Button type="submit" disabled={!path}>
            Add note
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      {notes.status === 'loading' ? (
        <p className="text-muted-fg">Loading notes…</p>
      ) : notes.entries.length === 0 ? (
        <p className="text-muted-fg">No notes yet.</p>
      ) : (
        <ul
          aria-label="Notes"
          className="max-w-md divide-y divide-border rounded-xl border border-border bg-card"
        >
          {notes.entries.map(({ id, value }) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2">
              <input
                type="checkbox"
                id={`note-${id}`}
                checked={value.done}
                onChange={(event) =>
                  path && notesCollection.update(path, id, { done: event.target.checked })
                }
                className="size-4 accent-primary"
              />
              <label
                htmlFor={`note-${id}`}
                className={value.done ? 'flex-1 text-muted-fg line-through' : 'flex-1'}
              >
                {value.text}
              </label>
              <Button
                variant="tertiary"
                size="icon"
                aria-label={`Delete “${value.text}”`}
                onClick={() => path && notesCollection.remove(path, id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </GallerySection>
  );
}
