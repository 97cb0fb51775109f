import { useSearchParams } from 'react-router';
import { ToolNav } from '@/kit/tool-nav.tsx';
import { hrefFor, type CarView } from './car-links.ts';

/** The tool's sections, in the order the nav lists them. */
const SECTIONS = [
  { kind: 'home', label: 'Due & history' },
  { kind: 'cars', label: 'Cars' },
  { kind: 'reminders', label: 'Reminders' },
  { kind: 'issues', label: 'Issues' },
  { kind: 'fuel', label: 'Fuel' },
  { kind: 'costs', label: 'Costs' },
  { kind: 'shops', label: 'Shops' },
  { kind: 'parts', label: 'Parts' },
  { kind: 'move', label: 'Import & export' },
] as const satisfies readonly { kind: CarView['kind']; label: string }[];

export type Section = (typeof SECTIONS)[number]['kind'];

/**
 * The tool's sections, and "Quick add" for logging a service in a few taps: on a phone it
 * floats at the bottom corner, in reach of the thumb, except on an editor (`editing`), whose
 * Save bar sits there.
 */
export function CarNav({ current, editing }: { current: Section | null; editing: boolean }) {
  const [params] = useSearchParams();
  return (
    <ToolNav
      label="Car maintenance"
      sections={SECTIONS.map(({ kind, label }) => ({
        key: kind,
        label,
        href: hrefFor({ kind }, params),
      }))}
      current={current}
      action={{
        href: hrefFor({ kind: 'quick-add' }, params),
        label: 'Quick add',
        floats: !editing,
      }}
    />
  );
}
