import type { RequestHandler } from 'express';
import { addressablePages } from '../../shared/content/page-table';
import { SPECULATION_RULES_URL } from '../http/paths';

/**
 * `robots.txt`: everything may be crawled; points to the sitemap with an absolute URL.
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the file's text
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
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
 * a same-site page when the visitor hovers its link (`moderate` eagerness), never the health
 * endpoints, the assets, a file with an extension, or a link marked `rel=nofollow` or `download`.
 * Nothing on the site has side effects on GET, but this list keeps it so if one is ever added.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/healthz', '/readyz', '/assets/*', '/__dev/*', '/*.*'] } },
          { not: { selector_matches: '[rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/**
 * Serves `robots.txt`, `sitemap.xml` and the speculation rules, built once from configuration;
 * `app.ts` mounts it on their paths (`SITE_FILE_PATHS`, `server/http/paths.ts`).
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the middleware
 */
export function siteFiles(siteUrl: string): RequestHandler {
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain', body: robotsTxt(siteUrl) },
    '/sitemap.xml': { type: 'application/xml', body: sitemapXml(siteUrl) },
    [SPECULATION_RULES_URL]: {
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
    res.set('Cache-Control', 'public, max-age=3600').type(file.type).send(file.body);
  };
}
