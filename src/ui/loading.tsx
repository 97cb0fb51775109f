import { useEffect, useState } from 'react';
import { cn } from './cn.ts';

/** The dots advance one step every 500 ms. */
export const LOADING_DOT_INTERVAL_MS = 500;

/**
 * A spinner with the text 'Loading...'. The three dots light up one by one; the text
 * itself never changes, so screen readers announce it once.
 */
export function Loading({ className, label = 'Loading' }: { className?: string; label?: string }) {
  const [step, setStep] = useState(3);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setStep((s) => (s % 3) + 1), LOADING_DOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-12 text-muted-fg', className)}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-primary"
      />
      <span>
        {label}
        {[1, 2, 3].map((dot) => (
          <span key={dot} data-dot={dot} className={dot > step ? 'opacity-0' : undefined}>
            .
          </span>
        ))}
      </span>
    </div>
  );
}
