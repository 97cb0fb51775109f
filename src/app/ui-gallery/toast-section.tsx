import { GallerySection } from './gallery-section.tsx';

export function ToastSection() {
  return (
    <GallerySection id="toast" title="Toasts">
      <p className="text-muted-fg">Coming in this section.</p>
    </GallerySection>
  );
}
