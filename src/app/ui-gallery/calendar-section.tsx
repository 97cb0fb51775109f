import { GallerySection } from './gallery-section.tsx';

export function CalendarSection() {
  return (
    <GallerySection id="calendar" title="Calendar">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
