import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import serveStatic, { type ServeStaticOptions } from 'serve-static';
import { RetryFolder } from '../../shared/lib/island-contract';
import {
  ASSETS_PATH,
  CACHE_CONTROL,
  ENCODING_VARY,
  type Encoding,
  negotiateEncoding,
  PRECOMPRESSED_SUFFIX,
} from '../http/policies';

/**
 * The precompressed copies the build wrote under a folder, found once at start.
 *
 * @param dir - the folder served
 * @returns each file's URL path below the folder (`/main-0123456789.css`) and the encodings of its copies;
 *   none when the folder does not exist
 */
function precompressedCopies(dir: string): Map<string, Encoding[]> {
  const copies = new Map<string, Encoding[]>();
  if (!existsSync(dir)) return copies;
  const suffixes = Object.entries(PRECOMPRESSED_SUFFIX) as [Encoding, string][];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const file of files) {
    const copy = suffixes.find(([, suffix]) => file.endsWith(suffix));
    if (!copy) continue;
    const [encoding, suffix] = copy;
    const urlPath = `/${file.slice(0, -suffix.length).split(path.sep).join('/')}`;
    copies.set(urlPath, [...(copies.get(urlPath) ?? []), encoding]);
  }
  return copies;
}

/**
 * Files of a folder as they are on disk, each compressed file in the encoding the HTTP policies choose
 * among its copies (`negotiateEncoding`), sent byte for byte with its own type, `Vary` and ETag.
 *
 * @param dir - the folder to serve
 * @param cacheControl - the `Cache-Control` of a file served
 * @param options - serve-static's options (`dotfiles`); caching, index and redirects are fixed off
 * @returns the handler; a name that is not a file passes on
 */
function precompressedFiles(
  dir: string,
  cacheControl: string,
  options: Pick<ServeStaticOptions, 'dotfiles'>,
): RequestHandler {
  const copies = precompressedCopies(dir);
  const serve = serveStatic(dir, {
    ...options,
    cacheControl: false,
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', cacheControl),
  });
  return (req, res, next) => {
    const original = req.url;
    const available = copies.get(req.path);
    const encoding = available ? negotiateEncoding(req.headers['accept-encoding'], available) : 'identity';
    if (available) res.vary(ENCODING_VARY);
    if (encoding !== 'identity') {
      res.type(path.extname(req.path)).set('Content-Encoding', encoding);
      const query = original.slice(req.path.length);
      req.url = req.path + PRECOMPRESSED_SUFFIX[encoding] + query;
    }
    serve(req, res, (error?: unknown) => {
      req.url = original;
      if (encoding !== 'identity') {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
      }
      next(error);
    });
  };
}

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
 * The built assets under `ASSETS_PATH`, served as they are: the build wrote a brotli and a gzip copy of
 * every compressible asset once (docs/product.md "Speed"). Their names carry a content hash, so they
 * are cached as the HTTP policies say for an asset. A missing one is a short plain 404, never the HTML
 * page (a stale page asking for an old asset must not get HTML as script). A file is also served from any
 * retry folder (`/assets/retry-<n>/<file>`). Under `npm run dev` the stylesheet and scripts keep their
 * names across rebuilds: every request revalidates.
 *
 * @param publicDir - the build's `public/` folder
 * @param dev - true under `npm run dev`
 * @returns the handlers, to mount on `ASSETS_PATH`
 */
export function assetFiles(publicDir: string, dev = false): RequestHandler[] {
  const cacheControl = dev ? CACHE_CONTROL.devAsset : CACHE_CONTROL.asset;
  const assets = precompressedFiles(path.join(publicDir, ASSETS_PATH), cacheControl, { dotfiles: 'deny' });
  const missingAsset: RequestHandler = (_req, res) => {
    res.status(404).set('Cache-Control', CACHE_CONTROL.missingAsset).type('text/plain').send('Not Found');
  };
  return [retryFolders, assets, missingAsset];
}

/**
 * The other public files (favicon, social image, touch icon), cached as a public file and revalidated,
 * with their brotli and gzip copies. A name that is not a file passes on (to the page handler's 404 page).
 *
 * @param publicDir - the build's `public/` folder
 * @returns the handler, to mount on paths that name a file (with an extension: no page path has one)
 */
export function publicFiles(publicDir: string): RequestHandler {
  return precompressedFiles(publicDir, CACHE_CONTROL.publicFile, { dotfiles: 'ignore' });
}
