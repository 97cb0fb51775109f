import { GallerySection } from './gallery-section.tsx';

export function SelectSection() {
  return (
    <GallerySection id="select" title="Select">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
