import path from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { labelRoute } from '../metrics';

/**
 * The built files, served as they are: the build wrote a brotli and a gzip copy of every compressible
 * asset once, and `express-static-gzip` picks the one the client accepts (docs/product.md "Speed").
 *
 * - `/assets/*` have content-hashed names: cached for a year, `immutable`. A missing one is a short
 *   plain 404, never the HTML page (a stale page asking for an old asset must not get HTML as script).
 * - The other public files (favicon, social image, touch icon) are cached for a day and revalidated.
 *
 * Under `npm run dev` the stylesheet and scripts keep their names across rebuilds, so nothing is
 * cached: every request revalidates.
 *
 * @param publicDir - the build's `public/` folder
 * @param dev - true under `npm run dev`
 * @returns the middlewares, in order
 */
export function staticFiles(publicDir: string, dev = false): RequestHandler[] {
  const assets = expressStaticGzip(path.join(publicDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      immutable: !dev,
      maxAge: dev ? 0 : '365d',
      index: false,
      redirect: false,
      dotfiles: 'deny',
    },
  });
  const missingAsset: RequestHandler = (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
  };
  const publicFiles = expressStaticGzip(publicDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { maxAge: '1d', index: false, redirect: false, dotfiles: 'ignore' },
  });
  // Every public file has an extension and no page path has one: a page request costs no file lookup.
  const publicFilesByName: RequestHandler = (req, res, next) => {
    if (!path.extname(req.path)) {
      next();
      return;
    }
    labelRoute(res, 'static');
    publicFiles(req, res, next);
  };
  const labelStatic: RequestHandler = (_req, res, next) => {
    labelRoute(res, 'static');
    next();
  };
  const router = express.Router();
  router.use('/assets', labelStatic, assets, missingAsset);
  router.use(publicFilesByName);
  return [router];
}
