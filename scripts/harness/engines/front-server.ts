/**
 * The battery's test-only front server: a loopback HTTP server in front of the storefront that every
 * engine loads pages from, so each engine is observed the same way, WebDriver classic (which has no
 * console) included.
 *
 * - It passes every request to the storefront unchanged (asking for no content encoding) and records
 *   the status of every document it sends, which is the status the browser received, and every request
 *   it passed, with what the browser fetched it as (`Sec-Fetch-Dest`).
 * - Into each HTML document it puts one same-origin script, first in `<head>`: the harness, which
 *   records uncaught errors, unhandled rejections, failed script loads and `console.error`/`warn`
 *   calls, and sends each to this server with `navigator.sendBeacon`; it also keeps `console.log` lines
 *   in the tab's session storage, beside the problems. The site's CSP is
 *   `script-src 'self'`, which allows it; an inline script would be refused.
 * - It can hold back the islands' scripts (every script but the page script) until released, so a test
 *   can act before the islands hydrate.
 * - It can fail the islands' chunks (every script under {@link ASSETS_PATH} but those spared, in any folder):
 *   each request aborted, or answered 404, or each file's first request answered 503 and the rest passed.
 * - As an HTTP proxy (WebKit's `proxy` capability) it also answers the stock-photo host over TLS, with a
 *   certificate made for the run, with the local placeholder; any other host through it is refused.
 * - It can fail the stock photos: its photo host then closes each connection, and the other engines'
 *   drivers, which answer the photo host themselves, ask it whether to.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASSETS_PATH, CACHE_CONTROL, NO_STORE } from '../../../server/http/policies';
import { PHOTO_HOST } from '../../../shared/content/catalogue';
import { PHOTO_PLACEHOLDER } from '../photo-placeholder';

/** Where the harness script is served, and where it sends what it records. */
const HARNESS_PATH = '/__engines/harness.js';
const REPORT_PATH = '/__engines/report';
/** The harness script's query parameter naming the document that asks for it (its path and query). */
const DOCUMENT_PARAMETER = 'document';

/**
 * The harness script's URL for one document, naming it, so that its request says which document's parser
 * reached it.
 *
 * @param pathAndQuery - the document's path and query, as asked for
 * @returns a root-relative URL
 */
const harnessUrlFor = (pathAndQuery: string): string =>
  `${HARNESS_PATH}?${new URLSearchParams({ [DOCUMENT_PARAMETER]: pathAndQuery })}`;

/**
 * The session-storage key under which the harness keeps, for its tab, every line it reports and every
 * `console.log` call, each with its kind and the `performance.timeOrigin` of the page that wrote it.
 */
export const HARNESS_RECORD_KEY = '__engineHarness';

/** What the harness keeps: a problem (an error, a failed script, `console.error`/`warn`) or a `console.log`. */
export type HarnessRecordKind = 'problem' | 'log';

/**
 * The harness, as the page runs it. It marks the page (`data-engine-harness` on `<html>`, which every
 * script realm sees, a driver's sandbox included) so a test can tell that it ran: no errors recorded
 * means nothing without it. Each line is kept in the tab's session storage before its beacon is sent, so
 * the tab's record is complete at once, over every page the tab loaded.
 */
const HARNESS_SOURCE = `(() => {
  document.documentElement.setAttribute('data-engine-harness', '');
  const key = ${JSON.stringify(HARNESS_RECORD_KEY)};
  const keep = (kind, line) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) || '[]');
      kept.push({ page: performance.timeOrigin, kind, line });
      sessionStorage.setItem(key, JSON.stringify(kept));
    } catch {}
  };
  const report = (what) => {
    const line = what + ' (on ' + location.pathname + location.search + ')';
    keep('problem', line);
    navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, line);
  };
  const log = console.log;
  console.log = function (...args) {
    keep('log', args.map(String).join(' '));
    return log.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement) report('script failed to load: ' + target.src);
    else if (!(target instanceof Element))
      report('error: ' + event.message + ' at ' + event.filename + ':' + event.lineno);
  }, true);
  addEventListener('unhandledrejection', (event) => {
    report('unhandledrejection: ' + (event.reason && event.reason.stack ? event.reason.stack : event.reason));
  });
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      report('console.' + level + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
})();
`;

/**
 * What the harness has recorded in this tab for pages loaded since one: a page function, run in the page.
 *
 * @param key - {@link HARNESS_RECORD_KEY}
 * @param since - the `performance.timeOrigin` of the first page to count, in ms since the epoch
 * @param kind - the problems, or the `console.log` lines
 * @returns the lines of that kind from that page and every later one, oldest first; none where storage
 *   cannot be read
 */
export const recordedInTab = (key: string, since: number, kind: HarnessRecordKind): string[] => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as {
      page: number;
      kind: HarnessRecordKind;
      line: string;
    }[];
    return kept.filter((entry) => entry.page >= since && entry.kind === kind).map((entry) => entry.line);
  } catch {
    return [];
  }
};

/** A request the front server passed to the storefront, or a tunnel it was asked for (WebKit's proxy). */
export interface PassedRequest {
  /** The HTTP method, e.g. `GET`; `CONNECT` for a tunnel. */
  method: string;
  /** Path and query, e.g. `/shop?category=pretzels`; for a tunnel, the host and port asked for. */
  target: string;
  /**
   * What the browser fetched it as, from `Sec-Fetch-Dest` (Fetch Metadata): `document`, `script`, `image`,
   * `font`, `style`, `empty` (a `fetch`, XHR or beacon), …; `unknown` without the header.
   */
  dest: string;
}

/** The running front server. */
export interface FrontServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** Its port: also the HTTP proxy's, for WebKit. */
  port: number;
  /** What the harness reported, oldest first (a live array). */
  errors: string[];
  /** The status of the last document sent for a path (with its query), or undefined. */
  statusOf(pathAndQuery: string): number | undefined;
  /**
   * The path and query of every document the browser has begun to parse, oldest first (a live array): its
   * parser asked for the harness script, the first element of its `<head>`, so the engine has committed to
   * the new document. A driver can wait for a page's arrival without asking the page while it navigates.
   */
  documentsParsing: string[];
  /** Every request for the storefront and every tunnel asked for, oldest first (a live array). */
  requests: PassedRequest[];
  /**
   * Holds every script but the page script until the returned function is called; scripts asked for
   * after that pass at once.
   *
   * @returns the release
   */
  holdIslandScripts(): () => void;
  /**
   * Fails the islands' chunks until the returned function is called ({@link ChunkFault}).
   *
   * @param how - `abort` (the connection closed, no answer), `not-found` (404) or `once` (each file's
   *   first request answered 503, the next ones passed)
   * @param spare - file names never failed (the page script, the island loader), in whatever folder
   * @returns the end of the fault
   */
  failIslandChunks(how: ChunkFault, spare: readonly string[]): () => void;
  /**
   * Fails every request for a stock photo until the returned function is called: the photo host, for
   * WebKit, closes the connection, and each engine's driver asks {@link FrontServer.photosFail}.
   *
   * @returns the end of the fault
   */
  failPhotos(): () => void;
  /** Whether the stock photos fail now ({@link FrontServer.failPhotos}). */
  photosFail(): boolean;
  /** Stops it, closing every connection. */
  close(): Promise<void>;
}

/** Options of {@link startFrontServer}. */
export interface FrontServerOptions {
  /** The storefront's origin. */
  upstream: string;
  /** URL path of the page script (the manifest's `pageScript`), the one script never held. */
  pageScript: string;
}

/** How {@link FrontServer.failIslandChunks} fails a chunk. */
export type ChunkFault = 'abort' | 'not-found' | 'once';

/** The front server's chunk faults: at most one at a time. */
function chunkFaults() {
  let fault: { how: ChunkFault; spare: Set<string>; failedOnce: Set<string> } | null = null;
  return {
    start(how: ChunkFault, spare: readonly string[]) {
      fault = { how, spare: new Set(spare), failedOnce: new Set() };
      return () => {
        fault = null;
      };
    },
    /** Fails the request when it is for a chunk under fault; true when it did. */
    failed(pathname: string, res: ServerResponse): boolean {
      const file = pathname.split('/').pop() ?? '';
      if (!fault || !pathname.startsWith(`${ASSETS_PATH}/`) || !file.endsWith('.js') || fault.spare.has(file))
        return false;
      // Each fault carries the storefront's own Cache-Control: its missing asset's 404, its busy 503.
      if (fault.how === 'abort') res.socket?.destroy();
      else if (fault.how === 'not-found')
        res.writeHead(404, { 'cache-control': CACHE_CONTROL.missingAsset }).end('Not Found');
      else if (fault.failedOnce.has(file)) return false;
      else {
        fault.failedOnce.add(file);
        res.writeHead(503, { 'cache-control': CACHE_CONTROL.busy }).end('Service Unavailable');
      }
      return true;
    },
  };
}

/** Reads a request's or response's whole body. */
async function bodyOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A TLS server that answers every request with the photo placeholder, with a certificate made now; while
 * `failing()`, it closes each request's connection instead.
 */
function startPhotoHost(failing: () => boolean) {
  const certDir = mkdtempSync(path.join(tmpdir(), 'engines-photo-cert-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  const subject = `/CN=${new URL(PHOTO_HOST).host}`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      subject,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const photos = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    if (failing()) req.socket.destroy();
    else
      res
        .writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': NO_STORE })
        .end(PHOTO_PLACEHOLDER);
  });
  rmSync(certDir, { recursive: true, force: true });
  return photos;
}

/**
 * Starts the front server on a free loopback port.
 *
 * @param options - the storefront's origin and the page script's path
 * @returns the server; close it when done
 * @throws Error when `openssl` is missing (the photo host's certificate)
 */
export async function startFrontServer({ upstream, pageScript }: FrontServerOptions): Promise<FrontServer> {
  const errors: string[] = [];
  const documentsParsing: string[] = [];
  const statuses = new Map<string, number>();
  const requests: PassedRequest[] = [];
  let held: Promise<void> | null = null;
  let photosFailing = false;
  const photos = startPhotoHost(() => photosFailing);
  const sockets = new Set<Socket>();
  const faults = chunkFaults();

  const pass = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', upstream);
    const pathAndQuery = url.pathname + url.search;
    const dest = req.headers['sec-fetch-dest'];
    requests.push({
      method: req.method ?? 'GET',
      target: pathAndQuery,
      dest: typeof dest === 'string' ? dest : 'unknown',
    });
    if (faults.failed(url.pathname, res)) return;
    if (held && url.pathname.endsWith('.js') && url.pathname !== pageScript) await held;
    const { 'proxy-connection': _proxy, ...asked } = req.headers;
    const headers = { ...asked, host: new URL(upstream).host, 'accept-encoding': 'identity' };
    const upstreamRequest = request(
      new URL(pathAndQuery, upstream),
      { method: req.method, headers },
      async (answer) => {
        const isDocument = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!isDocument) {
          // Scripts are fetched again on every load, so holding them back holds them for every engine's cache.
          const scripts = url.pathname.endsWith('.js') ? { 'cache-control': NO_STORE } : {};
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...scripts });
          answer.pipe(res);
          return;
        }
        statuses.set(pathAndQuery, answer.statusCode ?? 0);
        const html = (await bodyOf(answer))
          .toString('utf8')
          .replace('<head>', `<head><script src="${harnessUrlFor(pathAndQuery)}"></script>`);
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest).end(html);
      },
    );
    upstreamRequest.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamRequest);
  };

  const server: Server = createServer((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', upstream);
    if (pathname === HARNESS_PATH) {
      documentsParsing.push(searchParams.get(DOCUMENT_PARAMETER) ?? '');
      res
        .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': NO_STORE })
        .end(HARNESS_SOURCE);
      return;
    }
    if (pathname === REPORT_PATH) {
      void bodyOf(req).then((body) => {
        errors.push(body.toString('utf8'));
        res.writeHead(204).end();
      });
      return;
    }
    void pass(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // WebKit's proxy: the stock-photo host's TLS is answered by the placeholder host; nothing else leaves.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    sockets.add(socket);
    requests.push({ method: 'CONNECT', target: req.url ?? '', dest: 'unknown' });
    if (req.url !== `${new URL(PHOTO_HOST).host}:443`) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    photos.emit('connection', socket);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    errors,
    statusOf: (pathAndQuery) => statuses.get(pathAndQuery),
    documentsParsing,
    requests,
    holdIslandScripts() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    failIslandChunks: faults.start,
    failPhotos() {
      photosFailing = true;
      return () => {
        photosFailing = false;
      };
    },
    photosFail: () => photosFailing,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        photos.close();
        server.close(() => resolve());
      }),
  };
}
