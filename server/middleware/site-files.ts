import type { RequestHandler } from 'express';
import { addressablePages } from '../../shared/content/page-table';
import {
  CACHE_CONTROL,
  ENCODING_VARY,
  encodeForClient,
  NON_PAGE_URL_PATTERNS,
  SITE_FILE_URLS,
} from '../http/policies';

/**
 * `robots.txt`: everything may be crawled; points to the sitemap with an absolute URL.
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the file's text
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITE_FILE_URLS.sitemap}\n`;
}

/** XML namespace of the sitemap protocol (sitemaps.org). */
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `sitemap.xml` listing every page of the page table that has a path.
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the XML text
 */
export function sitemapXml(siteUrl: string): string {
  const urls = addressablePages.map((page) => `  <url><loc>${new URL(page.path, siteUrl).href}</loc></url>`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The speculation rules (docs/decisions/0001-islands-on-a-multi-page-site.md, "Navigation"): prerender
 * a same-site page when the visitor hovers its link (`moderate` eagerness), never a path that is not a
 * page (`NON_PAGE_URL_PATTERNS`: the probes, the assets, the dev endpoints, a file with an extension),
 * or a link marked `rel=nofollow` or `download`.
 * Nothing on the site has side effects on GET, but this list keeps it so if one is ever added.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NON_PAGE_URL_PATTERNS } },
          { not: { selector_matches: '[rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/**
 * Serves `robots.txt`, `sitemap.xml` and the speculation rules, built once from configuration, with
 * their `Cache-Control` and encoding by the HTTP policies; `app.ts` mounts it on their paths
 * (`SITE_FILE_PATHS`, `server/http/policies.ts`).
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the middleware
 */
export function siteFiles(siteUrl: string): RequestHandler {
  const files: Record<string, { type: string; body: string }> = {
    [SITE_FILE_URLS.robots]: { type: 'text/plain', body: robotsTxt(siteUrl) },
    [SITE_FILE_URLS.sitemap]: { type: 'application/xml', body: sitemapXml(siteUrl) },
    [SITE_FILE_URLS.speculationRules]: {
      type: 'application/speculationrules+json',
      body: JSON.stringify(speculationRules),
    },
  };
  return (req, res, next) => {
    const file = files[req.path];
    if (!file) {
      next();
      return;
    }
    const { body, encoding } = encodeForClient(file.body, req.headers['accept-encoding']);
    res
      .vary(ENCODING_VARY)
      .set({ 'Cache-Control': CACHE_CONTROL.siteFile, 'Content-Type': `${file.type}; charset=utf-8` });
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
}
