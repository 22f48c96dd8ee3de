import { access } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { type AssetManifest, manifestUrls } from '../manifest';
import { labelRoute } from '../metrics';

/** What the health endpoints read about the process: whether it is shutting down. */
export interface Lifecycle {
  readonly draining: boolean;
}

/** How long a readiness result is reused, in ms, so probes cannot make the server render in a loop. */
export const READINESS_CACHE_MS = 1000;

/**
 * A readiness check: every file the manifest names is on disk, and the home page renders with 200.
 *
 * @param options.publicDir - the build's `public/` folder
 * @param options.manifest - the current asset manifest
 * @param options.renderHome - renders `/` and resolves to its status
 * @returns a function resolving to null when ready, or to the reason it is not
 */
export function readinessCheck({
  publicDir,
  manifest,
  renderHome,
}: {
  publicDir: string;
  manifest: () => AssetManifest;
  renderHome: () => Promise<number>;
}): () => Promise<string | null> {
  let cached: { at: number; result: Promise<string | null> } | null = null;
  const check = async (): Promise<string | null> => {
    try {
      await Promise.all(manifestUrls(manifest()).map((url) => access(path.join(publicDir, url))));
    } catch {
      return 'a built asset is missing';
    }
    const status = await renderHome();
    return status === 200 ? null : `the home page renders with status ${status}`;
  };
  return () => {
    if (!cached || Date.now() - cached.at > READINESS_CACHE_MS) cached = { at: Date.now(), result: check() };
    return cached.result;
  };
}

/**
 * The health endpoints (docs/product.md "Running it"):
 * - `/healthz` (liveness) answers 200 as long as the process answers at all: cheap, no rendering.
 * - `/readyz` (readiness) answers 503 while the server drains, or when it cannot serve pages (a
 *   missing asset, a page that does not render); otherwise 200.
 *
 * @param options.lifecycle - the draining flag, owned by the module that owns the server
 * @param options.ready - resolves to null when ready, or the reason it is not
 * @returns the middleware
 */
export function health({
  lifecycle,
  ready,
}: {
  lifecycle: Lifecycle;
  ready: () => Promise<string | null>;
}): RequestHandler {
  return async (req, res, next) => {
    if (req.path === '/healthz') {
      labelRoute(res, 'health');
      res.set('Cache-Control', 'no-store').type('text').send('ok');
      return;
    }
    if (req.path !== '/readyz') {
      next();
      return;
    }
    labelRoute(res, 'health');
    const problem = lifecycle.draining ? 'draining' : await ready();
    res
      .status(problem ? 503 : 200)
      .set('Cache-Control', 'no-store')
      .type('text')
      .send(problem ?? 'ready');
  };
}

/**
 * While the server drains, every response says `Connection: close`, so keep-alive clients open a
 * fresh connection (to another instance) for their next request instead of reusing this one.
 *
 * @param lifecycle - the draining flag
 * @returns the middleware
 */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.draining) res.set('Connection', 'close');
    next();
  };
}
