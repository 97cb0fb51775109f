import { useId } from 'react';
import { Chip } from '@/ui/chip.tsx';

export interface ChipListProps {
  label: 'Categories' | 'Tags';
  options: string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Printed before each option, e.g. "#" for tags. */
  prefix?: string;
}

/** A labelled group of toggle chips; each click adds or removes one filter value. */
export function ChipList({ label, options, selected, onToggle, prefix = '' }: ChipListProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <h2 id={labelId} className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {label}
      </h2>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip
            key={option}
            pressed={selected.includes(option)}
            onPressedChange={() => onToggle(option)}
          >
            {prefix}
            {option}
          </Chip>
        ))}
      </div>
    </div>
  );
}
