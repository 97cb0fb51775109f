import { ClipboardPaste } from 'lucide-react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { WebAddressForm } from '@/kit/io/web-address-form.tsx';
import { Button } from '@/ui/button.tsx';
import {
  importFromWebPage,
  WEB_IMPORT_MESSAGES,
  type WebImportErrorCode,
} from './import-client.ts';
import { draftsFromExtracted } from './import-sources.ts';
import type { FoundRecipes } from './import-stages.ts';

/** Refusals that pasting the page's source gets round (the site blocks us, we are offline). */
const PASTE_HELPS = new Set<WebImportErrorCode>([
  'OFFLINE',
  'UNAUTHENTICATED',
  'UNAVAILABLE',
  'PERMISSION_DENIED',
]);

export interface ImportUrlFormProps {
  /** False for a visitor: the server fetches pages only for people with an account. */
  signedIn: boolean;
  onFound: (found: FoundRecipes) => void;
  /** Switches to pasting, which works for everyone, offline too. */
  onPasteInstead: () => void;
}

/**
 * "From a web page": the server fetches the address and reads its recipes. While it works
 * the button says so; a refusal is shown under the field, which keeps what was typed.
 */
export function ImportUrlForm({ signedIn, onFound, onPasteInstead }: ImportUrlFormProps) {
  if (!signedIn) {
    return (
      <ImportNotice tone="info">
        <p>{WEB_IMPORT_MESSAGES.UNAUTHENTICATED}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onPasteInstead}>
          <ClipboardPaste aria-hidden="true" />
          Paste HTML or JSON
        </Button>
      </ImportNotice>
    );
  }

  return (
    <WebAddressForm
      label="Web address of the recipe"
      hint="Tinies reads the recipe from the page's structured data. Nothing is saved until you have checked it."
      submitLabel="Import"
      busyLabel="Importing…"
      read={importFromWebPage}
      onFound={({ url: page, recipes }) => {
        const now = new Date().toISOString();
        onFound({ drafts: draftsFromExtracted(recipes, { now, sourceUrl: page }), from: page });
      }}
      errorExtra={(error) =>
        PASTE_HELPS.has(error.code) ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={onPasteInstead}>
            <ClipboardPaste aria-hidden="true" />
            Paste HTML or JSON
          </Button>
        ) : null
      }
    />
  );
}
