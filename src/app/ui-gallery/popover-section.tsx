import { Info } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import { Popover } from '@/ui/popover.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

export function PopoverSection() {
  return (
    <GallerySection
      id="popover"
      title="Popover"
      description="Opens on click, 8 px from its trigger; Escape or a click outside closes it. A hover popover also opens when the pointer rests on its trigger and closes 200 ms after the pointer leaves."
    >
      <GalleryRow label="On click">
        <Popover title="Opening hours" trigger={<Button variant="outline">Opening hours</Button>}>
          <p>Monday to Friday, 9:00 to 17:00.</p>
        </Popover>
        <Popover
          title="Share this tiny"
          side="top"
          trigger={<Button variant="outline">Share</Button>}
        >
          <p className="mb-3 text-muted-fg">Anyone with the link can view it.</p>
          <Button size="sm">Copy link</Button>
        </Popover>
      </GalleryRow>
      <GalleryRow label="On hover or click">
        <Popover
          openOnHover
          title="Cook time"
          trigger={
            <Button variant="tertiary">
              <Info aria-hidden="true" />
              About cook time
            </Button>
          }
        >
          <p>The minutes on the stove or in the oven, not counting preparation.</p>
        </Popover>
      </GalleryRow>
    </GallerySection>
  );
}
