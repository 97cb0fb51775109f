import { useId } from 'react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { WebAddressForm } from '@/kit/io/web-address-form.tsx';
import type { ListingDraft } from '@/shared/apartment-tour-questions/listing-import.ts';
import { importListing, LISTING_IMPORT_MESSAGES } from './listing-client.ts';

export interface ListingUrlFormProps {
  /** False for a visitor: the server fetches pages only for people with an account. */
  signedIn: boolean;
  onFound: (draft: ListingDraft) => void;
}

/**
 * "Fill from a listing's web address": the server fetches the page and reads the listing;
 * the form below is filled with it for the person to check before saving. While it works
 * the button says so; a refusal is shown under the field, which keeps what was typed.
 */
export function ListingUrlForm({ signedIn, onFound }: ListingUrlFormProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={signedIn ? undefined : headingId}
      aria-label={signedIn ? "Fill from a listing's web address" : undefined}
      className="max-w-3xl space-y-3 rounded-xl border border-border p-4"
    >
      {signedIn ? (
        <WebAddressForm
          label="Fill from a listing's web address"
          hint="Tinies reads the listing's details from its page and fills the form below. Nothing is saved until you have checked it."
          submitLabel="Fill"
          busyLabel="Reading…"
          read={importListing}
          onFound={({ draft }) => onFound(draft)}
        />
      ) : (
        <>
          <p id={headingId} className="text-sm font-medium">
            Fill from a listing&apos;s web address
          </p>
          <ImportNotice tone="info">
            <p>{`${LISTING_IMPORT_MESSAGES.UNAUTHENTICATED} Or enter the details yourself below.`}</p>
          </ImportNotice>
        </>
      )}
    </section>
  );
}
