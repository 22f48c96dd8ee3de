/**
 * The server's route table (docs/architecture.md): one route per page of the page table
 * (`content/page-table.ts`), each showing its component from the list below, one line per page. The
 * browser has no router: every page is a document of its own
 * (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * A page in the table without a line here, or a line without a page, fails `npm run typecheck` naming
 * the id; a file in `shared/pages/` without a line fails a unit test naming the file.
 */
import type { ComponentType } from 'react';
import { isRouteErrorResponse, type RouteObject, useRouteError } from 'react-router-dom';
import { RouteErrorScreen } from './components/route-error-screen';
import { RootLayout, SiteLayout } from './components/site-layout';
import { addressablePages, type ERROR_PAGE, type NOT_FOUND_PAGE, type PageId } from './content/page-table';
import { Component as About } from './pages/about';
import { Component as Contact } from './pages/contact';
import { Component as CoreClub } from './pages/core-club';
import { Component as Corporate } from './pages/corporate';
import { Component as Delivery } from './pages/delivery';
import { Component as Events } from './pages/events';
import { Component as Home } from './pages/home';
import { Component as NotFound } from './pages/not-found';
import { Component as Seasonal } from './pages/seasonal';
import { Component as Shop } from './pages/shop';

/** The pages with a path of their own: every page of the table but the not-found and error pages. */
export type RoutedPageId = Exclude<PageId, typeof NOT_FOUND_PAGE | typeof ERROR_PAGE>;

/** Each routed page's component. */
export const pageComponents = {
  home: Home,
  shop: Shop,
  about: About,
  events: Events,
  corporate: Corporate,
  contact: Contact,
  delivery: Delivery,
  seasonal: Seasonal,
  'core-club': CoreClub,
} as const satisfies Record<RoutedPageId, ComponentType>;

/** What a route carries in `handle`: the page it shows. */
export interface RouteHandle {
  page: RoutedPageId;
}

/**
 * What the root route shows when the router reports an error instead of a page: for a path no route
 * matches, the not-found page (the router's 404 is the one decision that a path is unknown); for any
 * other route error, the route error screen with its status (docs/product.md "Errors").
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusText = isRouteErrorResponse(error) ? error.statusText : 'Internal Server Error';
  return (
    <SiteLayout currentPath={null}>
      {status === 404 ? <NotFound /> : <RouteErrorScreen status={status} statusText={statusText} />}
    </SiteLayout>
  );
}

/**
 * The route table, derived from the page table and {@link pageComponents}: one route per page with a
 * path, under the root route whose component is the site layout. Any other path matches no route: the
 * router answers 404, and {@link RouteErrorBoundary} shows the not-found page.
 *
 * @returns the root route, with the pages as children
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = addressablePages.map((page) => {
    const id = page.id as RoutedPageId;
    const handle: RouteHandle = { page: id };
    const Component = pageComponents[id];
    return page.path === '/'
      ? { index: true, handle, Component }
      : { path: page.path.slice(1), handle, Component };
  });
  return [{ path: '/', Component: RootLayout, ErrorBoundary: RouteErrorBoundary, children }];
}
