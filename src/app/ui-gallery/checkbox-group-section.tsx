import { GallerySection } from './gallery-section.tsx';

export function CheckboxGroupSection() {
  return (
    <GallerySection id="checkbox-group" title="Checkbox group">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
