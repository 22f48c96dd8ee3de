/**
 * The answer to a page request (docs/architecture.md, "The request"): its ETag and 304, its render, its
 * `Cache-Control` and its encoding. Every page request renders; nothing keeps the HTML between
 * requests (docs/decisions/0007-render-every-request.md).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import type { PageRenderer } from '../render';
import { routeLabel, type ServerMetrics } from '../telemetry';
import { SPECULATION_RULES_URL } from './site-files';

/**
 * Lifetimes in a shared cache, in seconds (docs/decisions/0004-page-etags.md). Browsers always
 * revalidate a page with its ETag; a shared cache (a CDN) may serve it for a short time and refresh it
 * in the background, so a spike of visitors on one link reaches the origin about once a minute per
 * edge, not once per visitor.
 */
export const SHARED_CACHE_SECONDS = {
  /** How long a CDN serves a page without asking the origin (`s-maxage`); at most 60. */
  page: 60,
  /** How long after that it may serve the old copy while it fetches a new one (`stale-while-revalidate`). */
  pageStale: 600,
  /** How long a CDN keeps a client error page (404, 400…): a bad link shared widely stays cheap. */
  clientError: 30,
} as const;

/** `Cache-Control` of a 2xx or 3xx page. */
export const PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS.page}, ` +
  `stale-while-revalidate=${SHARED_CACHE_SECONDS.pageStale}`;

/** `Cache-Control` of a 4xx page. */
export const CLIENT_ERROR_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS.clientError}`;

/** `Cache-Control` of a 5xx answer, the overload 503 included: never kept anywhere. */
export const SERVER_ERROR_CACHE_CONTROL = 'no-store';

/**
 * The `Cache-Control` of an HTML answer by its status class.
 *
 * @param status - the HTTP status code, 100-599
 * @returns {@link PAGE_CACHE_CONTROL} below 400, {@link CLIENT_ERROR_CACHE_CONTROL} for 4xx and
 *   {@link SERVER_ERROR_CACHE_CONTROL} for 5xx (and anything out of range)
 */
export function cacheControlFor(status: number): string {
  if (status >= 100 && status < 400) return PAGE_CACHE_CONTROL;
  if (status >= 400 && status < 500) return CLIENT_ERROR_CACHE_CONTROL;
  return SERVER_ERROR_CACHE_CONTROL;
}

/**
 * How rendered pages are compressed (docs/decisions/0007-render-every-request.md, "Compression").
 * Each page is compressed in one shot, synchronously, as soon as it is rendered: the encoder's native
 * memory is freed before the next request runs, so memory never grows with the number of responses
 * in flight, and there is no stream or thread-pool hop per response.
 */
export const PAGE_COMPRESSION = {
  /** Brotli quality, 0-11: 1 costs half of 3's CPU for pages 6-8 % larger (ADR 0007, "Compression"). */
  brotliQuality: 1,
  /** Brotli window, log2 of bytes: 128 KB, above the largest page. */
  brotliWindowBits: 17,
  /** Gzip level, 1-9, for clients without brotli. */
  gzipLevel: 6,
} as const;

/** The encodings a page can be sent in, in the server's order of preference: brotli, the cheaper to compress. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;

/** An encoding of {@link PAGE_ENCODINGS}. */
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * The encoding a page is sent in, by content negotiation (RFC 9110 §12.5.3): the client's highest
 * q-value wins, and among encodings it weighs equally the server's order, {@link PAGE_ENCODINGS}.
 * Browsers send `gzip, deflate, br, zstd`, all at q=1: by the client's order alone (Express's
 * `req.acceptsEncodings`) they got gzip level 6, which costs about four times brotli quality 1's CPU
 * for a page of the same size (docs/decisions/0007-render-every-request.md, "Compression").
 *
 * @param acceptEncoding - the request's `Accept-Encoding` header; absent means none is asked for
 * @returns `br`, `gzip` or `identity`; also `identity` when the header accepts none of them
 *   (`identity;q=0` alone), as a page is better than a 406
 */
export function negotiatePageEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding(PAGE_ENCODINGS, { preferred: PAGE_ENCODINGS });
  return PAGE_ENCODINGS.find((encoding) => encoding === chosen) ?? 'identity';
}

/** A page's body ready to send: the bytes and their `Content-Encoding` (null: none). */
export interface EncodedPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/**
 * Encodes a page for a client.
 *
 * @param html - the page's HTML
 * @param accepted - what {@link negotiatePageEncoding} chose; `identity` sends the HTML as it is
 * @returns the bytes and their encoding
 */
export function encodePage(html: string, accepted: PageEncoding): EncodedPage {
  const raw = Buffer.from(html);
  if (accepted === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_COMPRESSION.brotliQuality,
      [constants.BROTLI_PARAM_LGWIN]: PAGE_COMPRESSION.brotliWindowBits,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    };
    return { body: brotliCompressSync(raw, { params }), encoding: 'br' };
  }
  if (accepted === 'gzip')
    return { body: gzipSync(raw, { level: PAGE_COMPRESSION.gzipLevel }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}

/**
 * Answers every GET/HEAD that reached it with a page. A request whose `If-None-Match` holds the page's
 * ETag gets 304 without rendering (Express's `req.fresh`); the ETag comes from the page's inputs, never
 * from the HTML (docs/decisions/0004-page-etags.md). Otherwise the page is rendered, and compressed in
 * one shot in the encoding {@link negotiatePageEncoding} chooses. `Cache-Control` follows the status;
 * every page says `Vary: Accept-Encoding` and names the speculation rules in the `Speculation-Rules`
 * header; 5xx pages carry no ETag.
 *
 * @param options.renderer - renders a page and names its ETag
 * @param options.metrics - where each render's duration is recorded
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
    res.set({
      Vary: 'Accept-Encoding',
      'Speculation-Rules': `"${SPECULATION_RULES_URL}"`,
      ETag: renderer.etag(req.originalUrl),
      'Cache-Control': PAGE_CACHE_CONTROL,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const stopRenderTimer = metrics.renderDuration.startTimer({ route: routeLabel(req.path) });
    const page = await renderer.render(req.originalUrl);
    stopRenderTimer();
    // The client may have gone while the page rendered: nothing is left to answer.
    if (res.destroyed) return;
    const { body, encoding } = encodePage(page.html, negotiatePageEncoding(req.headers['accept-encoding']));
    res.status(page.status).type('html').set('Cache-Control', cacheControlFor(page.status));
    if (page.status >= 500) res.removeHeader('ETag');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
}
