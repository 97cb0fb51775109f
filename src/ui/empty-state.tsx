import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

const iconVariants = cva(
  'mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6',
  {
    variants: {
      tone: {
        accent: 'bg-accent text-accent-fg',
        muted: 'bg-muted text-muted-fg',
        primary: 'text-primary [&_svg]:size-10',
      },
    },
    defaultVariants: { tone: 'accent' },
  },
);

export interface EmptyStateProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof iconVariants> {
  /** A lucide icon (or any svg); decorative. */
  icon: ReactNode;
  title: ReactNode;
  /** Buttons or links, centred under the text. */
  actions?: ReactNode;
}

/**
 * The dashed box of a screen with nothing to show yet: an empty collection, a search that
 * matches nothing, a link to something that is not there. Text goes in `children` (a
 * paragraph is made for a plain string), next steps in `actions`.
 */
export function EmptyState({
  icon,
  title,
  tone,
  actions,
  children,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center',
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className={iconVariants({ tone })}>
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {typeof children === 'string' ? (
        <p className="mx-auto mt-2 max-w-md text-muted-fg">{children}</p>
      ) : (
        children
      )}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
