import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { type Logger, pino } from 'pino';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../shared/routes';
import { loadConfig, type ServerConfig } from './config';
import { SERVER_LIMITS } from './http-server';
import { type AssetManifest, readManifest } from './manifest';
import { createMetrics, requestMetrics, type ServerMetrics, shedObserver } from './metrics';
import { devReload } from './middleware/dev-reload';
import { closeConnectionsWhileDraining, health, type Lifecycle, readinessCheck } from './middleware/health';
import { createLoadShedding } from './middleware/load-shedding';
import { renderPage } from './middleware/render-page';
import { requestLog } from './middleware/request-log';
import { requestTarget } from './middleware/request-target';
import { securityHeaders } from './middleware/security-headers';
import { siteFiles } from './middleware/site-files';
import { socketGate } from './middleware/socket-gate';
import { staticFiles } from './middleware/static-files';
import { uncaughtError } from './middleware/uncaught-error';
import { createPageRenderer } from './render';

/**
 * Compression of the dynamic answers that are not pages (the sitemap, for one): `compression`'s
 * defaults. Assets were compressed at build time, and pages are compressed in one shot by the page
 * handler (`server/page-encoding.ts`), which marks them with `res.locals.encoded`.
 */
const COMPRESSION: compression.CompressionOptions = {
  filter: (req, res) => !(res as express.Response).locals.encoded && compression.filter(req, res),
};

/** Options of {@link createApp}; everything defaults to the real configuration and build. */
export interface AppOptions {
  config?: ServerConfig;
  /** Route table to render; tests inject one with a throwing route. */
  routes?: RouteObject[];
  manifest?: AssetManifest;
  logger?: Logger;
  /** The draining flag, owned by whoever owns the HTTP server (`server/index.ts`); never draining by default. */
  lifecycle?: Lifecycle;
  /** Where requests, renders and refusals are counted; `server/index.ts` serves them on their own port. */
  metrics?: ServerMetrics;
}

/**
 * Builds the storefront's Express app without listening, from named middlewares in request order
 * (`server/middleware/`): request metrics, socket gate, security headers, request log, request-target
 * guard (414, 400, 405, canonical redirects), `Connection: close` while draining, health endpoints,
 * load shedding (everything after it waits for a slot or gets 503), dev reload (only under
 * `npm run dev`), built files, compression, robots/sitemap/speculation rules, then the page handler,
 * which renders every other GET/HEAD, and the error handler.
 *
 * @param options - configuration, route table, manifest, logger and lifecycle overrides
 * @returns the app; per request it never throws: bad input gets a 4xx page, a render error a 500 page
 * @throws Error at creation when the build's manifest is missing (run `npm run build`)
 */
export function createApp(options: AppOptions = {}): express.Express {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? pino();
  const lifecycle = options.lifecycle ?? { draining: false };
  const metrics = options.metrics ?? createMetrics();
  const publicDir = path.join(config.distDir, 'public');
  // Under `npm run dev` the manifest changes with every rebuild, so it is read again per request.
  const fixed = options.manifest ?? readManifest(config.distDir);
  const manifest = config.dev && !options.manifest ? () => readManifest(config.distDir) : () => fixed;

  const render = createPageRenderer({
    routes: options.routes ?? createRoutes(),
    manifest,
    siteUrl: config.siteUrl,
    dev: config.dev,
    onError: (error) => logger.error({ err: error }, 'render failed'),
  });
  const ready = readinessCheck({
    publicDir,
    manifest,
    renderHome: async () => (await render('/')).status,
  });

  const shedding = createLoadShedding(config.load, shedObserver(metrics));
  metrics.watchLoad(shedding.state);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestMetrics(metrics));
  app.use(socketGate(SERVER_LIMITS.maxRequestsPerSocket));
  app.use(securityHeaders());
  app.use(requestLog(logger));
  app.use(requestTarget(() => manifest().css));
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(health({ lifecycle, ready }));
  app.use(shedding.middleware);
  if (config.dev) app.use(devReload(config.distDir));
  app.use(staticFiles(publicDir, config.dev));
  app.use(compression(COMPRESSION));
  app.use(siteFiles(config.siteUrl));
  app.use(renderPage({ render, buildId: () => manifest().buildId, siteUrl: config.siteUrl, metrics }));
  app.use(uncaughtError(logger));
  return app;
}
