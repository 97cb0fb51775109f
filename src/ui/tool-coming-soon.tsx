import { Sprout } from 'lucide-react';
import { EmptyState } from './empty-state.tsx';

/** What an in-progress tool shows until its own screens land. */
export function ToolComingSoon() {
  return (
    <EmptyState icon={<Sprout />} tone="primary" title="This tiny is still growing">
      <p className="mt-2 max-w-md text-sm text-muted-fg">
        It is in progress and not ready to keep your data yet. Everything else in Tinies works
        today.
      </p>
    </EmptyState>
  );
}
