/**
 * What shared caches and browsers may keep of an answer (docs/decisions/0004-page-etags.md): the
 * lifetimes, and the `Cache-Control` of an answer by its status. Every answer that is not a file
 * (pages, the client-error page, the busy 503, the last-resort error) takes its `Cache-Control` from
 * {@link cacheControlFor}, once, after its status is decided.
 */

/**
 * Lifetimes in a shared cache, in seconds. Browsers always revalidate a page with its ETag; a shared
 * cache (a CDN) may serve it for a short time and refresh it in the background, so a spike of visitors
 * on one link reaches the origin about once a minute per edge, not once per visitor.
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
 * The `Cache-Control` of an answer by its status class.
 *
 * @param status - the HTTP status code, 100-599
 * @returns {@link PAGE_CACHE_CONTROL} below 400, {@link CLIENT_ERROR_CACHE_CONTROL} for 4xx and
 *   {@link SERVER_ERROR_CACHE_CONTROL} for 5xx (and anything out of range, a non-integer or NaN)
 */
export function cacheControlFor(status: number): string {
  if (status >= 100 && status < 400) return PAGE_CACHE_CONTROL;
  if (status >= 400 && status < 500) return CLIENT_ERROR_CACHE_CONTROL;
  return SERVER_ERROR_CACHE_CONTROL;
}
