import { Bold, Italic, Underline } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const FORMATS = [
  { label: 'Bold', Icon: Bold },
  { label: 'Italic', Icon: Italic },
  { label: 'Underline', Icon: Underline },
];
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

export function TooltipSection() {
  return (
    <GallerySection
      id="tooltip"
      title="Tooltip"
      description="Shows 100 ms after the pointer rests on its trigger, or at once on keyboard focus; hides 100 ms after the pointer leaves, on Escape and when the page scrolls. A visual label only: the trigger carries the same name."
    >
      <GalleryRow label="Icon buttons">
        {FORMATS.map(({ label, Icon }) => (
          <Tooltip key={label} content={label}>
            <Button variant="outline" size="icon" aria-label={label}>
              <Icon aria-hidden="true" />
            </Button>
          </Tooltip>
        ))}
      </GalleryRow>
      <GalleryRow label="Sides">
        {SIDES.map((side) => (
          <Tooltip key={side} side={side} content={`Shown on the ${side}`}>
            <Button variant="secondary">{`Tooltip ${side}`}</Button>
          </Tooltip>
        ))}
      </GalleryRow>
    </GallerySection>
  );
}
