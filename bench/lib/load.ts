/**
 * The load harness of the benchmark scripts, on autocannon: a number of connections for a number of
 * seconds (or requests), every request with a query string of its own (as visitors arriving from a
 * shared link, so nothing can be answered from a stored copy: docs/decisions/0007-render-every-request.md),
 * an `Accept-Encoding` of choice, a new connection where the server would end one, and a count of every
 * status, including the 503s of load shedding and whether each carried `Retry-After`
 * (docs/decisions/0008-load-shedding.md).
 */
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { SERVER_LIMITS } from '../../server/config';

/** What to send, and for how long. */
export interface LoadOptions {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** Paths requested in turn on each connection, e.g. `['/shop']`; each may hold a query string already. */
  routes: readonly string[];
  connections: number;
  /** How long, in s; ignored when `requests` is given. */
  seconds?: number;
  /** How many requests in all, instead of a duration. */
  requests?: number;
  /** The `Accept-Encoding` header (default `gzip, deflate, br`, as browsers send it). */
  acceptEncoding?: string;
  /** The `utm_source` of the query string, to tell the runs apart in a log (default `bench`). */
  source?: string;
  /** How long a request may take before it counts as a timeout, in s (default 10). */
  timeoutSeconds?: number;
}

/** What one load run saw. */
export interface LoadResult {
  /** autocannon's own result, for anything not below. */
  raw: Result;
  /** How long the run took, in s. */
  seconds: number;
  /** Responses received. */
  responses: number;
  /** Responses per second, averaged over the run's seconds. */
  requestsPerSecond: number;
  /** 2xx responses per second of the run. */
  pagesPerSecond: number;
  /** Latency percentiles, in ms. */
  p50: number;
  p99: number;
  /** Responses per status code, e.g. `{ 200: 1234, 503: 12 }`. */
  statuses: Record<number, number>;
  /** 503 responses (shed) that carried a `Retry-After` header. */
  shedWithRetryAfter: number;
  /** Connection errors (resets, refused), timeouts included. */
  errors: number;
  /** Requests that had no answer within the timeout. */
  timeouts: number;
}

/**
 * Requests per connection before autocannon opens a new one. Browsers and proxies connect again when the
 * server ends a connection with `Connection: close` at its request cap; autocannon ignores that header,
 * so it reconnects by itself just before the cap.
 */
const RECONNECT_RATE = SERVER_LIMITS.maxRequestsPerSocket - 1;

/**
 * Runs load against a server.
 *
 * @param options - origin, paths, connections, duration or request count, encoding, timeout
 * @returns the figures of the run
 * @throws autocannon's error (a URL it cannot use, a connection count below 1) as a rejection
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  let sequence = 0;
  let shedWithRetryAfter = 0;
  const source = options.source ?? 'bench';
  const requests: CannonRequest[] = options.routes.map((route) => ({
    method: 'GET',
    setupRequest: (request) => {
      sequence += 1;
      const separator = route.includes('?') ? '&' : '?';
      return { ...request, path: `${route}${separator}utm_source=${source}&fbclid=${sequence.toString(36)}` };
    },
    onResponse: (status, _body, _context, headers) => {
      // autocannon gives the header names as the server wrote them.
      const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
      if (status === 503 && names.includes('retry-after')) shedWithRetryAfter += 1;
    },
  }));
  const settings: autocannon.Options = {
    url: options.origin,
    connections: options.connections,
    headers: { 'accept-encoding': options.acceptEncoding ?? 'gzip, deflate, br' },
    timeout: options.timeoutSeconds ?? 10,
    reconnectRate: RECONNECT_RATE,
    requests,
    ...(options.requests ? { amount: options.requests } : { duration: options.seconds ?? 10 }),
  };
  return new Promise((resolve, reject) => {
    autocannon(settings, (error, raw) => {
      if (error) return reject(error);
      const statuses: Record<number, number> = {};
      for (const [code, stats] of Object.entries(raw.statusCodeStats ?? {})) {
        statuses[Number(code)] = stats.count ?? 0;
      }
      resolve({
        raw,
        seconds: raw.duration,
        responses: raw.requests.total,
        requestsPerSecond: raw.requests.average,
        pagesPerSecond: raw['2xx'] / (raw.duration || 1),
        p50: raw.latency.p50,
        p99: raw.latency.p99,
        statuses,
        shedWithRetryAfter,
        errors: raw.errors,
        timeouts: raw.timeouts,
      });
    });
  });
}

/**
 * Responses whose status is not in a list.
 *
 * @param load - a run's result
 * @param expected - a test per status code, e.g. `(code) => code < 300 || code === 404`
 * @returns how many responses had another status
 */
export function unexpectedResponses(load: LoadResult, expected: (status: number) => boolean): number {
  return Object.entries(load.statuses)
    .filter(([code]) => !expected(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
}

/**
 * The status counts of a run in one line.
 *
 * @param load - a run's result
 * @returns e.g. `200 ×10321, 404 ×1290, 503 ×12 (12 with Retry-After)`
 */
export function describeStatuses(load: LoadResult): string {
  const counts = Object.entries(load.statuses).map(([code, count]) => {
    const retry = code === '503' ? ` (${load.shedWithRetryAfter} with Retry-After)` : '';
    return `${code} ×${count}${retry}`;
  });
  return counts.join(', ') || 'no responses';
}
