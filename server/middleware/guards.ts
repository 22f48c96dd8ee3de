/**
 * What every request passes before it is routed (docs/architecture.md, "The request"): the socket gate
 * (pipelining and the per-socket cap), the security headers, `Connection: close` while the server
 * drains, and the request-target and method check.
 */
import type { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { PHOTO_HOST } from '../../shared/content/catalogue';
import type { ClientError } from '../client-error-page';
import {
  cacheControlFor,
  ENCODING_VARY,
  encodeForClient,
  endKeepAlive,
  type Lifecycle,
} from '../http/policies';
import type { PageRenderer } from '../render';

/**
 * Holds a pipelined request until its response owns the socket, drops it if the client goes first, and
 * ends a keep-alive connection cleanly once it has carried its share of requests.
 *
 * Node parses every request a client pipelines on one connection at once, but answers them in order:
 * a later response has no socket (`res.socket === null`) until the earlier ones have finished. Work
 * started before then (an open file stream, a render) waits on a socket that may never come, and when
 * the client disconnects Node destroys the queued requests without ever finishing their responses.
 * Waiting for the response's `socket` event means a request costs nothing until it is its turn, and a
 * request whose client has gone (`close` before `socket`) is never started.
 *
 * The last request a socket may carry (`maxRequestsPerSocket`) is answered with `Connection: close`,
 * so Node closes the socket after it; on its own, Node only says `close` and answers any request that
 * still arrives on the socket with 503.
 *
 * @param maxRequestsPerSocket - requests one connection may carry (a count), as set on the server
 * @returns Express middleware; calls `next()` once the response owns a live socket, otherwise never
 */
export function socketGate(maxRequestsPerSocket: number): RequestHandler {
  const served = new WeakMap<Socket, number>();
  return (req, res, next) => {
    const go = () => {
      const socket = res.socket;
      if (!socket || socket.destroyed) return;
      const count = (served.get(socket) ?? 0) + 1;
      served.set(socket, count);
      if (count >= maxRequestsPerSocket) endKeepAlive(res);
      next();
    };
    if (res.socket) {
      go();
      return;
    }
    const onClose = () => res.off('socket', onSocket);
    const onSocket = () => {
      req.off('close', onClose);
      go();
    };
    res.once('socket', onSocket);
    req.once('close', onClose);
  };
}

/**
 * Security headers from `helmet` (docs/decisions/0005-strict-content-security-policy.md): a strict
 * Content-Security-Policy (scripts and styles only from this origin, never inline; images from this
 * origin and the stock-photo host; nothing may frame the site), HSTS, `nosniff`, a referrer policy.
 *
 * @returns the middleware
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', PHOTO_HOST],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * While the server drains, every response from here on ends its connection (`endKeepAlive`),
 * the request guard's answers included (it is mounted before the guard), so keep-alive clients open a
 * fresh connection (to another instance) for their next request instead of reusing this one.
 *
 * @param lifecycle - the draining flag, read for each request
 * @returns the middleware
 */
export function endKeepAliveWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.draining) endKeepAlive(res);
    next();
  };
}

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
 * Judges the request-target and the method before anything else: over-long targets get 414, unreadable
 * paths 400, methods other than GET and HEAD 405 (OPTIONS 204) with `Allow`, and a path that is not in
 * canonical form a 301 to the canonical one on this origin, keeping the query as it came. A 4xx gets
 * the small client-error page, which a shared cache may keep briefly (`cacheControlFor`), encoded like a
 * page (`encodeForClient`).
 *
 * @param renderer - renders the client-error page
 * @returns the middleware
 */
export function requestGuard(renderer: Pick<PageRenderer, 'clientErrorPage'>): RequestHandler {
  const refuse = (res: Response, error: ClientError) => {
    const { body, encoding } = encodeForClient(
      renderer.clientErrorPage(error),
      res.req.headers['accept-encoding'],
    );
    res
      .status(error.status)
      .vary(ENCODING_VARY)
      .set('Cache-Control', cacheControlFor(error.status))
      .type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    res.send(body);
  };
  return (req, res, next) => {
    const target = req.originalUrl;
    if (target.length > MAX_URL_LENGTH) {
      refuse(res, { status: 414, message: 'That web address is too long for us to read.' });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.set('Allow', ALLOWED_METHODS).status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', ALLOWED_METHODS);
      const message = 'Our pages can only be viewed. Nothing on this site accepts submissions.';
      refuse(res, { status: 405, message });
      return;
    }
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const canonical = canonicalPath(path);
    if (typeof canonical !== 'string') refuse(res, canonical);
    else if (canonical !== path) res.redirect(301, canonical + (queryAt === -1 ? '' : target.slice(queryAt)));
    else next();
  };
}
