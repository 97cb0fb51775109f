import { useSearchParams } from 'react-router';
import { ToolNav } from '@/kit/tool-nav.tsx';
import { hrefFor, type TravelView } from './travel-links.ts';

/** The tool's sections, in the order the nav lists them. */
const SECTIONS = [
  { kind: 'list', label: 'Places' },
  { kind: 'map', label: 'Map' },
  { kind: 'stats', label: 'Stats' },
  { kind: 'photos', label: 'From photos' },
  { kind: 'move', label: 'Import & export' },
] as const satisfies readonly { kind: TravelView['kind']; label: string }[];

export type Section = (typeof SECTIONS)[number]['kind'];

/** The tool's sections, and "Add a place". */
export function TravelNav({ current }: { current: Section | null }) {
  const [params] = useSearchParams();
  return (
    <ToolNav
      label="Travel tracker"
      sections={SECTIONS.map(({ kind, label }) => ({
        key: kind,
        label,
        href: hrefFor({ kind }, params),
      }))}
      current={current}
      action={{ href: hrefFor({ kind: 'add' }, params), label: 'Add a place' }}
    />
  );
}
