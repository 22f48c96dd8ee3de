import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './components/site-layout';
import { addressablePages, NOT_FOUND_PAGE } from './content/site-map';
import { pageComponents, type RoutedPageId } from './page-registry';

/** What a route carries in `handle`: the page it shows and, for the catch-all, its HTTP status. */
export interface RouteHandle {
  page: RoutedPageId;
  /** HTTP status the server answers with; 200 when absent. */
  status?: number;
}

/**
 * The server's route table, derived from the page table (`content/site-map.ts`) and the page registry
 * (`page-registry.ts`): one route per page with a path, and the catch-all `*` showing the not-found
 * page with status 404. The browser has no router: every page is a document of its own
 * (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * @returns the root route, whose component is the site layout, with the pages as children
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
  const notFound: RouteHandle = { page: NOT_FOUND_PAGE, status: 404 };
  children.push({ path: '*', handle: notFound, Component: pageComponents[NOT_FOUND_PAGE] });
  return [{ path: '/', Component: RootLayout, children }];
}
