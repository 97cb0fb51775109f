import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
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
 * A tool's page, which renders as soon as its own chunk is here. The tool's collections and
 * the data client load alongside, not before it: the client is handed the collections'
 * schemas when both arrive, and until then holds back any write to the tool (it loads
 * them itself), so nothing is sent unchecked.
 */
function lazyToolPage(tool: Tool): LazyExoticComponent<ComponentType> {
  // The manifest names modules from the project root; the glob, from this file.
  const load = PAGE_LOADERS[tool.page.replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module for ${tool.path}: ${tool.page}`);
  return lazy(() => {
    // NOTE: the data client is imported here, not at the top, so `/` never loads it.
    void Promise.all([tool.collections(), import('@/data/client.ts')]).then(
      ([collections, client]) => client.loadToolSchemas(tool.id, collections),
      // Not loaded now (offline, a new build): the client loads them before a write.
      () => {},
    );
    return load();
  });
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

function toolRoute(tool: Tool): RouteObject {
  const tiny = findTinyByRoute(tool.path);
  if (!tiny) throw new Error(`No catalogue entry has the route ${tool.path}`);
  const Page = lazyToolPage(tool);
  return {
    path: tool.path,
    element: (
      <ToolPageLayout tiny={tiny}>
        <Page />
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
