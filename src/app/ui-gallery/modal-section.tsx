import { GallerySection } from './gallery-section.tsx';

export function ModalSection() {
  return (
    <GallerySection id="modal" title="Modal">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
