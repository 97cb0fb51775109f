import { Sprout } from 'lucide-react';

/** What an in-progress tool shows until its own screens land. */
export function ToolComingSoon() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <Sprout aria-hidden="true" className="size-10 text-primary" />
      <h2 className="mt-4 text-lg font-semibold">This tiny is still growing</h2>
      <p className="mt-2 max-w-md text-sm text-muted-fg">
        It is in progress and not ready to keep your data yet. Everything else in Tinies works
        today.
      </p>
    </div>
  );
}
