import { STATUS_CODES } from 'node:http';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { IslandSlotsContext } from '../shared/components/island';
import { RouteErrorScreen } from '../shared/components/route-error-screen';
import { SiteLayout } from '../shared/components/site-layout';
import { SpriteContext } from '../shared/components/sprite';
import { ERROR_PAGE, NOT_FOUND_PAGE, type PageId, pages } from '../shared/content/site-map';
import { Component as NotFound } from '../shared/pages/not-found';
import type { RouteHandle } from '../shared/routes';
import { renderDocument } from './document';
import type { AssetManifest } from './manifest';
import { type JsonLd, structuredData } from './structured-data';

/** A rendered page: HTTP status, the complete HTML document, and its route for the metrics. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The route pattern that matched (`/`, `/shop`...), `not_found` (404) or `error` (500). */
  route: string;
}

/** Settings of {@link createPageRenderer}. */
export interface RendererOptions {
  routes: RouteObject[];
  /** The asset manifest, read on every render (under `npm run dev` it changes with each rebuild). */
  manifest: () => AssetManifest;
  siteUrl: string;
  dev?: boolean;
  /** Called with a render error before the 500 page is sent (for logging). */
  onError?: (error: unknown) => void;
}

/**
 * Renders a tree to HTML with its islands: each island is rendered as a root of its own, exactly as
 * the browser hydrates it, and spliced into its slot, so ids from `useId` and the markup match
 * (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * @param tree - the page's React tree
 * @param sprite - URL of the site sprite, for the `<use>` of illustrations and icons
 * @returns the HTML and the names of the islands it contains
 */
export function renderWithIslands(tree: ReactNode, sprite: string): { html: string; islands: string[] } {
  const withAssets = (node: ReactNode) => <SpriteContext value={sprite}>{node}</SpriteContext>;
  const elements: ReactElement[] = [];
  const names = new Set<string>();
  const slots: NonNullable<React.ContextType<typeof IslandSlotsContext>> = {
    add(name, element) {
      names.add(name);
      return elements.push(element) - 1;
    },
  };
  const page = renderToString(withAssets(<IslandSlotsContext value={slots}>{tree}</IslandSlotsContext>));
  const html = page.replace(/ data-island-slot="(\d+)"><\/div>/g, (_, slot: string) => {
    const element = elements[Number(slot)];
    return `>${element ? renderToString(withAssets(element)) : ''}</div>`;
  });
  return { html, islands: [...names] };
}

/**
 * Builds the per-request renderer (docs/decisions/0001-islands-on-a-multi-page-site.md). The static
 * handler is built once; each call runs `query()` for the URL, then renders the static router with
 * `hydrate={false}` (no loaders, so no hydration data and no inline script) and wraps the markup in
 * the document. The status comes from the route table: `handle.status` of the deepest match (404 for
 * `*`, and for a path no route can match). A render that throws becomes the error screen inside the
 * layout with status 500; the error's message goes to `onError`, never to the page.
 *
 * @param options - routes, manifest, site origin, dev flag, error hook
 * @returns `render(pathAndQuery)`, resolving to the status and HTML; it never rejects
 */
export function createPageRenderer({ routes, manifest, siteUrl, dev = false, onError }: RendererOptions) {
  const handler = createStaticHandler(routes);
  const jsonLd = new Map<PageId, JsonLd[]>();
  const dataFor = (page: PageId) => {
    const cached = jsonLd.get(page) ?? structuredData(pages[page].structuredData, siteUrl);
    jsonLd.set(page, cached);
    return cached;
  };
  const document = (page: PageId, rendered: { html: string; islands: string[] }) =>
    renderDocument({
      page,
      body: rendered.html,
      siteUrl,
      manifest: manifest(),
      islands: rendered.islands,
      structuredData: dataFor(page),
      dev,
    });

  const errorPage = (): RenderedPage => {
    const rendered = renderWithIslands(
      <SiteLayout currentPath={null}>
        <RouteErrorScreen status={500} statusText={STATUS_CODES[500] ?? 'Internal Server Error'} />
      </SiteLayout>,
      manifest().sprite,
    );
    return { status: 500, html: document(ERROR_PAGE, rendered), route: 'error' };
  };

  /**
   * The not-found page for a path the route table cannot even match: the catch-all's pattern does not
   * take every character (a decoded U+2028 LINE SEPARATOR, for one), and the router then reports
   * "No route matches" as a 404 error. It is still an unknown path, so it gets the same page.
   */
  const notFoundPage = (): RenderedPage => {
    const rendered = renderWithIslands(
      <SiteLayout currentPath={null}>
        <NotFound />
      </SiteLayout>,
      manifest().sprite,
    );
    return { status: 404, html: document(NOT_FOUND_PAGE, rendered), route: 'not_found' };
  };

  return async function render(pathAndQuery: string): Promise<RenderedPage> {
    try {
      // Concatenate rather than resolve, so a path like //evil.example stays a path on our origin.
      const context = await handler.query(new Request(`http://localhost${pathAndQuery}`));
      if (context instanceof Response) throw new Error(`Unexpected response ${context.status} from a route`);
      if (context.errors) {
        const errors = Object.values(context.errors);
        if (errors.every((error) => isRouteErrorResponse(error) && error.status === 404))
          return notFoundPage();
        throw errors[0];
      }
      const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
      const deepest = handles.reverse().find((handle) => handle?.page);
      const rendered = renderWithIslands(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />,
        manifest().sprite,
      );
      const page = deepest?.page ?? NOT_FOUND_PAGE;
      return {
        status: deepest?.status ?? 200,
        html: document(page, rendered),
        route: pages[page].path ?? 'not_found',
      };
    } catch (error) {
      onError?.(error);
      return errorPage();
    }
  };
}
