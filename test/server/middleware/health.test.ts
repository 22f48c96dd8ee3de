/**
 * The health endpoints (docs/product.md "Running it"): `/healthz` and `/readyz` answer 200 without
 * caching; while draining `/readyz` fails at once, `/healthz` stays 200 and pages say
 * `Connection: close`; readiness fails, naming the reason, when a built asset is missing or the home
 * page cannot render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { createRoutes } from '../../../shared/routes';
import { silentApp } from '../../support/http';

/** The manifest of the build under test. */
function builtManifest() {
  return JSON.parse(readFileSync(path.join(inject('distDir'), 'manifest.json'), 'utf8'));
}

/** The real route table with a home page whose render always throws. */
function routesWithBrokenHome() {
  const table = createRoutes();
  const home = table[0]?.children?.find((route) => route.index);
  if (!home) throw new Error('no home route');
  home.lazy = undefined;
  home.Component = () => {
    throw new Error('cannot render');
  };
  return table;
}

describe('health and readiness', () => {
  it('answers /healthz and /readyz with 200 and no caching', async () => {
    const app = silentApp();
    const healthz = await request(app).get('/healthz');
    expect(healthz.status).toBe(200);
    expect(healthz.headers['cache-control']).toBe('no-store');
    const readyz = await request(app).get('/readyz');
    expect(readyz.status).toBe(200);
    expect(readyz.headers['cache-control']).toBe('no-store');
  });

  it('while draining, /readyz fails at once, /healthz stays 200 and pages answer with Connection: close', async () => {
    const lifecycle = { draining: false };
    const draining = silentApp({ lifecycle });
    expect((await request(draining).get('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    expect((await request(draining).get('/readyz')).status).toBe(503);
    expect((await request(draining).get('/healthz')).status).toBe(200);
    const page = await request(draining).get('/');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
  });

  it('fails readiness, with the reason, when a built asset the pages need is missing', async () => {
    const broken = silentApp({ manifest: { ...builtManifest(), css: '/assets/main-missing.css' } });
    const res = await request(broken).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/missing/);
    expect((await request(broken).get('/healthz')).status).toBe(200);
  });

  it('fails readiness when the home page cannot render', async () => {
    const broken = silentApp({ routes: routesWithBrokenHome() });
    const res = await request(broken).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/status 500/);
  });
});
