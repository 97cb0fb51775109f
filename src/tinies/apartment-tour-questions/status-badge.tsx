import {
  APARTMENT_STATUS_LABELS,
  type ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { STATUS_TONES } from './apartment-facts.ts';

/** Where the person is with an apartment, by colour and by name. */
export function StatusBadge({ status }: { status: ApartmentStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{APARTMENT_STATUS_LABELS[status]}</Badge>;
}
