import { type PageId, pageMeta } from '../shared/content/pages';
import type { AssetManifest } from './manifest';

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Serialises JSON for a `<script type="application/ld+json">` block so it can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** What the document needs to know about the page it wraps. */
export interface DocumentInput {
  page: PageId;
  /** Server-rendered markup of the app, placed in `#root`. */
  body: string;
  /** Public origin for absolute URLs, from configuration (never from the request). */
  siteUrl: string;
  manifest: AssetManifest;
  /** JSON-LD objects for the page's structured data (may be empty). */
  structuredData?: readonly object[];
  /** False for the static 500 page: no client entry, so nothing hydrates over the error screen. */
  hydrate?: boolean;
}

/**
 * Writes the complete HTML document around the rendered app: `<head>` with title, description,
 * canonical, Open Graph and Twitter tags, font preloads, the stylesheet and the boot module (a module
 * script with `src`, never an inline script, so CSP can be `script-src 'self'`), which loads the client
 * entry after the first paint.
 * The not-found page gets `robots noindex` and no canonical.
 *
 * @param input - page id, app markup, site origin, asset manifest, optional JSON-LD
 * @returns the HTML string, starting with `<!doctype html>`
 */
export function renderDocument({
  page,
  body,
  siteUrl,
  manifest,
  structuredData = [],
  hydrate = true,
}: DocumentInput): string {
  const meta = pageMeta[page];
  const url = meta.path ? new URL(meta.path, siteUrl).href : null;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    '<meta name="theme-color" content="#a8281f">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<meta property="og:site_name" content="Sweet Core Co.">',
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
    hydrate ? `<script type="module" src="${manifest.entry}"></script>` : '',
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('');
  return `<!doctype html><html lang="en-US"><head>${head}</head><body><div id="root">${body}</div></body></html>`;
}
