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

export const SEE_PLACES = { href: hrefFor({ kind: 'list' }), label: 'See your places' };
