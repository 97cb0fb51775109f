import { Label } from '@/ui/label.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const FULL = 'Twenty characters!!!';

export function TextareaSection() {
  return (
    <GallerySection
      id="textarea"
      title="Textarea with a limit"
      description="Input stops at the limit; the counter turns into an error once it is reached."
    >
      <GalleryRow label="With a limit of 50">
        <div className="w-full max-w-md space-y-2">
          <Label htmlFor="textarea-demo-note">Note</Label>
          <Textarea id="textarea-demo-note" maxLength={50} placeholder="Up to 50 characters" />
        </div>
      </GalleryRow>
      <GalleryRow label="At the limit">
        <div className="w-full max-w-md space-y-2">
          <Label htmlFor="textarea-demo-full">Full note</Label>
          <Textarea id="textarea-demo-full" maxLength={FULL.length} defaultValue={FULL} />
        </div>
      </GalleryRow>
      <GalleryRow label="Disabled">
        <div className="w-full max-w-md space-y-2">
          <Label htmlFor="textarea-demo-disabled">Disabled note</Label>
          <Textarea
            id="textarea-demo-disabled"
            maxLength={50}
            defaultValue="Cannot be edited"
            disabled
          />
        </div>
      </GalleryRow>
    </GallerySection>
  );
}
