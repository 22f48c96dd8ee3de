/**
 * How a page's bytes are encoded (docs/decisions/0007-render-every-request.md, "Compression"): which
 * encoding a client gets, by content negotiation, and the one-shot compression of a rendered page. The
 * page response is its one user; the static files are compressed by the build.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

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
