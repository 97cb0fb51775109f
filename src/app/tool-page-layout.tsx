import { ArrowLeft } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Tiny } from '@/catalogue/tinies.ts';
import { Loading } from '@/ui/loading.tsx';

/**
 * The frame every tool shares: a way back to the listing, the tool's title and
 * description from the catalogue, and the tool itself, which loads on demand.
 */
export function ToolPageLayout({ tiny, children }: { tiny: Tiny; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-16 pb-16 sm:px-6 sm:pt-5 lg:px-8 print:max-w-none print:p-0">
      <title>{`${tiny.title} · Tinies`}</title>
      <meta name="description" content={tiny.description} />
      <nav aria-label="Breadcrumb" className="print:hidden">
        <Link
          to="/"
          className="inline-flex h-10 items-center gap-2 rounded-lg pr-3 text-sm font-medium text-muted-fg hover:text-fg"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All tinies
        </Link>
      </nav>
      <header className="mt-6 max-w-3xl print:hidden">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{tiny.title}</h1>
        <p className="mt-3 text-base text-muted-fg sm:text-lg">{tiny.description}</p>
      </header>
      <section aria-label={tiny.title} className="mt-8 print:mt-0">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </section>
    </div>
  );
}
