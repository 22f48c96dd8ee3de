/**
 * The health endpoints (docs/product.md "Running it"), mounted by `server/app.ts` on their own paths
 * before load shedding, and answered on the metrics port too:
 * - liveness (`LIVENESS_PATH`) answers 200 as long as the process answers at all: cheap, no rendering.
 * - readiness (`READINESS_PATH`) answers 503 while the server drains, or when it cannot serve pages (a missing
 *   asset, a page that does not render); otherwise 200.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { CACHE_CONTROL, type Lifecycle } from '../http/policies';
import type { PageRenderer } from '../render';

/** How long a readiness result is reused, in ms, so probes cannot make the server render in a loop. */
export const READINESS_CACHE_MS = 1000;

/**
 * A readiness check: every file the pages may name is on disk, and the home page renders with 200.
 *
 * @param options.publicDir - the build's `public/` folder
 * @param options.renderer - the site's renderer
 * @returns a function resolving to null when ready, or to the reason it is not
 */
export function readinessCheck({
  publicDir,
  renderer,
}: {
  publicDir: string;
  renderer: Pick<PageRenderer, 'assetUrls' | 'render'>;
}): () => Promise<string | null> {
  let cached: { at: number; result: Promise<string | null> } | null = null;
  const check = async (): Promise<string | null> => {
    try {
      await Promise.all(renderer.assetUrls().map((url) => access(path.join(publicDir, url))));
    } catch {
      return 'a built asset is missing';
    }
    const { status } = await renderer.render('/');
    return status === 200 ? null : `the home page renders with status ${status}`;
  };
  return () => {
    if (!cached || Date.now() - cached.at > READINESS_CACHE_MS) cached = { at: Date.now(), result: check() };
    return cached.result;
  };
}

/**
 * Liveness: the process answers.
 *
 * @returns the handler
 */
export function liveness(): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL.health).type('text').send('ok');
  };
}

/**
 * Readiness: 503 while draining or while pages cannot be served, else 200.
 *
 * @param options.lifecycle - the draining flag, owned by the module that owns the server
 * @param options.ready - resolves to null when ready, or the reason it is not
 * @returns the handler
 */
export function readiness({
  lifecycle,
  ready,
}: {
  lifecycle: Lifecycle;
  ready: () => Promise<string | null>;
}): RequestHandler {
  return async (_req, res) => {
    const problem = lifecycle.draining ? 'draining' : await ready();
    res
      .status(problem ? 503 : 200)
      .set('Cache-Control', CACHE_CONTROL.health)
      .type('text')
      .send(problem ?? 'ready');
  };
}
