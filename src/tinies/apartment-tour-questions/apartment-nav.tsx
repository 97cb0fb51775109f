import { useSearchParams } from 'react-router';
import { ToolNav } from '@/kit/tool-nav.tsx';
import { hrefFor, type ApartmentView } from './apartment-links.ts';

/** The tool's sections, in the order the nav lists them. */
const SECTIONS = [
  { kind: 'list', label: 'Apartments' },
  { kind: 'compare', label: 'Compare' },
  { kind: 'questions', label: 'Questions' },
  { kind: 'move', label: 'Import & export' },
] as const satisfies readonly {
  kind: ApartmentView['kind'];
  label: string;
}[];

export type Section = (typeof SECTIONS)[number]['kind'];

/** The tool's sections, and "Add an apartment". */
export function ApartmentNav({ current }: { current: Section | null }) {
  const [params] = useSearchParams();
  return (
    <ToolNav
      label="Apartment tour questions"
      sections={SECTIONS.map(({ kind, label }) => ({
        key: kind,
        label,
        href: hrefFor({ kind }, params),
      }))}
      current={current}
      action={{ href: hrefFor({ kind: 'new' }, params), label: 'Add an apartment' }}
    />
  );
}
