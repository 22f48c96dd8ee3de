/**
 * The page ETag's rules (docs/decisions/0004-page-etags.md). Its value is decided by the renderer
 * (`etag` of `server/render.tsx`), from the page's inputs, never from the HTML; here is decided which
 * answers carry it, and which conditional requests it answers with 304, before anything is rendered.
 */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether an answer of this status carries the page's ETag. A 5xx never does: its body is an error
 * screen, not the page the ETag names, and a cache must never revalidate a stored page against it.
 *
 * @param status - the HTTP status code, 100-599
 * @returns true from 100 to 499; false for 5xx and anything out of range (a non-integer or NaN)
 */
export function carriesEtag(status: number): boolean {
  return status >= 100 && status < 500;
}

/** A `no-cache` directive in a request's `Cache-Control`: the client asks for an end-to-end reload. */
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * Whether a GET or HEAD request may be answered 304 with a page whose one validator is `etag`: the
 * rules of Express's `req.fresh` (the `fresh` package) for a response with an ETag and no
 * `Last-Modified`, decided before the ETag is set on the response, so no header is set and then undone.
 * `If-None-Match` is needed (an `If-Modified-Since` alone never matches, as pages have no date);
 * `Cache-Control: no-cache` never matches; `*` always does; otherwise one of its comma-separated tags
 * must equal the ETag, weakly (`W/` on either side is ignored).
 *
 * @param headers - the request's headers (Node's: names lower-cased, repeated ones joined with `, `)
 * @param etag - the page's ETag, e.g. `W/"q1w2e3r4t5y6u7i8"`
 * @returns true when the client's copy is the page; false for a malformed header, which matches nothing
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  // Tags are split at commas, with the spaces (only spaces) around each one dropped, as `fresh` does.
  return noneMatch
    .split(',')
    .map((tag) => tag.replace(/^ +| +$/g, ''))
    .some((tag) => tag === etag || tag === `W/${etag}` || `W/${tag}` === etag);
}
