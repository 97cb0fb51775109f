import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { usualReminders } from '@/shared/car-maintenance/reminders.ts';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { nowStamp, reminders, type VehicleEntry } from '../use-car-data.ts';

/**
 * "Set up the usual reminders" for a car with none: the default set for its fuel type,
 * counting from today and its last reading until a matching service is logged.
 */
export function SetUpUsualButton({
  car,
  path,
  today,
  lastReading,
}: {
  car: VehicleEntry;
  path: string | null;
  today: string;
  lastReading?: { odometer: number };
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={path === null || busy}
      onClick={() => {
        if (path === null) return;
        setBusy(true);
        const made = usualReminders(
          car.id,
          car.vehicle,
          { date: today, odometer: lastReading?.odometer },
          nowStamp(),
        );
        for (const reminder of made) reminders.save(path, reminders.newId(), reminder);
        toast({
          title: `${made.length} reminders set up for ${car.vehicle.name}`,
          description: 'Change any of them on the Reminders screen.',
        });
      }}
    >
      <BellPlus aria-hidden="true" />
      Set up the usual reminders
      <span className="sr-only"> for {car.vehicle.name}</span>
    </Button>
  );
}
