import { GallerySection } from './gallery-section.tsx';

export function TextareaSection() {
  return (
    <GallerySection id="textarea" title="Textarea with a limit">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
