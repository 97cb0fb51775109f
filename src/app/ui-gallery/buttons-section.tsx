import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/ui/card.tsx';
import { Chip } from '@/ui/chip.tsx';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Meter } from '@/ui/meter.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const VARIANTS = ['primary', 'secondary', 'tertiary', 'outline', 'link', 'destructive'] as const;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ButtonsSection() {
  return (
    <GallerySection id="buttons" title="Buttons, badges and basics">
      <GalleryRow label="Button variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {capitalise(variant)}
          </Button>
        ))}
      </GalleryRow>
      <GalleryRow label="Button sizes">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button size="icon" variant="outline">
          <Plus aria-hidden="true" />
          <span className="sr-only">Add item</span>
        </Button>
        <Button size="fitted" variant="link">
          Fitted
        </Button>
        <Button size="full" variant="secondary">
          Full width
        </Button>
      </GalleryRow>
      <GalleryRow label="Button states">
        <Button disabled>Disabled</Button>
        <Button variant="destructive" disabled>
          Delete (disabled)
        </Button>
        <Button loading>Saving changes</Button>
        <SaveDemo />
      </GalleryRow>
      <GalleryRow label="Badges">
        <Badge tone="success">Active</Badge>
        <Badge tone="warning">In progress</Badge>
        <Badge tone="muted">Archived</Badge>
        <Badge tone="base">Draft</Badge>
        <Badge tone="accent">Lifestyle</Badge>
      </GalleryRow>
      <GalleryRow label="Chips">
        <ChipDemo label="travel" initial />
        <ChipDemo label="food" />
        <ChipDemo label="home" />
      </GalleryRow>
      <GalleryRow label="Card">
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle>Recipe Book</CardTitle>
            <CardDescription>Keep the dishes you love, with photos and notes.</CardDescription>
          </CardHeader>
          <CardContent>
            <Badge tone="warning">In progress</Badge>
          </CardContent>
          <CardFooter>
            <Button size="sm">Open</Button>
            <Button size="sm" variant="tertiary">
              Details
            </Button>
          </CardFooter>
        </Card>
      </GalleryRow>
      <GalleryRow label="Input and label">
        <div className="grid w-full gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor="gallery-name">Name</Label>
            <Input id="gallery-name" placeholder="Ada Lovelace" autoComplete="off" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="gallery-email">Email</Label>
            <Input
              id="gallery-email"
              type="email"
              aria-invalid="true"
              aria-describedby="gallery-email-error"
              autoComplete="off"
            />
            <p id="gallery-email-error" className="text-sm text-destructive">
              Email is required
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="gallery-disabled">Disabled field</Label>
            <Input id="gallery-disabled" disabled defaultValue="Read only" />
          </div>
        </div>
      </GalleryRow>
      <GalleryRow label="Meter (used of a quota; full turns destructive)">
        <div className="grid w-full max-w-xs gap-4">
          <Meter label="Documents" value={12.4} max={100} valueText="12.4 MB of 100 MB used" />
          <Meter label="Files" value={500} max={500} valueText="500 MB of 500 MB used" />
        </div>
      </GalleryRow>
      <GalleryRow label="Loading (default text 'Loading...')">
        <Loading label="Fetching recipes" className="py-2!" />
      </GalleryRow>
    </GallerySection>
  );
}

/** A button that shows its loading state for two seconds after each press. */
function SaveDemo() {
  const [saving, setSaving] = useState(false);
  function save() {
    setSaving(true);
    setTimeout(() => setSaving(false), 2000);
  }
  return (
    <Button variant="outline" loading={saving} onClick={save}>
      Save
    </Button>
  );
}

function ChipDemo({ label, initial = false }: { label: string; initial?: boolean }) {
  const [pressed, setPressed] = useState(initial);
  return (
    <Chip pressed={pressed} onPressedChange={setPressed}>
      {label}
    </Chip>
  );
}
