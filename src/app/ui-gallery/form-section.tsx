import { GallerySection } from './gallery-section.tsx';

export function FormSection() {
  return (
    <GallerySection id="form" title="Form">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
