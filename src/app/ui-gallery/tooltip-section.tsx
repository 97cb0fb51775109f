import { GallerySection } from './gallery-section.tsx';

export function TooltipSection() {
  return (
    <GallerySection id="tooltip" title="Tooltip">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
