import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of an import step. It takes focus when the step appears, so keyboard and
 * screen reader users land on what replaced the button they pressed.
 */
export function StageHeading({ eyebrow, children }: { eyebrow?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="space-y-1">
      {eyebrow ? (
        <p className="text-xs font-semibold tracking-wide text-muted-fg uppercase">{eyebrow}</p>
      ) : null}
      <h2
        ref={ref}
        tabIndex={-1}
        className="text-xl leading-tight font-semibold tracking-tight break-words"
      >
        {children}
      </h2>
    </div>
  );
}
