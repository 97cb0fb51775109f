import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { Button } from '@/ui/button.tsx';
import { hrefFor } from '../travel-links.ts';
import type { MoveData } from './move-data.ts';

/** What the JSON and the CSV import share. */

export interface ImportFlowProps {
  fileName: string;
  text: string;
  data: MoveData;
  /** Back to choosing a file. */
  onReset: () => void;
}

export function CannotImport({
  fileName,
  message,
  onReset,
}: {
  fileName: string;
  message: string;
  onReset: () => void;
}) {
  return (
    <div className="space-y-3">
      <ImportNotice tone="error" role="alert" title={`${fileName} cannot be imported`}>
        <p>{message}</p>
      </ImportNotice>
      <Button variant="outline" onClick={onReset}>
        Choose another file
      </Button>
    </div>
  );
}

export const SEE_PLACES = { href: hrefFor({ kind: 'list' }), label: 'See your places' };
