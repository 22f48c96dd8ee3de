/**
 * Every HTML answer of the site, rendered with React (docs/architecture.md, "The request"): pages, in
 * one `renderToString` of the whole document per request, and the small client-error page.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import serialize from 'serialize-javascript';
import { type IconSymbolName, PageIconsContext } from '../shared/components/icon';
import { IllustrationsContext } from '../shared/components/illustrations/illustration-image';
import { type IslandScripts, IslandScriptsContext } from '../shared/components/island-wrapper';
import { PhotoContext } from '../shared/components/photo';
import { RouteErrorScreen } from '../shared/components/route-error-screen';
import { SiteLayout } from '../shared/components/site-layout';
import { ERROR_PAGE, NOT_FOUND_PAGE, type PageId, pages } from '../shared/content/page-table';
import { structuredData } from '../shared/content/structured-data';
import type { RouteHandle } from '../shared/routes';
import { type AssetManifest, manifestUrls } from './asset-manifest';
import { type ClientError, ClientErrorPage } from './client-error-page';
import { HtmlDocument } from './html-document';
import { DEV_RELOAD_SCRIPT_URL } from './http/policies';
import { withIconSymbols } from './icon-sheet';

/** A build's island scripts, the same for every page: {@link IslandScripts} but what a render preloaded. */
type BuildIslandScripts = Omit<IslandScripts, 'preloaded'>;

/** A rendered page: its HTTP status and the complete HTML document. */
export interface RenderedPage {
  status: number;
  html: string;
}

/** Settings of {@link createPageRenderer}. */
export interface PageRendererOptions {
  routes: RouteObject[];
  /** The build's manifest, asked for on every render (under `npm run dev` it changes with each rebuild). */
  manifest: () => AssetManifest;
  /** The public origin for absolute URLs, from configuration (never from the request). */
  siteUrl: string;
  /** True under `npm run dev`: every page loads the reload script. */
  dev?: boolean;
  /** Called with a render error before the 500 page is sent (for logging). */
  onError?: (error: unknown) => void;
}

/** The site's renderer: the one reader of the build's manifest. */
export interface PageRenderer {
  /**
   * Renders a page. The status comes from the route table: 200 for a page, 404 when no route matches
   * (the router's decision), 500 when rendering throws. It never rejects.
   *
   * @param pathAndQuery - the request-target, e.g. `/shop?category=pretzels`
   */
  render(pathAndQuery: string): Promise<RenderedPage>;
  /**
   * The page ETag (docs/decisions/0004-page-etags.md): a hash of everything the HTML depends on. The
   * build id covers the client build, the stylesheet and the server bundle (pages and content); the site
   * URL, the year (the footer's copyright) and the URL are the rest. No cookies, no personalisation.
   *
   * @param pathAndQuery - the request-target
   * @returns a weak ETag, e.g. `W/"q1w2e3r4t5y6u7i8"`
   */
  etag(pathAndQuery: string): string;
  /**
   * The small page of a client error answered before routing (400, 405, 414...).
   *
   * @param error - status and one friendly sentence
   * @returns the HTML, starting with `<!doctype html>`
   */
  clientErrorPage(error: ClientError): string;
  /** Every URL of a built file the pages may name, for the readiness check. */
  assetUrls(): string[];
}

/**
 * The page's id in the page table, as the router decided it: the deepest matched route's page, the
 * not-found page when no route matched, the error page for any other route error.
 *
 * @param context - the static handler's result
 */
function pageOf(context: StaticHandlerContext): PageId {
  if (context.errors) return context.statusCode === 404 ? NOT_FOUND_PAGE : ERROR_PAGE;
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  return handles.reverse().find((handle) => handle?.page)?.page ?? NOT_FOUND_PAGE;
}

/**
 * The island scripts of a build: for each island, its chunks and the island loader's own imports, to
 * preload before the module asks for them, and its own chunk (the first of the manifest's).
 *
 * @param manifest - the build's manifest
 */
function islandScriptsOf(manifest: AssetManifest): BuildIslandScripts {
  const [module = '', ...moduleImports] = manifest.islandLoader;
  const chunks = Object.fromEntries(
    Object.entries(manifest.islandChunks).map(([name, urls]) => [
      name,
      [...new Set([...moduleImports, ...urls])],
    ]),
  );
  const ownChunk = Object.fromEntries(
    Object.entries(manifest.islandChunks).map(([name, [own]]) => [name, own]),
  );
  return { module, chunks, ownChunk };
}

/**
 * Builds the site's renderer (docs/decisions/0001-islands-on-a-multi-page-site.md). The static handler
 * is built once; each page request runs `query()` for the URL, then renders the whole document in one
 * `renderToString`: the `<head>` from the page table, and in `<body>` the static router with
 * `hydrate={false}` (no loaders, so no hydration data and no inline script). Islands render in place;
 * React hoists their preloads and the island loader into `<head>`. The icons the render drew are
 * collected on the way and their symbols written at the top of `<body>` (`./icon-sheet.tsx`). A render
 * that throws becomes the error screen inside the layout with status 500; the error's message goes to
 * `onError`, never to the page.
 *
 * @param options - routes, manifest, site origin, dev flag, error hook
 * @returns the renderer
 */
export function createPageRenderer({
  routes,
  manifest,
  siteUrl,
  dev = false,
  onError,
}: PageRendererOptions): PageRenderer {
  const handler = createStaticHandler(routes);
  // A page's JSON-LD is the same for every request: serialised once per page, escaped for a script
  // element (`serialize-javascript` in JSON mode escapes `<`, `>`, `/` and the line separators).
  const jsonLd = new Map<PageId, string[]>();
  const serialised = (page: PageId) =>
    structuredData(pages[page].structuredData, siteUrl).map((data) => serialize(data, { isJSON: true }));
  const dataFor = (page: PageId) => {
    const cached = jsonLd.get(page) ?? serialised(page);
    jsonLd.set(page, cached);
    return cached;
  };
  const scripts = new WeakMap<AssetManifest, BuildIslandScripts>();
  const scriptsFor = (assets: AssetManifest) => {
    const cached = scripts.get(assets) ?? islandScriptsOf(assets);
    scripts.set(assets, cached);
    return cached;
  };

  const documentOf = (page: PageId, content: ReactNode): string => {
    const assets = manifest();
    const reload = `${DEV_RELOAD_SCRIPT_URL}?build=${encodeURIComponent(assets.buildId)}`;
    const icons = new Set<IconSymbolName>();
    const tree = (
      <HtmlDocument
        page={page}
        siteUrl={siteUrl}
        assets={assets}
        structuredData={dataFor(page)}
        devReloadScript={dev ? reload : undefined}
      >
        <PageIconsContext value={icons}>
          <IllustrationsContext value={assets.illustrations}>
            <PhotoContext value={assets.photos}>
              <IslandScriptsContext value={{ ...scriptsFor(assets), preloaded: new Set() }}>
                {content}
              </IslandScriptsContext>
            </PhotoContext>
          </IllustrationsContext>
        </PageIconsContext>
      </HtmlDocument>
    );
    return `<!doctype html>${withIconSymbols(renderToString(tree), icons)}`;
  };

  const errorPage = (): RenderedPage => {
    const statusText = STATUS_CODES[500] ?? 'Internal Server Error';
    const screen = (
      <SiteLayout currentPath={null}>
        <RouteErrorScreen status={500} statusText={statusText} />
      </SiteLayout>
    );
    return { status: 500, html: documentOf(ERROR_PAGE, screen) };
  };

  return {
    async render(pathAndQuery) {
      try {
        // Concatenate rather than resolve, so a path like //evil.example stays a path on our origin.
        const context = await handler.query(new Request(`http://localhost${pathAndQuery}`));
        if (context instanceof Response)
          throw new Error(`Unexpected response ${context.status} from a route`);
        const router = createStaticRouter(handler.dataRoutes, context);
        const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
        return { status: context.statusCode, html: documentOf(pageOf(context), page) };
      } catch (error) {
        onError?.(error);
        return errorPage();
      }
    },
    etag(pathAndQuery) {
      const inputs = [manifest().buildId, siteUrl, new Date().getFullYear(), pathAndQuery].join('\n');
      return `W/"${createHash('sha256').update(inputs).digest('base64url').slice(0, 22)}"`;
    },
    clientErrorPage(error) {
      return `<!doctype html>${renderToStaticMarkup(<ClientErrorPage {...error} css={manifest().css} />)}`;
    },
    assetUrls: () => manifestUrls(manifest()),
  };
}
