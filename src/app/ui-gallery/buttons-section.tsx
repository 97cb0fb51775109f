import { GallerySection } from './gallery-section.tsx';

export function ButtonsSection() {
  return (
    <GallerySection id="buttons" title="Buttons, badges and basics">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
