import { createHash } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../shared/routes';
import { loadConfig, type ServerConfig } from './config';
import { smallErrorPage } from './error-page';
import { type AssetManifest, readManifest } from './manifest';
import { socketGate } from './middleware/socket-gate';
import { createPageRenderer } from './render';
import { checkRequestTarget, type GuardVerdict, pageMethodAndPathGuard } from './request-guards';
import { robotsTxt, sitemapXml } from './seo-files';

/** Host of the external stock-photo service the product images come from (spec §7). */
export const IMAGE_HOST = 'https://images.unsplash.com';

/** Options of {@link createApp}; everything defaults to the real configuration and build. */
export interface AppOptions {
  config?: ServerConfig;
  /** Route table to render; tests inject one with a throwing route. */
  routes?: RouteObject[];
  manifest?: AssetManifest;
  logger?: Logger;
}

/** The Express app plus the switch that marks it as draining during shutdown. */
export interface StorefrontApp extends express.Express {
  /** Makes the readiness endpoint answer 503 (called on SIGTERM). */
  startDraining(): void;
}

/**
 * Builds the storefront's Express app without listening (DESIGN.md: tests import it).
 * Order: request guards, security headers, request log, compression, health endpoints, static assets,
 * robots/sitemap, then the page handler, which server-renders every other GET/HEAD path.
 *
 * @param options - configuration, route table, manifest and logger overrides
 * @returns the app; it never throws per request: bad input gets a 4xx page, a render error a 500 page
 * @throws Error at creation when the build's manifest is missing (run `npm run build`)
 */
export function createApp(options: AppOptions = {}): StorefrontApp {
  const config = options.config ?? loadConfig();
  const manifest = options.manifest ?? readManifest(config.distDir);
  const logger = options.logger ?? pino();
  const publicDir = path.join(config.distDir, 'public');
  let draining = false;

  const app = express() as unknown as StorefrontApp;
  app.startDraining = () => {
    draining = true;
  };
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  const sendError = (res: Response, { status, title, message }: GuardVerdict) => {
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(smallErrorPage(status, title, message, manifest.css));
  };

  // First of all: a pipelined request waits for its turn on the socket, and is dropped if the client left.
  app.use(socketGate());

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', IMAGE_HOST],
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
    }),
  );

  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      // One line per request: method, path without the query (which could carry typed text), status, ms.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (err: Error) => ({ type: err.name, message: err.message }),
      },
      customSuccessMessage: (req, res, ms) => `${req.method} ${res.statusCode} ${Math.round(ms)}ms`,
    }),
  );

  app.use((req, res, next) => {
    const verdict = checkRequestTarget(req.originalUrl);
    if (verdict) sendError(res, verdict);
    else next();
  });

  app.use(compression());
  // Pages, assets and endpoints alike: GET/HEAD only, and one canonical form of every path.
  app.use(pageMethodAndPathGuard(sendError));

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text').send('ok');
  });
  app.get('/readyz', (_req, res) => {
    res
      .status(draining ? 503 : 200)
      .set('Cache-Control', 'no-store')
      .type('text')
      .send(draining ? 'draining' : 'ready');
  });

  // Content-hashed assets: cached for a year; a missing one is a short plain 404, never the HTML page.
  app.use(
    '/assets',
    express.static(path.join(publicDir, 'assets'), {
      fallthrough: false,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    }),
  );
  // Unhashed public files (favicon, social image): short cache, revalidated by ETag.
  app.use(express.static(publicDir, { index: false, dotfiles: 'ignore', maxAge: '1d' }));

  const robots = robotsTxt(config.siteUrl);
  const sitemap = sitemapXml(config.siteUrl);
  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemap);
  });

  const render = createPageRenderer({
    routes: options.routes ?? createRoutes(),
    manifest,
    siteUrl: config.siteUrl,
    onError: (error) => logger.error({ err: error }, 'render failed'),
  });

  app.use(async (req, res) => {
    // The HTML depends only on the build and the URL, so an ETag of the two answers revalidation
    // with 304 before any rendering (issue 5).
    const etag = `W/"${manifest.buildId}-${createHash('sha1').update(req.originalUrl).digest('base64url').slice(0, 16)}"`;
    res.set('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      res.status(304).set('ETag', etag).end();
      return;
    }
    const page = await render(req.originalUrl);
    // The client may have gone while the page rendered: nothing is left to answer.
    if (res.destroyed) return;
    res.status(page.status).type('html');
    if (page.status >= 500) {
      res.set('Cache-Control', 'no-store');
    } else {
      res.set({ 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag });
    }
    res.send(page.html);
  });

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(
        status === 404
          ? 'Not Found'
          : status === 403
            ? 'Forbidden'
            : status === 500
              ? 'Internal Server Error'
              : 'Bad Request',
      );
  };
  app.use(onError);

  return app;
}
