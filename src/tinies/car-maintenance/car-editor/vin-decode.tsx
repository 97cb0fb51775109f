import { TriangleAlert } from 'lucide-react';
import { foldText } from '@/shared/car-maintenance/make-suggestions.ts';
import { readVin, vinOriginText } from '@/shared/car-maintenance/vin.ts';
import { Button } from '@/ui/button.tsx';

/**
 * What the VIN being typed says, live: the model year and where it was made, a warning
 * when the check digit does not match, and a way to copy the year or make into the form.
 */
export function VinDecode({
  text,
  year,
  make,
  onUseYear,
  onUseMake,
}: {
  text: string;
  year: string;
  make: string;
  onUseYear: (year: number) => void;
  onUseMake: (make: string) => void;
}) {
  const reading = text.trim() === '' ? null : readVin(text, new Date().getFullYear());
  const ok = reading !== null && reading.problem === null;
  const origin = ok ? vinOriginText(reading) : undefined;
  // A VIN's maker "BMW M" is the make BMW.
  const maker = ok ? reading.maker?.replace(/ M$/, '') : undefined;
  return (
    <div className="space-y-2 text-sm">
      <div role="status" className="space-y-2 empty:hidden">
        {ok ? (
          <p>
            {reading.modelYear !== undefined ? (
              <>
                Model year <strong>{reading.modelYear}</strong>
              </>
            ) : (
              'Model year unknown'
            )}
            {origin ? ` · ${origin}` : ''}
          </p>
        ) : null}
        {ok && !reading.checkDigitOk ? (
          <p className="flex items-start gap-2 rounded-lg bg-warning p-3 text-warning-fg">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Check digit does not match (position 9 should be {reading.expectedCheckDigit}). Check
              the VIN for a mistyped character; many cars made outside North America do not use a
              check digit, so it can still be right.
            </span>
          </p>
        ) : null}
      </div>
      {ok ? (
        <div className="flex flex-wrap gap-2 empty:hidden">
          {reading.modelYear !== undefined && year.trim() !== String(reading.modelYear) ? (
            <Button variant="outline" size="sm" onClick={() => onUseYear(reading.modelYear!)}>
              Use {reading.modelYear} as the year
            </Button>
          ) : null}
          {maker && foldText(make) !== foldText(maker) ? (
            <Button variant="outline" size="sm" onClick={() => onUseMake(maker)}>
              Use {maker} as the make
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
