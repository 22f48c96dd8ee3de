import type { RequestHandler } from 'express';
import { type ClientError, sendClientErrorPage } from '../client-error-page';
import { labelRoute } from '../metrics';

/** Longest request-target accepted, in characters; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;

/** Methods the site answers. */
export const ALLOWED_METHODS = 'GET, HEAD';

const unreadable: ClientError = {
  status: 400,
  message: 'That web address is not one we can read. Please check the link and try again.',
};

/** Characters that never need percent-encoding in a path segment (RFC 3986 §3.3 `pchar`, less `%`). */
const SEGMENT_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

/**
 * The canonical form of a path: duplicate slashes collapsed, no trailing slash (except `/`), and every
 * segment percent-encoded the one way (characters that need no escape decoded, the rest escaped with
 * upper-case hex). Only the path matters here: the query is never judged (RFC 3986 §6.2.2).
 *
 * @param path - the raw path, without the query
 * @returns the canonical path, or an error answer: 400 for malformed escapes, control characters,
 *   backslashes, escaped slashes or a `.`/`..` segment (plain or escaped), which never render under
 *   another URL
 */
export function canonicalPath(path: string): string | ClientError {
  if (!path.startsWith('/')) return unreadable;
  const segments: string[] = [];
  for (const raw of path.split('/').slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return unreadable;
    }
    // An escaped slash would make one segment look like two; no page or file of ours has one.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
    if (/[\u0000-\u001f\u007f\\/]/.test(decoded) || decoded === '.' || decoded === '..') return unreadable;
    if (raw === '') continue;
    segments.push(
      [...decoded].map((char) => (SEGMENT_SAFE.test(char) ? char : encodeURIComponent(char))).join(''),
    );
  }
  return `/${segments.join('/')}`;
}

/**
 * Judges the request-target before anything else: over-long targets get 414, unreadable paths 400,
 * methods other than GET and HEAD 405 (OPTIONS 204) with `Allow`, and a path that is not in canonical
 * form a 301 to the canonical one on this origin, keeping the query as it came.
 *
 * @param css - URL of the stylesheet for the error pages
 * @returns the middleware
 */
export function requestTarget(css: () => string): RequestHandler {
  return (req, res, next) => {
    const target = req.originalUrl;
    if (target.length > MAX_URL_LENGTH) {
      sendClientErrorPage(
        res,
        { status: 414, message: 'That web address is too long for us to read.' },
        css(),
      );
      return;
    }
    if (req.method === 'OPTIONS') {
      res.set('Allow', ALLOWED_METHODS).status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', ALLOWED_METHODS);
      const message = 'Our pages can only be viewed. Nothing on this site accepts submissions.';
      sendClientErrorPage(res, { status: 405, message }, css());
      return;
    }
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const canonical = canonicalPath(path);
    if (typeof canonical !== 'string') sendClientErrorPage(res, canonical, css());
    else if (canonical !== path) {
      labelRoute(res, 'redirect');
      res.redirect(301, canonical + (queryAt === -1 ? '' : target.slice(queryAt)));
    } else next();
  };
}
