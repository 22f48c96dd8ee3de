import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '../render';
import { SPECULATION_RULES_URL } from './site-files';

/**
 * The page ETag (docs/decisions/0004-page-etags.md): a hash of everything the HTML depends on. The
 * build id covers the client build, the stylesheet and the server bundle (pages and content); the site
 * URL and the year (the footer's copyright) are the rest. Nothing else varies: no cookies, no
 * personalisation, the same HTML for every visitor.
 *
 * @param inputs.buildId - the manifest's build id
 * @param inputs.siteUrl - the configured public origin
 * @param inputs.url - the request's path and query
 * @param inputs.year - the current year
 * @returns a weak ETag, e.g. `W/"q1w2e3r4t5y6u7i8"`
 */
export function pageEtag({
  buildId,
  siteUrl,
  url,
  year,
}: {
  buildId: string;
  siteUrl: string;
  url: string;
  year: number;
}): string {
  const digest = createHash('sha256').update(`${buildId}\n${siteUrl}\n${year}\n${url}`).digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

/** Most pages kept rendered at once, and most bytes of HTML they may hold together. */
export const PAGE_CACHE = { pages: 500, bytes: 64 * 2 ** 20 } as const;

/**
 * Renders every GET/HEAD that reached it as a page. A request whose `If-None-Match` holds the page's
 * ETag gets 304 without rendering. Since the ETag covers every input of the HTML, rendered pages are
 * also kept by ETag in a bounded LRU cache (`lru-cache`, {@link PAGE_CACHE}): a page is rendered once
 * per build, URL and year, however often it is asked for (error pages never kept). Pages say
 * `public, max-age=0, must-revalidate` (5xx: `no-store`), `Vary: Accept-Encoding`, and name the
 * speculation rules in the `Speculation-Rules` header.
 *
 * @param options.render - renders a path and query to a status and HTML
 * @param options.buildId - the manifest's current build id
 * @param options.siteUrl - the configured public origin
 * @returns the middleware
 */
export function pages({
  render,
  buildId,
  siteUrl,
}: {
  render: (url: string) => Promise<RenderedPage>;
  buildId: () => string;
  siteUrl: string;
}): RequestHandler {
  const cache = new LRUCache<string, RenderedPage>({
    max: PAGE_CACHE.pages,
    maxSize: PAGE_CACHE.bytes,
    sizeCalculation: (page) => page.html.length || 1,
  });
  return async (req, res) => {
    const etag = pageEtag({
      buildId: buildId(),
      siteUrl,
      url: req.originalUrl,
      year: new Date().getFullYear(),
    });
    res.set({ Vary: 'Accept-Encoding', 'Speculation-Rules': `"${SPECULATION_RULES_URL}"` });
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      res.status(304).set('ETag', etag).end();
      return;
    }
    let page = cache.get(etag);
    if (!page) {
      page = await render(req.originalUrl);
      if (page.status < 500) cache.set(etag, page);
    }
    // The client may have gone while the page rendered: nothing is left to answer.
    if (res.destroyed) return;
    res.status(page.status).type('html');
    if (page.status >= 500) res.set('Cache-Control', 'no-store');
    else res.set({ 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag });
    res.send(page.html);
  };
}
