import { useId } from 'react';
import { useStoredState } from '@/kit/use-stored-state.ts';
import { Label } from '@/ui/label.tsx';
import { Select } from '@/ui/select.tsx';
import type { VehicleEntry } from '../use-car-data.ts';

const CHOSEN_CAR_KEY = 'car-maintenance:fuel-car';
const asId = (value: unknown) => (typeof value === 'string' ? value : null);

/** Cars still driven first (by name), then archived ones. */
export function carsInOrder(cars: readonly VehicleEntry[]): VehicleEntry[] {
  return [...cars].sort(
    (a, b) =>
      Number(a.vehicle.archived) - Number(b.vehicle.archived) ||
      a.vehicle.name.localeCompare(b.vehicle.name),
  );
}

/**
 * The car the fuel log shows, remembered on this device: the one chosen last, or the
 * first car still driven.
 */
export function useChosenCar(
  cars: readonly VehicleEntry[],
): [VehicleEntry | undefined, (id: string) => void] {
  const [stored, setStored] = useStoredState<string>('local', CHOSEN_CAR_KEY, '', asId);
  const chosen = cars.find((car) => car.id === stored) ?? carsInOrder(cars)[0];
  return [chosen, setStored];
}

/** Chooses among the cars (shown only with more than one). */
export function CarSwitcher({
  cars,
  value,
  onChange,
  label = 'Car',
}: {
  cars: readonly VehicleEntry[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        options={carsInOrder(cars).map((car) => ({
          value: car.id,
          label: car.vehicle.archived ? `${car.vehicle.name} (archived)` : car.vehicle.name,
        }))}
        value={value}
        onValueChange={(next) => {
          if (next) onChange(next);
        }}
      />
    </div>
  );
}
