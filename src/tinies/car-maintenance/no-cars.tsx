import { Car } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { hrefFor } from './car-links.ts';

/**
 * What a screen or an editor shows while the garage is empty: why it needs a car, and a
 * link to add one (keeping the history's filters).
 */
export function NoCars({
  title = 'No cars yet',
  icon = <Car />,
  children,
}: {
  title?: string;
  icon?: ReactNode;
  /** Why this screen needs a car, and what to do once there is one. */
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={icon}
      title={title}
      actions={
        <Link to={hrefFor({ kind: 'new-car' }, params)} className={buttonVariants()}>
          Add a car
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
