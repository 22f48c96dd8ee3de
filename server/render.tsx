import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { matchedPage } from '../shared/components/document-meta';
import { ErrorScreen } from '../shared/components/route-error-screen';
import type { PageId } from '../shared/content/pages';
import { type JsonLd, structuredDataFor } from '../shared/lib/structured-data';
import type { RouteHandle } from '../shared/routes';
import { renderDocument } from './document';
import type { AssetManifest } from './manifest';

/** A rendered page: HTTP status and the complete HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** Settings of {@link createPageRenderer}. */
export interface RendererOptions {
  routes: RouteObject[];
  manifest: AssetManifest;
  siteUrl: string;
  /** Called with a render error before the 500 page is sent (for logging). */
  onError?: (error: unknown) => void;
}

/**
 * Builds the per-request renderer (DESIGN.md "The request, end to end"). The static handler is built once;
 * each call runs `query()` for the URL, then `renderToString` of the static router with `hydrate={false}`
 * (no loaders, so no hydration data and no inline script), and wraps the markup in the document.
 *
 * The status comes from the route table: `handle.status` of the deepest match (404 for `*`), or the
 * router's own status. A render that throws becomes the spec's error screen with status 500 and no
 * client script; the message shown is the status text, never the error's message or stack.
 *
 * @param options - routes, asset manifest, site origin, error hook
 * @returns `render(pathAndQuery)`, resolving to the status and HTML; it never rejects
 */
export function createPageRenderer({ routes, manifest, siteUrl, onError }: RendererOptions) {
  const handler = createStaticHandler(routes);
  // Structured data depends only on the page, so build it once per page rather than per request.
  const structuredData = new Map<PageId, JsonLd[]>();
  const dataFor = (page: PageId) => {
    const cached = structuredData.get(page);
    if (cached) return cached;
    const data = structuredDataFor(page, siteUrl);
    structuredData.set(page, data);
    return data;
  };

  const errorPage = (): RenderedPage => ({
    status: 500,
    html: renderDocument({
      page: 'error',
      body: renderToString(<ErrorScreen detail="500 Internal Server Error" />),
      siteUrl,
      manifest,
      hydrate: false,
    }),
  });

  return async function render(pathAndQuery: string): Promise<RenderedPage> {
    try {
      // Concatenate rather than resolve, so a path like //evil.example stays a path on our origin.
      const context = await handler.query(new Request(`http://localhost${pathAndQuery}`));
      if (context instanceof Response) throw new Error(`Unexpected response ${context.status} from a route`);
      const router = createStaticRouter(handler.dataRoutes, context);
      const routeStatus = [...context.matches]
        .reverse()
        .find((m) => (m.route.handle as RouteHandle | undefined)?.status);
      const status =
        context.statusCode !== 200
          ? context.statusCode
          : ((routeStatus?.route.handle as RouteHandle)?.status ?? 200);
      const page = matchedPage(context.matches.map((m) => m.route));
      const body = renderToString(
        <StrictMode>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </StrictMode>,
      );
      if (status >= 500) return errorPage();
      return {
        status,
        html: renderDocument({
          page,
          body,
          siteUrl,
          manifest,
          structuredData: dataFor(page),
        }),
      };
    } catch (error) {
      onError?.(error);
      return errorPage();
    }
  };
}
