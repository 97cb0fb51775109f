import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { AccountArea } from '../auth/account-area.tsx';
import { ListingPage } from '../catalogue/listing-page.tsx';
import { findTinyByRoute } from '../catalogue/tinies.ts';
import {
  TOOL_PAGE_MODULES,
  TOOL_PATHS,
  UI_GALLERY_PATH,
  type ToolPath,
} from '../shared/app-paths.ts';
import { DataBridge } from './data/data-bridge.tsx';
import { Layout } from './layout.tsx';
import { ToolPageLayout } from './tool-page-layout.tsx';

/** Each tool page is its own chunk, fetched when its route is first visited. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../tinies/*/*-page.tsx');

function lazyToolPage(path: ToolPath): LazyExoticComponent<ComponentType> {
  // TOOL_PAGE_MODULES names modules from the project root; the glob, from this file.
  const load = PAGE_LOADERS[TOOL_PAGE_MODULES[path].replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module for ${path}: ${TOOL_PAGE_MODULES[path]}`);
  return lazy(load);
}

const VerifyEmailPage = lazy(() => import('../auth/verify-email-page.tsx'));
const UiGalleryPage = lazy(() => import('./ui-gallery/ui-gallery-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

function toolRoute(path: ToolPath): RouteObject {
  const tiny = findTinyByRoute(path);
  if (!tiny) throw new Error(`No catalogue entry has the route ${path}`);
  const Page = lazyToolPage(path);
  return {
    path,
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
            <AccountArea />
          </>
        }
      />
    ),
    children: [
      { index: true, element: <ListingPage /> },
      ...TOOL_PATHS.map(toolRoute),
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: UI_GALLERY_PATH, element: <UiGalleryPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
