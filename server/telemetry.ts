/**
 * The operator's view of the server (docs/decisions/0008-load-shedding.md, "Metrics"): one JSON log
 * line per request (`pino-http`), and Prometheus metrics (`prom-client`) served on a port of their own
 * by `server/index.ts`, never on the public one. Every label has a bounded set of values: the route
 * pattern or a kind of file, never a raw path or query, so a flood of new URLs cannot grow the series.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CACHE_CONTROL, METRICS_PATH, PROBE_PATHS, routeLabelOf } from './http/policies';

/** The server's metrics and the registry that serves them. */
export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'status_code'>;
  renderDuration: Histogram<'route'>;
  shed: Counter<'reason'>;
  inFlight: Gauge;
  waiting: Gauge;
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
      help: 'Time to render one page to HTML (route query, React render of the document), by route.',
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
    }),
    waiting: new Gauge({
      name: 'http_requests_waiting',
      help: 'Requests waiting for a free place now.',
      registers: [registry],
    }),
  };
}

/**
 * Records every response in `http_request_duration_seconds`, labelled with the request's route label
 * and the status code. Mounted first, so the time includes waiting for a place, and so the route label
 * is decided here, from the path as the request arrives (`routeLabelOf`, `server/http/policies.ts`).
 *
 * @param metrics - the server's metrics
 * @returns the middleware
 */
export function requestMetrics(metrics: ServerMetrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.requestDuration.startTimer({ route: routeLabelOf(req) });
    res.once('finish', () => stop({ status_code: String(res.statusCode) }));
    next();
  };
}

/** What the request log reads of a request: Express's, whose `originalUrl` survives mounted routers. */
interface LoggedRequest {
  id?: unknown;
  method: string;
  url: string;
  originalUrl?: string;
}

/**
 * One JSON log line per request (`pino-http`): the request's id (a counter of this process), method,
 * path without the query string (which could carry typed text), status and duration. Never a query, a
 * form value or a header.
 *
 * The line costs one child logger per request, made with the request as its binding, and the
 * serializers read the raw request and response: `pino-http`'s default wrappers first copy every
 * header of both (pino-std-serializers), and its `quietReqLogger` makes a second child for the id.
 * Both are skipped for their CPU on every page (docs/benchmarks.md, "Server CPU per rendered request").
 *
 * @param logger - the process's logger
 * @returns the middleware
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        path: (req.originalUrl ?? req.url).split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error) => ({ type: err.name, message: err.message }),
    },
    customSuccessMessage: (req, res, ms) => `${req.method} ${res.statusCode} ${Math.round(ms)}ms`,
  });
}

/**
 * The metrics server: `GET` {@link METRICS_PATH} in the Prometheus text format, the health endpoints, and 404 for
 * anything else. It is separate from the site's server, so the public port never serves metrics, and
 * its listening socket has a connection queue of its own: libuv accepts one connection per
 * event-loop turn on each socket, so a flood of new connections on the public port never delays a
 * kubelet probe sent here (docs/decisions/0008-load-shedding.md, "Probes").
 *
 * @param registry - the registry to expose
 * @param probes - the site's app, which answers the probes before any load shedding
 * @returns an HTTP server, not yet listening
 */
export function createMetricsServer(registry: Registry, probes: RequestListener): Server {
  return createServer(async (req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    if (PROBE_PATHS.has(path)) {
      probes(req, res);
      return;
    }
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    try {
      const body = await registry.metrics();
      res
        .writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': CACHE_CONTROL.metrics })
        .end(body);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable');
    }
  });
}
