import { useId, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

export interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The danger zone gets a red border. */
  danger?: boolean;
}

/** One part of the account settings page: a titled card of its own. */
export function AccountSection({ title, description, children, danger }: AccountSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border bg-card p-4 text-left shadow-sm sm:p-6',
        danger ? 'border-destructive/50' : 'border-border',
      )}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-fg">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A message under a form: announced politely, or as an alert when something failed. */
export function Outcome({ outcome }: { outcome: { ok: boolean; message: string } | null }) {
  return (
    <>
      <p role="status" className="text-sm empty:hidden">
        {outcome?.ok ? outcome.message : null}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.message}
        </p>
      ) : null}
    </>
  );
}
