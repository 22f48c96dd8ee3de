/**
 * The answer to a page request (docs/architecture.md, "The request"): its 304 or its render. Its
 * encoding, its `Cache-Control` and whether it carries its ETag are the HTTP policies'
 * (`server/http/policies.ts`). Every page request renders; nothing keeps the HTML between requests
 * (docs/decisions/0007-render-every-request.md).
 */
import type { RequestHandler } from 'express';
import {
  cacheControlFor,
  carriesEtag,
  ENCODING_VARY,
  encodeForClient,
  isFresh,
  routeLabelOf,
  SPECULATION_RULES_URL,
} from '../http/policies';
import type { PageRenderer } from '../render';
import type { ServerMetrics } from '../telemetry';

/**
 * The headers of a page answer, once its status is known, in the order they are sent: the encoding's
 * `Vary`, the speculation rules, the ETag unless the status forbids it, and the `Cache-Control` of
 * the status.
 *
 * @param status - the answer's HTTP status code: 304, or the rendered page's
 * @param etag - the page's ETag
 * @returns the header names and values
 */
function pageHeaders(status: number, etag: string): Record<string, string> {
  return {
    Vary: ENCODING_VARY,
    'Speculation-Rules': `"${SPECULATION_RULES_URL}"`,
    ...(carriesEtag(status) ? { ETag: etag } : {}),
    'Cache-Control': cacheControlFor(status),
  };
}

/**
 * Answers every GET/HEAD that reached it with a page. A request whose `If-None-Match` holds the page's
 * ETag gets 304 without rendering; the ETag comes from the page's inputs, never from the HTML
 * (docs/decisions/0004-page-etags.md). Otherwise the page is rendered, and compressed in one shot in
 * the encoding {@link encodeForClient} chooses. The status is decided first (304, or the
 * render's), then the headers are set once: `Cache-Control` follows the status; every page says
 * `Vary: Accept-Encoding` and names the speculation rules in the `Speculation-Rules` header; 5xx pages
 * carry no ETag.
 *
 * @param options.renderer - renders a page and names its ETag
 * @param options.metrics - where each render's duration is recorded, under the request's route label
 * @returns the middleware
 */
export function pageResponse({
  renderer,
  metrics,
}: {
  renderer: Pick<PageRenderer, 'render' | 'etag'>;
  metrics: ServerMetrics;
}): RequestHandler {
  return async (req, res) => {
    const etag = renderer.etag(req.originalUrl);
    if (isFresh(req.headers, etag)) {
      res.status(304).set(pageHeaders(304, etag)).end();
      return;
    }
    const stopRenderTimer = metrics.renderDuration.startTimer({ route: routeLabelOf(req) });
    const page = await renderer.render(req.originalUrl);
    stopRenderTimer();
    // The client may have gone while the page rendered: nothing is left to answer.
    if (res.destroyed) return;
    const { body, encoding } = encodeForClient(page.html, req.headers['accept-encoding']);
    res.status(page.status).set(pageHeaders(page.status, etag)).type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
}
