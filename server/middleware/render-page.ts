import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { cacheControlFor } from '../cache-policy';
import { labelRoute, type ServerMetrics } from '../metrics';
import { encodePage, PAGE_ENCODINGS } from '../page-encoding';
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

/**
 * Renders every GET/HEAD that reached it as a page: every request runs the render, and nothing keeps
 * the HTML between requests (docs/decisions/0007-render-every-request.md). A request whose
 * `If-None-Match` holds the page's ETag gets 304 without rendering: the ETag is computed from the
 * page's inputs, never from the HTML (docs/decisions/0004-page-etags.md). The page is compressed in
 * one shot for the client (`server/page-encoding.ts`). `Cache-Control` follows the status
 * (`server/cache-policy.ts`); every page says `Vary: Accept-Encoding` and names the speculation rules
 * in the `Speculation-Rules` header.
 *
 * @param options.render - renders a path and query to a status and HTML
 * @param options.buildId - the manifest's current build id
 * @param options.siteUrl - the configured public origin
 * @param options.metrics - where each render's duration is recorded
 * @returns the middleware
 */
export function renderPage({
  render,
  buildId,
  siteUrl,
  metrics,
}: {
  render: (url: string) => Promise<RenderedPage>;
  buildId: () => string;
  siteUrl: string;
  metrics: ServerMetrics;
}): RequestHandler {
  return async (req, res) => {
    const etag = pageEtag({
      buildId: buildId(),
      siteUrl,
      url: req.originalUrl,
      year: new Date().getFullYear(),
    });
    res.set({ Vary: 'Accept-Encoding', 'Speculation-Rules': `"${SPECULATION_RULES_URL}"` });
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      labelRoute(res, 'not_modified');
      res
        .status(304)
        .set({ ETag: etag, 'Cache-Control': cacheControlFor(200) })
        .end();
      return;
    }
    const stopRenderTimer = metrics.renderDuration.startTimer();
    const page = await render(req.originalUrl);
    stopRenderTimer({ route: page.route });
    labelRoute(res, page.route);
    // The client may have gone while the page rendered: nothing is left to answer.
    if (res.destroyed) return;
    // No Accept-Encoding header at all means the client never asked for compression: send it as it is.
    const accepted = req.headers['accept-encoding'] ? req.acceptsEncodings(...PAGE_ENCODINGS) : 'identity';
    const { body, encoding } = encodePage(page.html, accepted);
    res.locals.encoded = true;
    res.status(page.status).type('html').set('Cache-Control', cacheControlFor(page.status));
    if (page.status < 500) res.set('ETag', etag);
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
}
