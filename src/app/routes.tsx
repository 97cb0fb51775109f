import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { AccountPlaceholder } from '@/auth/account-placeholder.tsx';
import { ListingPage } from '@/catalogue/listing-page.tsx';
import { findTinyByRoute } from '@/catalogue/tinies.ts';
import { UI_GALLERY_PATH } from '@/shared/app-paths.ts';
import { ACCOUNT_PATH, RESET_PASSWORD_PATH } from '@/shared/auth-rules.ts';
import { TOOLS, type Tool } from '@/shared/tools.ts';
import { DataBridge } from './data/data-bridge.tsx';
import { Layout } from './layout.tsx';
import { ToolPageLayout } from './tool-page-layout.tsx';

/** Each tool page is its own chunk, fetched when its route is first visited. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../tinies/*/*-page.tsx');

/**
 * A tool's page, which renders as soon as its own chunk is here. The tool's schemas are not
 * loaded with it: building them is the heaviest work a page could do while it loads (zod's
 * set-up, then every schema: 50–150 ms on a phone). The data client loads them itself
 * before the tool's first write, and holds that write back until they are here, so nothing
 * is sent unchecked; an editor, which checks what is typed, brings them when it opens.
 */
function lazyToolPage(tool: Tool): LazyExoticComponent<ComponentType> {
  // The manifest names modules from the project root; the glob, from this file.
  const load = PAGE_LOADERS[tool.page.replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module for ${tool.path}: ${tool.page}`);
  return lazy(load);
}

// NOTE: the account area (and the session it asks the server for) loads once the app runs;
// until then its invisible stand-in holds the corner, as it does until the session is known.
const AccountArea = lazy(() =>
  import('@/auth/account-area.tsx').then((module) => ({ default: module.AccountArea })),
);
const VerifyEmailPage = lazy(() => import('@/auth/verify-email-page.tsx'));
const ResetPasswordPage = lazy(() => import('@/auth/reset-password-page.tsx'));
const AccountPage = lazy(() => import('@/auth/account-page.tsx'));
const UiGalleryPage = lazy(() => import('./ui-gallery/ui-gallery-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Loads the tool's schemas once the person starts using its page (a touch, a key, a focus),
 * so their first change is not held back while they load; a newcomer who only looks never
 * loads them.
 */
function PrepareWrites({ tool }: { tool: string }) {
  useEffect(() => {
    const stop = () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      import('@/data/client.ts').then(
        (client) => client.data.prepareWrites(tool),
        // Not loaded now (offline, a new build): the first write loads what it needs.
        () => {},
      );
    };
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    return stop;
  }, [tool]);
  return null;
}

function toolRoute(tool: Tool): RouteObject {
  const tiny = findTinyByRoute(tool.path);
  if (!tiny) throw new Error(`No catalogue entry has the route ${tool.path}`);
  const Page = lazyToolPage(tool);
  return {
    path: tool.path,
    element: (
      <ToolPageLayout tiny={tiny}>
        <Page />
        <PrepareWrites tool={tool.id} />
      </ToolPageLayout>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: (
      <Layout
        account={
          <>
            <DataBridge />
            <Suspense fallback={<AccountPlaceholder />}>
              <AccountArea />
            </Suspense>
          </>
        }
      />
    ),
    children: [
      { index: true, element: <ListingPage /> },
      ...TOOLS.map(toolRoute),
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
      { path: ACCOUNT_PATH, element: <AccountPage /> },
      { path: UI_GALLERY_PATH, element: <UiGalleryPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
