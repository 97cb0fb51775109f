import { useState } from 'react';
import { CheckboxGroup, type CheckboxOption } from '@/ui/checkbox-group.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const TOPPINGS: CheckboxOption[] = [
  { value: 'cheese', label: 'Cheese' },
  { value: 'mushrooms', label: 'Mushrooms' },
  { value: 'olives', label: 'Olives', disabled: true },
  { value: 'onions', label: 'Onions', disabled: true },
  { value: 'peppers', label: 'Peppers' },
];

const DAYS: CheckboxOption[] = [
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
];

export function CheckboxGroupSection() {
  const [toppings, setToppings] = useState<string[]>(['onions']);
  return (
    <GallerySection
      id="checkbox-group"
      title="Checkbox group"
      description="'Select All' ticks and unticks only the options that are not disabled."
    >
      <GalleryRow label="With Select All and disabled options">
        <div className="space-y-2">
          <CheckboxGroup
            label="Toppings"
            options={TOPPINGS}
            value={toppings}
            onValueChange={setToppings}
            selectAll
          />
          <p className="text-sm text-muted-fg">
            Selected: {toppings.length ? toppings.join(', ') : 'none'}
          </p>
        </div>
      </GalleryRow>
      <GalleryRow label="Plain">
        <CheckboxGroup label="Days off" options={DAYS} defaultValue={['sun']} />
      </GalleryRow>
      <GalleryRow label="With an error">
        <div className="space-y-2">
          <CheckboxGroup
            label="Reminders"
            options={DAYS}
            aria-invalid
            aria-describedby="checkbox-demo-error"
          />
          <p id="checkbox-demo-error" className="text-sm font-medium text-destructive">
            Reminders is required
          </p>
        </div>
      </GalleryRow>
      <GalleryRow label="Disabled">
        <CheckboxGroup
          label="Locked days"
          options={DAYS}
          defaultValue={['sat']}
          selectAll
          disabled
        />
      </GalleryRow>
    </GallerySection>
  );
}
