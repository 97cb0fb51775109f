import { useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { Modal } from '@/ui/modal.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

export function ModalSection() {
  const [editOpen, setEditOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [name, setName] = useState('Sam');
  const [draft, setDraft] = useState(name);
  const inputId = useId();

  return (
    <GallerySection
      id="modal"
      title="Modal"
      description="Escape or the close button closes it; the page behind does not scroll; focus starts on the first action and goes back to the button that opened it."
    >
      <GalleryRow label="With actions">
        <Button
          variant="outline"
          onClick={() => {
            setDraft(name);
            setEditOpen(true);
          }}
        >
          Edit display name
        </Button>
        <p className="text-sm text-muted-fg">
          Display name: <span className="font-medium text-fg">{name}</span>
        </p>
      </GalleryRow>
      <GalleryRow label="Without actions">
        <Button variant="outline" onClick={() => setAboutOpen(true)}>
          About this gallery
        </Button>
      </GalleryRow>

      <Modal
        open={editOpen}
        onOpenChange={setEditOpen}
        title="Edit display name"
        description="Shown next to the tinies you save."
        footer={
          <>
            <Button variant="outline" onClick={() => setEditOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setName(draft.trim() || name);
                setEditOpen(false);
              }}
            >
              Save name
            </Button>
          </>
        }
      >
        <div className="space-y-2">
          <Label htmlFor={inputId}>Display name</Label>
          <Input id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
      </Modal>
      <Modal open={aboutOpen} onOpenChange={setAboutOpen} title="About this gallery">
        <p className="text-sm">
          Every shared component of Tinies lives here in its states, so end-to-end tests can
          exercise them in a real browser. With no action buttons, focus starts on the close button.
        </p>
      </Modal>
    </GallerySection>
  );
}
