import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { RetryFolder } from '../../shared/lib/island-contract';

/** A retry folder at the start of a path under `/assets`: `/retry-<n>/` (shared/lib/island-contract.ts). */
const RETRY_FOLDER = new RegExp(`^/${RetryFolder.prefix}[1-9]\\d{0,2}/`);

/**
 * Serves `/assets/retry-<n>/<file>` as `/assets/<file>`, with the same headers: the island loader asks
 * for an island's code again from there, as a browser keeps a failed module URL failed
 * (`RetryFolder` in shared/lib/island-contract.ts).
 */
const retryFolders: RequestHandler = (req, _res, next) => {
  req.url = req.url.replace(RETRY_FOLDER, '/');
  next();
};

/**
 * The built assets under `/assets/`, served as they are: the build wrote a brotli and a gzip copy of
 * every compressible asset once, and `express-static-gzip` picks the one the client accepts
 * (docs/product.md "Speed"). Their names carry a content hash: cached for a year, `immutable`. A
 * missing one is a short plain 404, never the HTML page (a stale page asking for an old asset must not
 * get HTML as script). A file is also served from any retry folder (`/assets/retry-<n>/<file>`). Under
 * `npm run dev` the stylesheet and scripts keep their names across rebuilds, so nothing is cached:
 * every request revalidates.
 *
 * @param publicDir - the build's `public/` folder
 * @param dev - true under `npm run dev`
 * @returns the handlers, to mount on `/assets`
 */
export function assetFiles(publicDir: string, dev = false): RequestHandler[] {
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
  return [retryFolders, assets, missingAsset];
}

/**
 * The other public files (favicon, social image, touch icon), cached for a day and revalidated, with
 * their brotli and gzip copies. A name that is not a file passes on (to the page handler's 404 page).
 *
 * @param publicDir - the build's `public/` folder
 * @returns the handler, to mount on paths that name a file (with an extension: no page path has one)
 */
export function publicFiles(publicDir: string): RequestHandler {
  return expressStaticGzip(publicDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { maxAge: '1d', index: false, redirect: false, dotfiles: 'ignore' },
  });
}
