import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

export interface ToolNavSection {
  key: string;
  label: string;
  href: string;
}

export interface ToolNavAction {
  href: string;
  label: string;
  /**
   * On a phone, the action floats at the screen's bottom corner: in sight at any scroll and
   * in reach of the thumb, rather than under the tool's heading and sections. Leave it off
   * on screens with a bar of their own there (an editor's Save).
   */
  floats?: boolean;
}

export interface ToolNavProps {
  /** The nav's accessible name ("Car maintenance"). */
  label: string;
  /** The tool's sections, in order. */
  sections: readonly ToolNavSection[];
  /** The key of the section shown now, if any. */
  current: string | null;
  /** The tool's main action beside the sections ("Quick add"). */
  action: ToolNavAction;
}

/**
 * A tool's own navigation: its sections as links (the current one marked) and its main
 * action as a button. On a phone the sections wrap onto more rows, so every one is in
 * sight without scrolling; left off paper.
 */
export function ToolNav({ label, sections, current, action }: ToolNavProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
      <nav aria-label={label} className="w-full min-w-0 sm:w-auto sm:flex-1">
        <ul className="flex flex-wrap gap-1 py-1">
          {sections.map((section) => (
            <li key={section.key}>
              <Link
                to={section.href}
                aria-current={section.key === current ? 'page' : undefined}
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
      <Link
        to={action.href}
        className={cn(
          buttonVariants(),
          action.floats &&
            'max-sm:fixed max-sm:right-4 max-sm:bottom-[max(1rem,env(safe-area-inset-bottom))] max-sm:z-40 max-sm:h-12 max-sm:rounded-full max-sm:px-5 max-sm:shadow-lg',
        )}
      >
        <Plus aria-hidden="true" />
        {action.label}
      </Link>
    </div>
  );
}
