import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './components/root-layout';
import { RouteErrorScreen } from './components/route-error-screen';
import type { PageId } from './content/pages';

/** What a route carries in `handle`: the page it shows and, for the catch-all, its HTTP status. */
export interface RouteHandle {
  page: PageId;
  /** HTTP status the server answers with; 200 when absent (DESIGN.md: the 404 comes from the route table). */
  status?: number;
}

/** A page route: its path (or index), page id and the lazy import of its module. */
function page(
  path: string | undefined,
  id: PageId,
  load: () => Promise<{ Component: React.ComponentType }>,
  status?: number,
): RouteObject {
  const handle: RouteHandle = status ? { page: id, status } : { page: id };
  return path === undefined ? { index: true, handle, lazy: load } : { path, handle, lazy: load };
}

/**
 * Builds the route table shared by server and client (DESIGN.md "One route table").
 * Pages are lazy routes, so each becomes its own chunk; the client resolves the matched ones
 * before `hydrateRoot` so hydration matches the server's HTML (issue 5, code splitting).
 * A fresh table is returned on every call because the router mutates lazy routes once loaded.
 *
 * @returns the root route with the nine pages and the `*` catch-all (status 404)
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        page(undefined, 'home', () => import('./pages/home')),
        page('shop', 'shop', () => import('./pages/shop')),
        page('about', 'about', () => import('./pages/about')),
        page('events', 'events', () => import('./pages/events')),
        page('corporate', 'corporate', () => import('./pages/corporate')),
        page('contact', 'contact', () => import('./pages/contact')),
        page('delivery', 'delivery', () => import('./pages/delivery')),
        page('seasonal', 'seasonal', () => import('./pages/seasonal')),
        page('core-club', 'core-club', () => import('./pages/core-club')),
        page('*', 'not-found', () => import('./pages/not-found'), 404),
      ],
    },
  ];
}
