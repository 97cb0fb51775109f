import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { ListingPage } from '../catalogue/listing-page.tsx';
import { findTinyByRoute } from '../catalogue/tinies.ts';
import type { ToolPath } from '../shared/app-paths.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ToolPageLayout } from './tool-page-layout.tsx';

/** Each tool is its own chunk, fetched when its route is first visited. */
const TOOL_PAGES: Record<ToolPath, LazyExoticComponent<ComponentType>> = {
  '/apartment-tour-questions': lazy(
    () => import('../tinies/apartment-tour/apartment-tour-page.tsx'),
  ),
  '/car-maintenance': lazy(() => import('../tinies/car-maintenance/car-maintenance-page.tsx')),
  '/recipe-book': lazy(() => import('../tinies/recipe-book/recipe-book-page.tsx')),
  '/travel-tracker': lazy(() => import('../tinies/travel-tracker/travel-tracker-page.tsx')),
};

const VerifyEmailPage = lazy(() => import('../auth/verify-email-page.tsx'));

function toolRoute(path: ToolPath): RouteObject {
  const tiny = findTinyByRoute(path);
  if (!tiny) throw new Error(`No catalogue entry has the route ${path}`);
  const Page = TOOL_PAGES[path];
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
    element: <Layout />,
    children: [
      { index: true, element: <ListingPage /> },
      ...(Object.keys(TOOL_PAGES) as ToolPath[]).map(toolRoute),
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
