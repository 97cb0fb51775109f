import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/ui/badge.tsx';
import { formatCalendarDay } from './format-date.ts';
import type { Tiny } from './tinies.ts';

const STATUS: Record<string, { tone: BadgeTone; label: string }> = {
  active: { tone: 'success', label: 'Active' },
  'in-progress': { tone: 'warning', label: 'In progress' },
  archived: { tone: 'muted', label: 'Archived' },
};

/** active → success, in-progress → warning, archived → muted, anything else → base. */
export function statusBadge(status: string): { tone: BadgeTone; label: string } {
  return STATUS[status] ?? { tone: 'base', label: status };
}

export function TinyCard({ tiny }: { tiny: Tiny }) {
  const titleId = useId();
  const status = statusBadge(tiny.status);
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col rounded-2xl border border-border bg-card p-5 shadow-card transition-shadow hover:shadow-lg"
    >
      <header className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          {tiny.title}
        </h2>
        <Badge tone={status.tone} data-status={tiny.status}>
          {status.label}
        </Badge>
      </header>
      <p className="mt-2 text-sm leading-relaxed text-muted-fg">{tiny.description}</p>
      <p className="mt-3 text-xs text-muted-fg">
        Started: <time dateTime={tiny.startDate}>{formatCalendarDay(tiny.startDate)}</time>
      </p>
      <ul aria-label="Categories and tags" className="mt-3 flex flex-wrap gap-1.5">
        {tiny.categories.map((category) => (
          <li key={`c:${category}`}>
            <Badge tone="accent">{category}</Badge>
          </li>
        ))}
        {tiny.tags.map((tag) => (
          <li key={`t:${tag}`}>
            <Badge tone="muted">#{tag}</Badge>
          </li>
        ))}
      </ul>
      {tiny.route ? (
        <footer className="mt-auto pt-4">
          <Link
            to={tiny.route}
            aria-describedby={titleId}
            className="inline-flex items-center rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Check it out →
          </Link>
        </footer>
      ) : null}
    </article>
  );
}
