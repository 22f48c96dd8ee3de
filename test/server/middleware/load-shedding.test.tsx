/**
 * Load shedding (docs/decisions/0008-load-shedding.md): past the cap a request is refused at once with
 * 503, `Retry-After` and `no-store`, and nothing is rendered for it; a request that waits too long for
 * a place is refused the same way; the health endpoints answer whatever the load; a client that leaves
 * while waiting gives its place back.
 */
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadLimits } from '../../../server/config';
import { BUSY_PAGE, RETRY_AFTER_SECONDS } from '../../../server/middleware/load-shedding';
import { createMetrics, type ServerMetrics } from '../../../server/telemetry';
import { createRoutes } from '../../../shared/routes';
import { type Listening, listen, silentApp, testConfig } from '../../support/http';

/** A route table with `/slow`, which holds its place until released, and `/counted`, which counts renders. */
function routesWithSlowPage() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const renders = { slow: 0, counted: 0 };
  const table = createRoutes();
  const extra: RouteObject[] = [
    {
      path: 'slow',
      lazy: async () => {
        await released;
        return {
          Component: () => {
            renders.slow += 1;
            return <h1>Slow</h1>;
          },
        };
      },
    },
    {
      path: 'counted',
      Component: () => {
        renders.counted += 1;
        return <h1>Counted</h1>;
      },
    },
  ];
  table[0]?.children?.push(...extra);
  return { table, release, renders };
}

/** The current value of a gauge or counter (with the given labels), read as Prometheus would. */
async function metricValue(metrics: ServerMetrics, name: string, labels: Record<string, string> = {}) {
  const metric = metrics.registry.getSingleMetric(name);
  const data = await metric?.get();
  const sample = data?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return sample?.value ?? 0;
}

const servers: Listening[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** The app with the given limits, listening, and what the test needs to watch it. */
async function startWith(load: LoadLimits) {
  const { table, release, renders } = routesWithSlowPage();
  const metrics = createMetrics();
  const app = silentApp({ config: testConfig({ load }), routes: table, metrics });
  const server = await listen(app);
  servers.push(server);
  const origin = `http://127.0.0.1:${server.port}`;
  return { origin, release, renders, metrics };
}

describe('load shedding', () => {
  it('past the cap answers at once with 503, Retry-After and no-store, and renders nothing for it', async () => {
    const { origin, release, renders, metrics } = await startWith({
      maxInFlight: 1,
      maxWaiting: 1,
      maxWaitMs: 60_000,
    });
    const slow = fetch(`${origin}/slow`);
    await expect.poll(() => metricValue(metrics, 'http_requests_in_flight')).toBe(1);
    const waiting = fetch(`${origin}/counted`);
    await expect.poll(() => metricValue(metrics, 'http_requests_waiting')).toBe(1);

    const refused = await fetch(`${origin}/counted`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toBe(BUSY_PAGE);
    expect(renders.counted, 'nothing was rendered for the refused request').toBe(0);
    expect(await metricValue(metrics, 'http_requests_shed_total', { reason: 'queue_full' })).toBe(1);

    release();
    expect((await slow).status).toBe(200);
    expect((await waiting).status, 'the one that waited is served once the place frees').toBe(200);
    expect(renders).toEqual({ slow: 1, counted: 1 });
  });

  it('answers a request that waited longer than the limit with 503, without rendering it', async () => {
    const { origin, release, renders, metrics } = await startWith({
      maxInFlight: 1,
      maxWaiting: 10,
      maxWaitMs: 100,
    });
    const slow = fetch(`${origin}/slow`);
    await expect.poll(() => metricValue(metrics, 'http_requests_in_flight')).toBe(1);
    const started = performance.now();
    const late = await fetch(`${origin}/counted`);
    const waitedMs = performance.now() - started;
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(waitedMs, 'it waited for its limit, not for the slow page').toBeGreaterThanOrEqual(100);
    expect(waitedMs).toBeLessThan(2000);
    expect(renders.counted).toBe(0);
    expect(await metricValue(metrics, 'http_requests_shed_total', { reason: 'wait_timeout' })).toBe(1);
    release();
    expect((await slow).status).toBe(200);
  });

  it('answers /healthz and /readyz at once while every place is taken and the line is full', async () => {
    const { origin, release, metrics } = await startWith({
      maxInFlight: 1,
      maxWaiting: 1,
      maxWaitMs: 60_000,
    });
    const slow = fetch(`${origin}/slow`);
    await expect.poll(() => metricValue(metrics, 'http_requests_in_flight')).toBe(1);
    const waiting = fetch(`${origin}/counted`);
    await expect.poll(() => metricValue(metrics, 'http_requests_waiting')).toBe(1);
    expect((await fetch(`${origin}/counted`)).status, 'the cap is reached').toBe(503);

    for (const path of ['/healthz', '/readyz']) {
      const started = performance.now();
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(performance.now() - started, path).toBeLessThan(1000);
    }
    release();
    await Promise.all([slow, waiting]);
  });

  it('gives the place back when a waiting client leaves, so the next one is not refused', async () => {
    const { origin, release, renders, metrics } = await startWith({
      maxInFlight: 1,
      maxWaiting: 1,
      maxWaitMs: 60_000,
    });
    const slow = fetch(`${origin}/slow`);
    await expect.poll(() => metricValue(metrics, 'http_requests_in_flight')).toBe(1);
    const leaving = new AbortController();
    const abandoned = fetch(`${origin}/counted`, { signal: leaving.signal }).catch(() => null);
    await expect.poll(() => metricValue(metrics, 'http_requests_waiting')).toBe(1);
    leaving.abort();
    await abandoned;
    await expect.poll(() => metricValue(metrics, 'http_requests_waiting')).toBe(0);

    const next = fetch(`${origin}/counted`);
    release();
    expect((await next).status).toBe(200);
    expect((await slow).status).toBe(200);
    expect(renders.counted, 'the abandoned request was never rendered').toBe(1);
  });
});
