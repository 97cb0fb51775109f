import { useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Select } from '@/ui/select.tsx';
import type { LocationEntry } from '../use-car-data.ts';

const NONE = 'none';
const NEW = 'new';

export interface ShopFieldProps {
  shops: readonly LocationEntry[];
  value: string;
  onValueChange: (locationId: string) => void;
  /** Adds a shop with just this name to the shop book; answers its id. */
  onAddShop: (name: string) => string;
}

/** Where the work was done: a shop from the book, none, or a new one added by name here. */
export function ShopField({ shops, value, onValueChange, onAddShop }: ShopFieldProps) {
  const labelId = useId();
  const nameId = useId();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = [
    { value: NONE, label: 'No shop' },
    ...[...shops]
      .sort((a, b) => a.location.name.localeCompare(b.location.name))
      .map((shop) => ({ value: shop.id, label: shop.location.name })),
    { value: NEW, label: 'Add a new shop…' },
  ];

  function add() {
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem('Name is required');
      return;
    }
    onValueChange(onAddShop(trimmed));
    setAdding(false);
    setName('');
    setProblem(null);
  }

  return (
    <div className="min-w-0 space-y-2">
      <span id={labelId} className="block text-sm font-medium">
        Shop
      </span>
      <Select
        aria-labelledby={labelId}
        options={options}
        value={adding ? NEW : value || NONE}
        onValueChange={(next) => {
          if (next === NEW) {
            setAdding(true);
            requestAnimationFrame(() => document.getElementById(nameId)?.focus());
          } else {
            setAdding(false);
            onValueChange(next === NONE || next === null ? '' : next);
          }
        }}
      />
      {adding ? (
        <div className="space-y-1">
          <div className="flex gap-2">
            <Input
              id={nameId}
              aria-label="New shop's name"
              placeholder="Name of the shop"
              value={name}
              maxLength={200}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline" onClick={add}>
              Add shop
            </Button>
          </div>
          {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
