/**
 * The answer to a page request (docs/architecture.md, "The request"): its 304 or its render, and its
 * encoding, decided here; its `Cache-Control` and whether it carries its ETag follow from its status
 * (`server/http/cache-policy.ts`, `server/http/etag.ts`). Every page request renders; nothing keeps the
 * HTML between requests (docs/decisions/0007-render-every-request.md).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { cacheControlFor } from '../http/cache-policy';
import { carriesEtag, isFresh } from '../http/etag';
import { SPECULATION_RULES_URL } from '../http/paths';
import { routeLabelOf } from '../http/route-label';
import type { PageRenderer } from '../render';
import type { ServerMetrics } from '../telemetry';

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
    Vary: 'Accept-Encoding',
    'Speculation-Rules': `"${SPECULATION_RULES_URL}"`,
    ...(carriesEtag(status) ? { ETag: etag } : {}),
    'Cache-Control': cacheControlFor(status),
  };
}

/**
 * Answers every GET/HEAD that reached it with a page. A request whose `If-None-Match` holds the page's
 * ETag gets 304 without rendering; the ETag comes from the page's inputs, never from the HTML
 * (docs/decisions/0004-page-etags.md). Otherwise the page is rendered, and compressed in one shot in
 * the encoding {@link negotiatePageEncoding} chooses. The status is decided first (304, or the
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
    const { body, encoding } = encodePage(page.html, negotiatePageEncoding(req.headers['accept-encoding']));
    res.status(page.status).set(pageHeaders(page.status, etag)).type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
}
