import { STATUS_CODES } from 'node:http';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { type IslandRenderer, IslandRendererContext } from '../shared/components/island';
import { PhotoContext } from '../shared/components/photo';
import { RouteErrorScreen } from '../shared/components/route-error-screen';
import { SiteLayout } from '../shared/components/site-layout';
import { SpriteContext } from '../shared/components/sprite';
import { ERROR_PAGE, NOT_FOUND_PAGE, type PageId, pages } from '../shared/content/site-map';
import { pageComponents } from '../shared/page-registry';
import type { RouteHandle } from '../shared/routes';
import { renderHtmlDocument } from './html-document';
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
 * Renders a page's tree to HTML with its islands. Each island is rendered as a root of its own when
 * the page places it, exactly as the browser hydrates it, so ids from `useId` and the markup match
 * (docs/decisions/0001-islands-on-a-multi-page-site.md); React supports rendering one root while
 * rendering another. The names of the islands are collected for the document's preloads.
 *
 * @param tree - the page's React tree
 * @param assets - the build's sprite URL (for the `<use>` of illustrations and icons) and own photos
 * @returns the HTML and the names of the islands it contains
 */
export function renderWithIslands(
  tree: ReactNode,
  { sprite, photos }: Pick<AssetManifest, 'sprite' | 'photos'>,
): { html: string; islands: string[] } {
  const names = new Set<string>();
  const islands: IslandRenderer = {
    render(name, island) {
      names.add(name);
      return renderToString(island);
    },
  };
  const html = renderToString(
    <SpriteContext value={sprite}>
      <PhotoContext value={photos}>
        <IslandRendererContext value={islands}>{tree}</IslandRendererContext>
      </PhotoContext>
    </SpriteContext>,
  );
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
    renderHtmlDocument({
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
      manifest(),
    );
    return { status: 500, html: document(ERROR_PAGE, rendered), route: 'error' };
  };

  /**
   * The not-found page for a path the route table cannot even match: the catch-all's pattern does not
   * take every character (a decoded U+2028 LINE SEPARATOR, for one), and the router then reports
   * "No route matches" as a 404 error. It is still an unknown path, so it gets the same page.
   */
  const NotFound = pageComponents[NOT_FOUND_PAGE];
  const notFoundPage = (): RenderedPage => {
    const rendered = renderWithIslands(
      <SiteLayout currentPath={null}>
        <NotFound />
      </SiteLayout>,
      manifest(),
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
        manifest(),
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
