import { useRef, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Label } from '@/ui/label.tsx';
import type { ToastType } from '@/ui/toast-store.ts';
import { useToast } from '@/ui/use-toast.ts';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const TYPES: { type: ToastType; title: string; description: string }[] = [
  { type: 'info', title: 'Info', description: 'A new version of the recipe book is ready.' },
  { type: 'success', title: 'Success', description: 'Your changes were saved.' },
  { type: 'warning', title: 'Warning', description: 'You are offline; changes will sync later.' },
  { type: 'error', title: 'Error', description: 'The photo could not be uploaded.' },
];

export function ToastSection() {
  const toast = useToast();
  // Numbers make every toast's title unique, so a stack of them can be told apart.
  const count = useRef(0);
  const lastId = useRef<string | null>(null);
  const next = () => ++count.current;
  const [sticky, setSticky] = useState(false);
  const duration = sticky ? Infinity : undefined;

  return (
    <GallerySection
      id="toast"
      title="Toasts"
      description="Shown top-right, newest first, at most five; each closes itself after 5 seconds unless the pointer or focus is on it."
    >
      <Label>
        <input
          type="checkbox"
          checked={sticky}
          onChange={(event) => setSticky(event.target.checked)}
          className="size-4 accent-primary"
        />
        Keep toasts until closed
      </Label>
      <GalleryRow label="Types">
        {TYPES.map(({ type, title, description }) => (
          <Button
            key={type}
            variant="outline"
            onClick={() => {
              lastId.current = toast({ type, title: `${title} ${next()}`, description, duration });
            }}
          >
            Show {type} toast
          </Button>
        ))}
      </GalleryRow>
      <GalleryRow label="Options">
        <Button
          variant="outline"
          onClick={() => {
            lastId.current = toast({
              title: `Recipe deleted ${next()}`,
              description: 'Pancakes was moved to the bin.',
              duration,
              action: { label: 'Undo', onClick: () => toast({ title: 'Recipe restored' }) },
            });
          }}
        >
          Show toast with action
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            lastId.current = toast({ title: `Quick note ${next()}`, duration: 2000 });
          }}
        >
          Show 2-second toast
        </Button>
        <Button
          variant="tertiary"
          onClick={() => {
            if (lastId.current) toast.dismiss(lastId.current);
          }}
        >
          Dismiss latest toast
        </Button>
      </GalleryRow>
    </GallerySection>
  );
}
