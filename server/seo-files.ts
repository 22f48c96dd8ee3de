import { pageMeta } from '../shared/content/pages';

/**
 * `robots.txt`: everything may be crawled; points to the sitemap with an absolute URL (issue 3).
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the file's text
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * `sitemap.xml` listing the nine routes (pages with a path; the 404 and error pages have none).
 *
 * @param siteUrl - absolute origin from configuration
 * @returns the XML text
 */
export function sitemapXml(siteUrl: string): string {
  const urls = Object.values(pageMeta)
    .filter((meta) => meta.path !== null)
    .map((meta) => `  <url><loc>${new URL(meta.path as string, siteUrl).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
