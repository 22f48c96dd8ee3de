import { brand } from '../shared/content/brand';
import { type PageId, pages } from '../shared/content/site-map';
import type { AssetManifest } from './manifest';
import type { JsonLd } from './structured-data';

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Serialises JSON for a `<script type="application/ld+json">` block so it can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

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

/** The `<script>` and `modulepreload` tags of the page: the document script, then the islands if any. */
function scriptTags(manifest: AssetManifest, islands: readonly string[], dev: boolean): string[] {
  const tags = [
    `<script src="${manifest.pageScript}" data-invokers-polyfill="${manifest.invokersPolyfill}"></script>`,
  ];
  if (islands.length) {
    const [islandsModule, ...imports] = manifest.islandsScript;
    const preloads = new Set([...imports, ...islands.flatMap((name) => manifest.islands[name] ?? [])]);
    // Low priority: the stylesheet, font and first paint come first; the islands follow at once after.
    tags.push(...[...preloads].map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`));
    tags.push(`<script type="module" src="${islandsModule}" fetchpriority="low"></script>`);
  }
  // The page's build id rides along, so the script reloads for any newer build, even one finished
  // before its event stream connected.
  if (dev) {
    const src = `${DEV_RELOAD_SCRIPT}?build=${encodeURIComponent(manifest.buildId)}`;
    tags.push(`<script type="module" src="${src}"></script>`);
  }
  return tags;
}

/**
 * Writes the complete HTML document around a rendered page: `<head>` with title, description,
 * canonical, Open Graph and Twitter tags from the page table, the font preload, the stylesheet, the
 * scripts (all with `src`, never inline, so the CSP can be `script-src 'self'`) and the JSON-LD.
 * A page without a path (404, error) gets `robots noindex` and no canonical URL. A page without
 * islands loads no React: only the small document script.
 *
 * @param input - page id, markup, site origin, manifest, islands, JSON-LD
 * @returns the HTML string, starting with `<!doctype html>`
 */
export function renderDocument({
  page,
  body,
  siteUrl,
  manifest,
  islands,
  structuredData = [],
  dev = false,
}: DocumentInput): string {
  const meta = pages[page];
  const url = meta.path ? new URL(meta.path, siteUrl).href : null;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    `<meta name="theme-color" content="${brand.themeColor}">`,
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    '<meta property="og:type" content="website">',
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(new URL('/og-image.png', siteUrl).href)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
    ...manifest.fonts.map(
      (font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<link rel="stylesheet" href="${manifest.css}">`,
    ...scriptTags(manifest, islands, dev),
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('');
  return `<!doctype html><html lang="en-US"><head>${head}</head><body>${body}</body></html>`;
}
