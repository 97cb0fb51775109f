import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

export interface ToolNavSection {
  key: string;
  label: string;
  href: string;
}

export interface ToolNavProps {
  /** The nav's accessible name ("Car maintenance"). */
  label: string;
  /** The tool's sections, in order. */
  sections: readonly ToolNavSection[];
  /** The key of the section shown now, if any. */
  current: string | null;
  /** The tool's main action beside the sections ("Quick add"). */
  action: { href: string; label: string };
}

/**
 * A tool's own navigation: its sections as links (the current one marked) and its main
 * action as a button. Scrolls sideways on a phone, with the current section in view; left
 * off paper.
 */
export function ToolNav({ label, sections, current, action }: ToolNavProps) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Sideways only: the page itself never moves for it. After the new screen's frame is
    // painted, so reading the layout never forces one of its own while the screen mounts.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const nav = navRef.current;
        const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
        if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
        const bounds = nav.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        if (box.right > bounds.right) nav.scrollLeft += box.right - bounds.right + 4;
        else if (box.left < bounds.left) nav.scrollLeft -= bounds.left - box.left + 4;
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current]);
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
      <nav
        ref={navRef}
        aria-label={label}
        className="-mx-1 w-full min-w-0 overflow-x-auto px-1 sm:w-auto sm:flex-1"
      >
        <ul className="flex gap-1 py-1">
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
      <Link to={action.href} className={buttonVariants()}>
        <Plus aria-hidden="true" />
        {action.label}
      </Link>
    </div>
  );
}
