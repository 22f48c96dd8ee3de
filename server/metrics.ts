/**
 * The operator's view of the server, in Prometheus form (`prom-client`), served on a port of its own
 * by `server/index.ts`, never on the public one (docs/decisions/0008-load-shedding.md, "Metrics").
 * Every label has a bounded set of values: the route pattern or a kind of answer, never a raw path
 * or query, so a flood of new URLs cannot grow the series.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { LoadObserver, LoadState } from './middleware/load-shedding';

/**
 * The route label of a response that is not a page: what answered it. A page's label is its route
 * pattern (`/`, `/shop`...).
 */
export type RouteKind =
  | 'health'
  | 'static'
  | 'site_file'
  | 'not_found'
  | 'not_modified'
  | 'error'
  | 'redirect'
  | 'bad_request'
  | 'shed'
  | 'unmatched';

/** What `res.locals` carries for the metrics. */
export interface MetricsLocals {
  /** The bounded route label, set by whichever middleware answered. */
  route?: string;
}

/** The server's metrics and the registry that serves them. */
export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'status_code'>;
  renderDuration: Histogram<'route'>;
  shed: Counter<'reason'>;
  inFlight: Gauge;
  waiting: Gauge;
  /** Connects the in-flight and waiting gauges to the load shedder's live counts. */
  watchLoad(state: LoadState): void;
}

/** Latency buckets in seconds: 1 ms to 10 s, dense where pages usually answer. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Render buckets in seconds: 0.25 ms to 250 ms. */
const RENDER_BUCKETS = [0.00025, 0.0005, 0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256];

/**
 * Creates the metrics in a registry of their own (so tests and several apps never share series).
 *
 * @param options.processMetrics - also collect prom-client's default process and Node.js metrics
 *   (resident memory, CPU, event-loop lag, GC, heap); the server process does, tests need not
 * @returns the metrics
 */
export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  let load: LoadState | null = null;
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request reaching the app to its response finishing, by route and status code.',
      labelNames: ['route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    renderDuration: new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time to render one page to HTML (route query, React render, document), by route.',
      labelNames: ['route'],
      buckets: RENDER_BUCKETS,
      registers: [registry],
    }),
    shed: new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 without being served: the waiting line was full, or the wait too long.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being rendered, compressed or written now.',
      registers: [registry],
      collect() {
        this.set(load?.inFlight ?? 0);
      },
    }),
    waiting: new Gauge({
      name: 'http_requests_waiting',
      help: 'Requests waiting for a free slot now.',
      registers: [registry],
      collect() {
        this.set(load?.waiting ?? 0);
      },
    }),
    watchLoad(state) {
      load = state;
    },
  };
}

/**
 * Counts a refused request in the metrics.
 *
 * @param metrics - the server's metrics
 * @returns an observer for the load shedder
 */
export function shedObserver(metrics: ServerMetrics): LoadObserver {
  return {
    onShed(reason, res) {
      metrics.shed.inc({ reason });
      labelRoute(res, 'shed');
    },
  };
}

/**
 * Records every response in `http_request_duration_seconds`, labelled with `res.locals.route` (set by
 * whichever middleware answered, `unmatched` if none did) and the status code. Mounted first, so the
 * time includes waiting for a slot.
 *
 * @param metrics - the server's metrics
 * @returns the middleware
 */
export function requestMetrics(metrics: ServerMetrics): RequestHandler {
  return (_req, res, next) => {
    const stop = metrics.requestDuration.startTimer();
    res.once('finish', () => {
      const locals = res.locals as MetricsLocals;
      stop({ route: locals.route ?? 'unmatched', status_code: String(res.statusCode) });
    });
    next();
  };
}

/**
 * Names what answered a response, for the route label of the metrics.
 *
 * @param res - the response
 * @param route - a page's route pattern, or a {@link RouteKind}
 */
export function labelRoute(res: Response, route: string): void {
  (res.locals as MetricsLocals).route = route;
}

/** The health endpoints, which the metrics port answers too. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The metrics server: `GET /metrics` in the Prometheus text format, the health endpoints, and 404 for
 * anything else. It is separate from the site's server, so the public port never serves metrics, and
 * its listening socket has a connection queue of its own: libuv accepts one connection per
 * event-loop turn on each socket, so a flood of new connections on the public port never delays a
 * kubelet probe sent here (docs/decisions/0008-load-shedding.md, "Probes").
 *
 * @param registry - the registry to expose
 * @param probes - the site's app, which answers `/healthz` and `/readyz` before any load shedding
 * @returns an HTTP server, not yet listening
 */
export function createMetricsServer(registry: Registry, probes: RequestListener): Server {
  return createServer(async (req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    if (PROBE_PATHS.has(path)) {
      probes(req, res);
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable');
    }
  });
}
