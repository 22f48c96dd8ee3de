/**
 * Every HTTP decision of the server, in one place (docs/architecture.md, "The request"): the paths and
 * their kinds, the route label, the `Cache-Control` of every kind of answer, the freshness check, when
 * a connection ends, and how bytes are encoded. The middlewares, the metrics server, the build and the
 * static export call it; none writes a path, a caching value or an encoding choice itself.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { addressablePages } from '../../shared/content/page-table';

// ---------------------------------------------------------------------------------------------------
// Paths and their kinds
// ---------------------------------------------------------------------------------------------------

/** Liveness probe: 200 as long as the process answers (docs/product.md "Running it"). */
export const LIVENESS_PATH = '/healthz';

/** Readiness probe: 503 while draining or when pages cannot be served. */
export const READINESS_PATH = '/readyz';

/** The Prometheus text of the process's metrics, on the metrics port only (`METRICS_PORT`). */
export const METRICS_PATH = '/metrics';

/** The probes' paths: answered before load shedding, and on the metrics port too. */
export const PROBE_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH]);

/** Where the build's hashed files are served (`dist/public/assets/`), e.g. `/assets/main-0123456789.css`. */
export const ASSETS_PATH = '/assets';

/** Where `npm run dev` serves its reload script and event stream; nothing is there in production. */
const DEV_PATH = '/__dev';

/** The dev reload script every page loads under `npm run dev`, with `?build=<id>`. */
export const DEV_RELOAD_SCRIPT_URL = `${DEV_PATH}/reload.js`;

/** The dev server-sent events that announce a new build. */
export const DEV_EVENTS_URL = `${DEV_PATH}/events`;

/** URL of the speculation rules, named by every page's `Speculation-Rules` header. */
export const SPECULATION_RULES_URL = '/speculation-rules.json';

/** The files made from configuration; `app.ts` mounts `siteFiles` on exactly these. */
export const SITE_FILE_URLS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  speculationRules: SPECULATION_RULES_URL,
} as const;

/** {@link SITE_FILE_URLS} as a list, to mount on. */
export const SITE_FILE_PATHS: readonly string[] = Object.values(SITE_FILE_URLS);

/**
 * A path that names a file: its last segment has an extension. No page path has one, so `app.ts`
 * mounts the public files on it, and a request for such a path is labelled `static`.
 */
export const FILE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * Every path that is not a page, as URL patterns (the syntax of the speculation rules' `href_matches`):
 * the probes, the assets, the dev endpoints and any file with an extension.
 */
export const NON_PAGE_URL_PATTERNS: readonly string[] = [
  ...PROBE_PATHS,
  `${ASSETS_PATH}/*`,
  `${DEV_PATH}/*`,
  '/*.*',
];

// ---------------------------------------------------------------------------------------------------
// The route label (docs/decisions/0008-load-shedding.md, "Metrics")
// ---------------------------------------------------------------------------------------------------

/** The paths of the page table's pages: a page's route label is its path. */
const PAGE_PATHS: ReadonlySet<string> = new Set(addressablePages.map((page) => page.path));

/**
 * The route label of a path: a page's path, or what kind of answer the path asks for. A bounded set of
 * values, never a raw path or query, so a flood of new URLs cannot grow the series.
 *
 * @param path - a request's path, without the query
 * @returns a page path, `health`, `site_file`, `dev`, `static` or `not_found` (any other path)
 */
function routeLabel(path: string): string {
  if (PAGE_PATHS.has(path)) return path;
  if (PROBE_PATHS.has(path)) return 'health';
  if (SITE_FILE_PATHS.includes(path)) return 'site_file';
  if (path.startsWith(`${DEV_PATH}/`)) return 'dev';
  if (path.startsWith(`${ASSETS_PATH}/`) || FILE_PATH.test(path)) return 'static';
  return 'not_found';
}

/*
 * Each request's label, kept with the request object: private to this module, so nothing else can write
 * one, and it goes away with its request. The first reader (`requestMetrics`) decides it as the request
 * arrives; later readers get that value even after a mounted router has rewritten `req.url`.
 */
const decidedLabels = new WeakMap<Pick<Request, 'path'>, string>();

/**
 * The route label a request's latency and its page's render time are recorded with, decided from its
 * path on the first call; later calls for the same request return that label.
 *
 * @param req - the request (Express's: `path` is its path without the query)
 * @returns a page path (`/`, `/shop`), `health`, `site_file`, `dev`, `static` or `not_found`
 */
export function routeLabelOf(req: Pick<Request, 'path'>): string {
  const known = decidedLabels.get(req);
  if (known !== undefined) return known;
  const label = routeLabel(req.path);
  decidedLabels.set(req, label);
  return label;
}

// ---------------------------------------------------------------------------------------------------
// Cache-Control (docs/decisions/0004-page-etags.md; RFC 9111 §5.2.2)
// ---------------------------------------------------------------------------------------------------

/** Nothing may keep the answer: errors, the busy 503, probes, metrics and everything of `npm run dev`. */
export const NO_STORE = 'no-store';

/** One year in seconds: the longest `max-age` caches honour (RFC 9111 §5.2.2.1 suggests no more). */
const YEAR_SECONDS = 31_536_000;

/**
 * Lifetimes in a shared cache, in seconds. Browsers always revalidate a page with its ETag; a CDN may
 * serve it for a short time and refresh it in the background, so a spike of visitors on one link
 * reaches the origin about once a minute per edge, not once per visitor.
 */
const SHARED_CACHE_SECONDS = {
  /** How long a CDN serves a page without asking the origin (`s-maxage`); at most 60. */
  page: 60,
  /** How long after that it may serve the old copy while it fetches a new one. */
  pageStale: 600,
  /** How long a CDN keeps a client error page (404, 400…): a bad link shared widely stays cheap. */
  clientError: 30,
} as const;

/** The `Cache-Control` of every kind of answer. */
export const CACHE_CONTROL = {
  /** A 2xx or 3xx page: browsers revalidate, a CDN keeps it briefly. */
  page:
    `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS.page}, ` +
    `stale-while-revalidate=${SHARED_CACHE_SECONDS.pageStale}`,
  /** A 4xx page. */
  clientError: `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS.clientError}`,
  /** A 5xx answer, the last-resort error included. */
  serverError: NO_STORE,
  /** The 503 of load shedding: the next try must reach the origin. */
  busy: NO_STORE,
  /** The probes: a cached answer would hide the process's state. */
  health: NO_STORE,
  /** A built asset: its name carries a content hash, so it never changes. */
  asset: `public, max-age=${YEAR_SECONDS}, immutable`,
  /** A built asset under `npm run dev`: the names stay across rebuilds, so every use revalidates. */
  devAsset: 'public, max-age=0',
  /** A missing asset's 404: the file may appear with the next release. */
  missingAsset: NO_STORE,
  /** The other public files (favicon, social image, touch icon): a day, then revalidated. */
  publicFile: 'public, max-age=86400',
  /** `robots.txt`, `sitemap.xml` and the speculation rules: an hour. */
  siteFile: 'public, max-age=3600',
  /** The dev reload script and its event stream. */
  devReload: NO_STORE,
  /** The Prometheus metrics. */
  metrics: NO_STORE,
} as const;

/**
 * The `Cache-Control` of a page or error answer by its status class.
 *
 * @param status - the HTTP status code, 100-599
 * @returns the page's below 400, the client error's for 4xx, `no-store` for 5xx and anything out of range
 *   (a non-integer or NaN)
 */
export function cacheControlFor(status: number): string {
  if (status >= 100 && status < 400) return CACHE_CONTROL.page;
  if (status >= 400 && status < 500) return CACHE_CONTROL.clientError;
  return CACHE_CONTROL.serverError;
}

// ---------------------------------------------------------------------------------------------------
// The page ETag and freshness (docs/decisions/0004-page-etags.md; RFC 9110 §13.1.2)
// ---------------------------------------------------------------------------------------------------

/**
 * Whether an answer of this status carries the page's ETag. A 5xx never does: its body is an error
 * screen, not the page the ETag names.
 *
 * @param status - the HTTP status code, 100-599
 * @returns true from 100 to 499; false for 5xx and anything out of range (a non-integer or NaN)
 */
export function carriesEtag(status: number): boolean {
  return status >= 100 && status < 500;
}

/**
 * Whether a GET or HEAD may be answered 304 with a page whose one validator is `etag`, by the `fresh`
 * package (Express's `req.fresh`), decided before the ETag is set on the response. `If-None-Match` wins
 * over `If-Modified-Since`, which alone never matches (pages have no date); `Cache-Control: no-cache`
 * never matches; tags compare weakly.
 *
 * @param headers - the request's headers (Node's: names lower-cased)
 * @param etag - the page's ETag, e.g. `W/"q1w2e3r4t5y6u7i8"`
 * @returns true when the client's copy is the page; false for a malformed header
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  return fresh(headers, { etag });
}

// ---------------------------------------------------------------------------------------------------
// Connection: close
// ---------------------------------------------------------------------------------------------------

/** What the server reads about the process: whether it is shutting down. `server/index.ts` owns it. */
export interface Lifecycle {
  readonly draining: boolean;
}

/**
 * Ends the connection after this response (`Connection: close`, after which Node closes the socket).
 * Called at a socket's last allowed request, by every answer while draining, and by a 503 refused for
 * a full line (docs/decisions/0008-load-shedding.md). Calling it again changes nothing.
 *
 * @param res - a response whose headers are not yet sent (Node throws `ERR_HTTP_HEADERS_SENT` otherwise)
 */
export function endKeepAlive(res: ServerResponse): void {
  res.setHeader('Connection', 'close');
}

// ---------------------------------------------------------------------------------------------------
// Encoding (docs/decisions/0007-render-every-request.md, "Compression"; RFC 9110 §12.5.3)
// ---------------------------------------------------------------------------------------------------

/** The encodings the server sends, in its order of preference: brotli, the cheaper for the same size. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/** An encoding of {@link ENCODINGS}. */
export type Encoding = (typeof ENCODINGS)[number];

/** The request header every encoded answer varies by, for `Vary`. */
export const ENCODING_VARY = 'Accept-Encoding';

/** The name suffix of the build's precompressed copy of a file, by encoding (`main.css.br`). */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Below this many bytes an answer compressed per response is sent as it is: the frame and the
 * compressor's cost outweigh the bytes saved (the `compression` package's default threshold, 1 KiB).
 */
const COMPRESS_MIN_BYTES = 1024;

/**
 * How answers are compressed per response (ADR 0007, "Compression"): in one shot, synchronously, so the
 * encoder's native memory is freed before the next request runs and memory never grows with the
 * responses in flight.
 */
export const PAGE_COMPRESSION = {
  /** Brotli quality, 0-11: 1 costs half of 3's CPU for pages 6-8 % larger (ADR 0007, "Compression"). */
  brotliQuality: 1,
  /** Brotli window, log2 of bytes: 128 KB, above the largest page. */
  brotliWindowBits: 17,
  /** Gzip level, 1-9, for clients without brotli. */
  gzipLevel: 6,
} as const;

/**
 * The one encoding rule, for pages compressed per response and files precompressed by the build alike:
 * the client's highest q-value wins, and among encodings it weighs equally the server's order (brotli,
 * gzip, identity). Browsers send `gzip, deflate, br, zstd`, all at q=1: by the client's order they
 * would get gzip, about four times brotli quality 1's CPU for a page of the same size.
 *
 * @param acceptEncoding - the request's `Accept-Encoding`; absent means none is asked for
 * @param available - the encodings the bytes exist in (identity always can be sent)
 * @returns one of `available` or `identity`; `identity` also when the header accepts none of them
 *   (`identity;q=0` alone), as an answer is better than a 406
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding {
  if (!acceptEncoding) return 'identity';
  const offered = ENCODINGS.filter((encoding) => encoding === 'identity' || available.includes(encoding));
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding(offered, { preferred: ENCODINGS });
  return offered.find((encoding) => encoding === chosen) ?? 'identity';
}

/** Bytes ready to send: the body and its `Content-Encoding` (null: none). */
export interface EncodedBody {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/**
 * Compresses bytes in one encoding, in one shot.
 *
 * @param content - the text or bytes
 * @param encoding - what {@link negotiateEncoding} chose; `identity` sends them as they are
 * @returns the bytes and their encoding
 */
export function encodePage(content: string | Buffer, encoding: Encoding): EncodedBody {
  const raw = typeof content === 'string' ? Buffer.from(content) : content;
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_COMPRESSION.brotliQuality,
      [constants.BROTLI_PARAM_LGWIN]: PAGE_COMPRESSION.brotliWindowBits,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    };
    return { body: brotliCompressSync(raw, { params }), encoding: 'br' };
  }
  if (encoding === 'gzip')
    return { body: gzipSync(raw, { level: PAGE_COMPRESSION.gzipLevel }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}

/**
 * Encodes an answer compressed per response (a page, a site file) for the client that asked: as it is
 * below {@link COMPRESS_MIN_BYTES}, otherwise by {@link negotiateEncoding}.
 *
 * @param content - the answer's text or bytes
 * @param acceptEncoding - the request's `Accept-Encoding`
 * @returns the bytes and their encoding
 */
export function encodeForClient(content: string | Buffer, acceptEncoding: string | undefined): EncodedBody {
  const raw = typeof content === 'string' ? Buffer.from(content) : content;
  return encodePage(raw, raw.length < COMPRESS_MIN_BYTES ? 'identity' : negotiateEncoding(acceptEncoding));
}
