import { renderToString } from 'react-dom/server';
import serialize from 'serialize-javascript';
import { brand } from '../shared/content/brand';
import { type PageId, pages } from '../shared/content/site-map';
import type { AssetManifest } from './manifest';
import type { JsonLd } from './structured-data';

/** URL of the dev-only script that reloads the page after a rebuild (`server/middleware/dev-reload.ts`). */
export const DEV_RELOAD_SCRIPT = '/__dev/reload.js';

/** What the document needs to know about the page it wraps. */
export interface DocumentInput {
  page: PageId;
  /** Server-rendered markup of the page, inside `<body>`. */
  body: string;
  /** Public origin for absolute URLs, from configuration (never from the request). */
  siteUrl: string;
  manifest: AssetManifest;
  /** Names of the islands on the page: their chunks are preloaded and the islands script loads. */
  islands: readonly string[];
  /** JSON-LD documents of the page (may be empty). */
  structuredData?: readonly JsonLd[];
  /** True under `npm run dev`: adds the reload script. */
  dev?: boolean;
}

/** The page's social and search metadata: title, description, canonical URL, Open Graph and Twitter. */
function PageMetadata({ page, siteUrl }: { page: PageId; siteUrl: string }) {
  const meta = pages[page];
  const url = meta.path ? new URL(meta.path, siteUrl).href : null;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={brand.themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content="website" />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={new URL('/og-image.png', siteUrl).href} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/**
 * The page's scripts, all with `src` (never inline, so the CSP can be `script-src 'self'`): the
 * page script every page runs, then only on pages with islands the `modulepreload` of their chunks
 * and the islands module, both at low priority so the stylesheet, font and first paint come first.
 */
function PageScripts({
  manifest,
  islands,
  dev,
}: {
  manifest: AssetManifest;
  islands: readonly string[];
  dev: boolean;
}) {
  const [islandsModule, ...islandsImports] = manifest.islandsScript;
  const preloads = new Set([...islandsImports, ...islands.flatMap((name) => manifest.islands[name] ?? [])]);
  // The page's build id rides along, so the reload script reloads for any newer build, even one
  // finished before its event stream connected.
  const reload = `${DEV_RELOAD_SCRIPT}?build=${encodeURIComponent(manifest.buildId)}`;
  return (
    <>
      <script src={manifest.pageScript} data-invokers-polyfill={manifest.invokersPolyfill} />
      {islands.length > 0 &&
        [...preloads].map((url) => <link key={url} rel="modulepreload" href={url} fetchPriority="low" />)}
      {islands.length > 0 && <script type="module" src={islandsModule} fetchPriority="low" />}
      {dev && <script type="module" src={reload} />}
    </>
  );
}

/**
 * A JSON-LD block. The JSON is serialised by `serialize-javascript` in JSON mode, which escapes `<`,
 * `>`, `/` and the line separators, so the data can never close the element or start another.
 */
function JsonLdScript({ data }: { data: JsonLd }) {
  const json = serialize(data, { isJSON: true });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our content, escaped for a script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The whole document of a page, written in React: `<head>` from the page table (title, description,
 * canonical, Open Graph and Twitter), the font preload, the stylesheet (React places it first after
 * the viewport, as a stylesheet with a precedence), the scripts and the JSON-LD; the rendered page in
 * `<body>`. A page without a path (404, error) gets `robots noindex` and no canonical URL. A page
 * without islands loads no React: only the small page script.
 */
export function HtmlDocument({
  page,
  body,
  siteUrl,
  manifest,
  islands,
  structuredData = [],
  dev = false,
}: DocumentInput) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMetadata page={page} siteUrl={siteUrl} />
        {manifest.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={manifest.css} precedence="default" />
        <PageScripts manifest={manifest} islands={islands} dev={dev} />
        {structuredData.map((data, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's JSON-LD list is fixed; its order is its identity.
          <JsonLdScript key={index} data={data} />
        ))}
      </head>
      {/* The page was rendered by React on its own (server/render.tsx); it goes in as it is. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from our own tree. */}
      <body dangerouslySetInnerHTML={{ __html: body }} />
    </html>
  );
}

/**
 * Renders {@link HtmlDocument} to the HTML a response sends.
 *
 * @param input - page id, markup, site origin, manifest, islands, JSON-LD, dev flag
 * @returns the HTML string, starting with `<!doctype html>`
 */
export function renderHtmlDocument(input: DocumentInput): string {
  return `<!doctype html>${renderToString(<HtmlDocument {...input} />)}`;
}
