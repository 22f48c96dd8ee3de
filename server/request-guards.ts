import type { NextFunction, Request, Response } from 'express';

/** Longest request-target accepted, in characters; longer ones get 414 (issue 4). */
export const MAX_URL_LENGTH = 2048;

/** A client error decided before routing: status, reason phrase and a friendly sentence. */
export interface GuardVerdict {
  status: number;
  title: string;
  message: string;
}

/**
 * Checks the raw request-target for hostile or broken input (issue 4, "Hostile and broken input"):
 * over-long URLs (414), malformed percent-encoding, NUL bytes and CR/LF (400), backslashes (400,
 * so `/\evil.example` can never become an open redirect).
 *
 * @param rawUrl - the request-target exactly as received (`req.originalUrl`)
 * @returns a verdict for a bad target, or null when it is acceptable
 */
export function checkRequestTarget(rawUrl: string): GuardVerdict | null {
  if (rawUrl.length > MAX_URL_LENGTH) {
    return { status: 414, title: 'URI Too Long', message: 'That web address is too long for us to read.' };
  }
  const bad: GuardVerdict = {
    status: 400,
    title: 'Bad Request',
    message: 'That web address is not one we can read. Please check the link and try again.',
  };
  if (!rawUrl.startsWith('/')) return bad;
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
    if (queryAt !== -1) decodeURIComponent(rawUrl.slice(queryAt + 1).replace(/\+/g, ' '));
  } catch {
    return bad;
  }
  // Control characters (NUL, CR, LF and the rest of C0) and backslashes never belong in our paths.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return bad;
  return null;
}

/**
 * The canonical form of a path: duplicate slashes collapsed and the trailing slash removed (except `/`).
 * The result always starts with exactly one `/`, so as a `Location` it stays on this origin.
 *
 * @param path - the raw path without the query string
 * @returns the canonical path (equal to `path` when it already is canonical)
 */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** Methods a page answers. */
export const PAGE_METHODS = 'GET, HEAD';

/**
 * Express middleware for pages: answers OPTIONS with `Allow`, other non-GET/HEAD methods with 405,
 * and redirects (301) non-canonical paths to their canonical form, keeping the query.
 *
 * @param renderError - writes a small error page for a status
 * @returns the middleware
 */
export function pageMethodAndPathGuard(renderError: (res: Response, verdict: GuardVerdict) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') {
      res.set('Allow', PAGE_METHODS).status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', PAGE_METHODS);
      renderError(res, {
        status: 405,
        title: 'Method Not Allowed',
        message: 'Our pages can only be viewed. Nothing on this site accepts submissions.',
      });
      return;
    }
    const raw = req.originalUrl;
    const queryAt = raw.indexOf('?');
    const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const canonical = canonicalPath(path);
    if (canonical !== path) {
      res.redirect(301, canonical + (queryAt === -1 ? '' : raw.slice(queryAt)));
      return;
    }
    next();
  };
}
