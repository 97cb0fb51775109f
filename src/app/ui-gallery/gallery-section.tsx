import type { ReactNode } from 'react';

/** One block of the gallery: a heading that can be linked to, and the component's states. */
export function GallerySection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 py-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-2 max-w-2xl text-muted-fg">{description}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

/** A labelled row of examples inside a section. */
export function GalleryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-fg uppercase">{label}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
