import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './components/site-layout';
import { addressablePages, NOT_FOUND_PAGE, type PageId } from './content/site-map';

/** What a route carries in `handle`: the page it shows and, for the catch-all, its HTTP status. */
export interface RouteHandle {
  page: PageId;
  /** HTTP status the server answers with; 200 when absent. */
  status?: number;
}

type PageModule = { Component: React.ComponentType };

/** Loads a page's component by id: `shared/pages/<id>.tsx` (a page row needs no other wiring). */
const loadPage = (id: PageId) => () => import(`./pages/${id}.tsx`) as Promise<PageModule>;

/**
 * The server's route table, derived from the page table (`content/site-map.ts`): one lazy route per page
 * with a path, and the catch-all `*` showing the not-found page with status 404. The browser has no
 * router: every page is a document of its own (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * @returns the root route, whose component is the site layout, with the pages as children
 */
export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = addressablePages.map((page) => {
    const handle: RouteHandle = { page: page.id };
    return page.path === '/'
      ? { index: true, handle, lazy: loadPage(page.id) }
      : { path: page.path.slice(1), handle, lazy: loadPage(page.id) };
  });
  children.push({ path: '*', handle: { page: NOT_FOUND_PAGE, status: 404 }, lazy: loadPage(NOT_FOUND_PAGE) });
  return [{ path: '/', Component: RootLayout, children }];
}
