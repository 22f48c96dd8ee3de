import express from 'express';
import { type Logger, pino } from 'pino';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../shared/routes';
import { type AssetManifest, publicDirOf, readManifest } from './asset-manifest';
import { loadConfig, SERVER_LIMITS, type ServerConfig } from './config';
import {
  ASSETS_PATH,
  FILE_PATH,
  LIVENESS_PATH,
  type Lifecycle,
  READINESS_PATH,
  SITE_FILE_PATHS,
} from './http/policies';
import { devReload } from './middleware/dev-reload';
import { endKeepAliveWhileDraining, requestGuard, securityHeaders, socketGate } from './middleware/guards';
import { liveness, readiness, readinessCheck } from './middleware/health';
import { createLoadShedding } from './middleware/load-shedding';
import { pageResponse } from './middleware/page-response';
import { siteFiles } from './middleware/site-files';
import { assetFiles, publicFiles } from './middleware/static-files';
import { uncaughtError } from './middleware/uncaught-error';
import { createPageRenderer } from './render';
import { createMetrics, requestLog, requestMetrics, type ServerMetrics } from './telemetry';

/** Options of {@link createApp}; everything defaults to the real configuration and build. */
export interface AppOptions {
  config?: ServerConfig;
  /** Route table to render; tests inject one with a throwing or slow route. */
  routes?: RouteObject[];
  /** The build's manifest; by default read from `config.distDir` (again on every render under `npm run dev`). */
  manifest?: AssetManifest;
  logger?: Logger;
  /** The draining flag, owned by whoever owns the HTTP server (`server/index.ts`); never draining by default. */
  lifecycle?: Lifecycle;
  /** Where requests, renders and refusals are counted; `server/index.ts` serves them on their own port. */
  metrics?: ServerMetrics;
}

/**
 * Builds the storefront's Express app without listening (docs/architecture.md, "The request"). A
 * request passes, in this order: the request metrics, the guards (socket gate, security headers), the
 * request log, `Connection: close` while draining, the request guard (414, 400, 405, canonical
 * redirects); then the health endpoints on their paths; the load shedding (everything after it waits for
 * a place or gets 503); under `npm run dev` the reload script; the built files and the files made from
 * configuration on their paths; and last the page response, which renders every other GET/HEAD, then
 * the error handler.
 *
 * @param options - configuration, route table, manifest, logger, lifecycle and metrics overrides
 * @returns the app; per request it never throws: bad input gets a 4xx page, a render error a 500 page
 * @throws Error at creation when the build's manifest is missing or malformed (run `npm run build`)
 */
export function createApp(options: AppOptions = {}): express.Express {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? pino();
  const lifecycle = options.lifecycle ?? { draining: false };
  const metrics = options.metrics ?? createMetrics();
  const publicDir = publicDirOf(config.distDir);
  const built = options.manifest ?? readManifest(config.distDir);
  const renderer = createPageRenderer({
    routes: options.routes ?? createRoutes(),
    // Under `npm run dev` the manifest changes with every rebuild, so it is read again for each page.
    manifest: config.dev && !options.manifest ? () => readManifest(config.distDir) : () => built,
    siteUrl: config.siteUrl,
    dev: config.dev,
    onError: (error) => logger.error({ err: error }, 'render failed'),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestMetrics(metrics));
  app.use(socketGate(SERVER_LIMITS.maxRequestsPerSocket));
  app.use(securityHeaders());
  app.use(requestLog(logger));
  app.use(endKeepAliveWhileDraining(lifecycle));
  app.use(requestGuard(renderer));
  app.get(LIVENESS_PATH, liveness());
  app.get(READINESS_PATH, readiness({ lifecycle, ready: readinessCheck({ publicDir, renderer }) }));
  app.use(createLoadShedding(config.load, metrics));
  if (config.dev) app.use(devReload(config.distDir));
  app.use(ASSETS_PATH, assetFiles(publicDir, config.dev));
  app.get([...SITE_FILE_PATHS], siteFiles(config.siteUrl));
  app.get(FILE_PATH, publicFiles(publicDir));
  app.get('/{*path}', pageResponse({ renderer, metrics }));
  app.use(uncaughtError(logger));
  return app;
}
