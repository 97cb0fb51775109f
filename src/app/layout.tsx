import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '@/ui/loading.tsx';
import { ThemeToggle } from './theme/theme-toggle.tsx';

/**
 * The shell around every page: a skip link, the fixed top-right header (theme toggle
 * and the account area) and the page itself.
 */
export function Layout({ account }: { account?: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* A landmark of its own, so the greeting is never content outside every region. It has
          a surface of its own, so its buttons never float over the content scrolling under.
          At most the screen's width: what does not fit is the greeting's to shorten. */}
      <header className="fixed top-2 right-2 z-40 flex max-w-[calc(100vw-1rem)] items-center gap-1.5 rounded-full border border-border bg-bg/95 p-1 shadow-md backdrop-blur sm:top-3 sm:right-3 sm:max-w-[calc(100vw-1.5rem)] sm:gap-2 print:hidden">
        {account}
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col outline-none">
        <Suspense fallback={<Loading className="flex-1" />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
