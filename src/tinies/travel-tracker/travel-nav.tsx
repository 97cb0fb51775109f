import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
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

/**
 * The tool's own navigation: its sections as links (the current one marked), and "Add a
 * place". Scrolls sideways on a phone.
 */
export function TravelNav({ current }: { current: Section | null }) {
  const [params] = useSearchParams();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
      <nav
        aria-label="Travel tracker"
        className="-mx-1 w-full min-w-0 overflow-x-auto px-1 sm:w-auto sm:flex-1"
      >
        <ul className="flex gap-1 py-1">
          {SECTIONS.map((section) => (
            <li key={section.kind}>
              <Link
                to={hrefFor({ kind: section.kind }, params)}
                aria-current={section.kind === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium text-muted-fg hover:bg-muted hover:text-fg',
                  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg',
                )}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link to={hrefFor({ kind: 'add' }, params)} className={buttonVariants()}>
        <Plus aria-hidden="true" />
        Add a place
      </Link>
    </div>
  );
}
