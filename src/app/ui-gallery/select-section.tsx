import { useState } from 'react';
import { Label } from '@/ui/label.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const FRUITS: SelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
  { value: 'durian', label: 'Durian', disabled: true },
  { value: 'elderberry', label: 'Elderberry' },
  { value: 'fig', label: 'Fig' },
];

const COUNTRIES: SelectOption[] = [
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Iceland',
  'India',
  'Ireland',
  'Italy',
  'Japan',
  'Kenya',
  'Mexico',
  'Morocco',
  'Netherlands',
  'New Zealand',
  'Norway',
  'Peru',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'Thailand',
  'Vietnam',
].map((name) => ({ value: name.toLowerCase().replace(/ /g, '-'), label: name }));

const labelOf = (options: SelectOption[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? 'none';

/** One labelled Select that keeps its value and prints it under the field. */
function SelectDemo({
  id,
  label,
  options,
  initial = null,
  searchable = false,
  disabled = false,
  error,
}: {
  id: string;
  label: string;
  options: SelectOption[];
  initial?: string | null;
  searchable?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div className="w-full max-w-xs space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        options={options}
        value={value}
        onValueChange={setValue}
        searchable={searchable}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-sm text-muted-fg">
          {label}: {labelOf(options, value)}
        </p>
      )}
    </div>
  );
}

export function SelectSection() {
  return (
    <GallerySection
      id="select"
      title="Select"
      description="Arrow keys, Home/End and typing the first letters move through the options; Enter chooses, Escape closes. Long lists stop at a maximum height and scroll."
    >
      <GalleryRow label="Plain, with a disabled option">
        <SelectDemo id="select-demo-fruit" label="Fruit" options={FRUITS} />
      </GalleryRow>
      <GalleryRow label="Searchable">
        <SelectDemo
          id="select-demo-destination"
          label="Destination"
          options={COUNTRIES}
          searchable
        />
      </GalleryRow>
      <GalleryRow label="Long list">
        <SelectDemo id="select-demo-country" label="Country" options={COUNTRIES} initial="japan" />
      </GalleryRow>
      <GalleryRow label="No options">
        <SelectDemo id="select-demo-empty" label="Empty list" options={[]} />
        <SelectDemo id="select-demo-empty-search" label="Empty search" options={[]} searchable />
      </GalleryRow>
      <GalleryRow label="Disabled and invalid">
        <SelectDemo
          id="select-demo-disabled"
          label="Locked fruit"
          options={FRUITS}
          initial="fig"
          disabled
        />
        <SelectDemo
          id="select-demo-invalid"
          label="Required fruit"
          options={FRUITS}
          error="Required fruit is required"
        />
      </GalleryRow>
    </GallerySection>
  );
}
