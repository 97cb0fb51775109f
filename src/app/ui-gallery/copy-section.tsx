import { GallerySection } from './gallery-section.tsx';

export function CopySection() {
  return (
    <GallerySection id="copy" title="Copy to clipboard">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
