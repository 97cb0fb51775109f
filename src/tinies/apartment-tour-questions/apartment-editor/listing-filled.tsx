import { ExternalLink } from 'lucide-react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import {
  AREA_UNIT_LABELS,
  type AreaUnit,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { ListingDraft } from '@/shared/apartment-tour-questions/listing-import.ts';

export interface ListingFilledProps {
  draft: ListingDraft;
  /** The person's currency and area unit: the listing's may differ. */
  currency: string;
  areaUnit: AreaUnit;
  areaLabel: string;
}

/**
 * What a listing filled in, and what to check: prices or areas in another unit than the
 * person's, and the listing's photo, which stays on its page until the person adds it.
 */
export function ListingFilled({ draft, currency, areaUnit, areaLabel }: ListingFilledProps) {
  const otherCurrency =
    draft.currency && draft.currency !== currency && draft.apartment.rent !== undefined;
  const otherArea =
    draft.areaUnit && draft.areaUnit !== areaUnit && draft.apartment.area !== undefined;
  return (
    <ImportNotice tone="info" role="status" title="Filled from the listing">
      <p>Check the details below, then save the apartment.</p>
      {otherCurrency ? (
        <p>{`The listing’s prices are in ${draft.currency}; yours are in ${currency}.`}</p>
      ) : null}
      {otherArea && draft.areaUnit ? (
        <p>{`The listing’s area is in ${AREA_UNIT_LABELS[draft.areaUnit]}; yours is in ${areaLabel}.`}</p>
      ) : null}
      {draft.units.length > 0 ? (
        <p>{`The listing names ${draft.units.length === 1 ? '1 unit' : `${draft.units.length} units`}: add the ones you want on the apartment’s page once it is saved.`}</p>
      ) : null}
      {draft.photoUrl ? (
        <p>
          <a
            href={draft.photoUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
          >
            Open the listing’s photo
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </ImportNotice>
  );
}
