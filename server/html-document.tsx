import type { ReactNode } from 'react';
import { brand } from '../shared/content/brand';
import { type PageId, pages } from '../shared/content/page-table';
import type { AssetManifest } from './asset-manifest';
import { IconSheet } from './icon-sheet';

/** What the document needs to know about the page it wraps. */
export interface HtmlDocumentProps {
  page: PageId;
  /** Public origin for absolute URLs, from configuration (never from the request). */
  siteUrl: string;
  /** The build's stylesheet, fonts, page script and polyfill. */
  assets: Pick<AssetManifest, 'css' | 'fonts' | 'pageScript' | 'invokersPolyfill'>;
  /**
   * The page's JSON-LD documents (may be none), each serialised for a script element: `<`, `>`, `/`
   * and the line separators escaped, so the data can never close the element or start another
   * (`serialize-javascript` in JSON mode, `server/render.tsx`).
   */
  structuredData: readonly string[];
  /** Under `npm run dev`: the URL of the reload script. */
  devReloadScript?: string;
  /** The page, inside `<body>`. */
  children: ReactNode;
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

/** A JSON-LD block, from JSON already escaped for a script element. */
function JsonLdScript({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our content, escaped for a script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The id of the empty, hidden element that ends every page's `<body>`: the document's
 * `<link rel="expect">` holds the first frame until it is parsed. It is the last element because Chromium
 * lets the first frame through as soon as the expected element's start tag is parsed (with the footer
 * as the target, the footer's own content came after the first frame).
 */
export const PAGE_END_ID = 'page-end';

/**
 * The whole document of a page: `<head>` from the page table (title, description, canonical, Open
 * Graph and Twitter), the font preload, the stylesheet (React places it first after the viewport, as
 * a stylesheet with a precedence), a `<link rel="expect" blocking="render">` that holds the first frame
 * until the page is parsed to its end marker, {@link PAGE_END_ID}
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md, "The whole page in the first frame"),
 * the page script every page runs (classic, with `src`, so the CSP can be `script-src 'self'`) and the
 * JSON-LD; the page in `<body>`. A page without a path (404, error) gets `robots noindex` and no
 * canonical URL. `<body>` opens with the empty icon sheet the renderer fills (`./icon-sheet.tsx`) and
 * ends with the end marker. Islands in the page add their own preloads and the island loader to
 * `<head>` as they render (`shared/components/island.tsx`): a page without islands loads no React,
 * only the small page script.
 *
 * @param props - see {@link HtmlDocumentProps}
 */
export function HtmlDocument({
  page,
  siteUrl,
  assets,
  structuredData,
  devReloadScript,
  children,
}: HtmlDocumentProps) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageMetadata page={page} siteUrl={siteUrl} />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <link rel="stylesheet" href={assets.css} precedence="default" />
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <script src={assets.pageScript} data-invokers-polyfill={assets.invokersPolyfill} />
        {devReloadScript ? <script type="module" src={devReloadScript} /> : null}
        {structuredData.map((json, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's JSON-LD list is fixed; its order is its identity.
          <JsonLdScript key={index} json={json} />
        ))}
      </head>
      <body>
        <IconSheet />
        {children}
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
