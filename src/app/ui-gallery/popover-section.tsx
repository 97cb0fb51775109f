import { GallerySection } from './gallery-section.tsx';

export function PopoverSection() {
  return (
    <GallerySection id="popover" title="Popover">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
