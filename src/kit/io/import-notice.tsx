import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

const TONES = {
  error: {
    icon: CircleAlert,
    box: 'border-destructive/40 bg-destructive/5 text-destructive',
  },
  warning: { icon: TriangleAlert, box: 'border-warning-fg/30 bg-warning text-warning-fg' },
  info: { icon: Info, box: 'border-border bg-muted text-fg' },
} as const;

export interface ImportNoticeProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A boxed message on an import screen: a refusal (`error`, give it `role="alert"` where it
 * appears after an action), something to check (`warning`), or a plain hint (`info`).
 */
export function ImportNotice({ tone, title, children, className, ...props }: ImportNoticeProps) {
  const { icon: Icon, box } = TONES[tone];
  return (
    <div
      className={cn('flex items-start gap-2.5 rounded-lg border p-3 text-sm', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A refusal after an action (a file too large, nothing found), linked to its field by `id`. */
export function ImportError({ id, message }: { id: string; message: string }) {
  return (
    <ImportNotice tone="error" id={id} role="alert">
      <p>{message}</p>
    </ImportNotice>
  );
}
