import { GallerySection } from './gallery-section.tsx';

export function DialogsSection() {
  return (
    <GallerySection id="dialogs" title="Confirm and alert dialogs">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
