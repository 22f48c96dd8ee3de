/**
 * Metrics for the operator (docs/decisions/0008-load-shedding.md, "Metrics"): Prometheus text on a
 * port of its own, with request and render histograms whose route label stays bounded however many
 * URLs arrive, and nothing on the public port.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSets, parseMetrics } from '../../scripts/harness/metrics';
import { listen } from '../../server/index';
import { createMetrics, createMetricsServer } from '../../server/telemetry';
import { silentApp } from '../support/http';

const metrics = createMetrics();
const app = silentApp({ metrics });
const metricsServer = createMetricsServer(metrics.registry, app);
let metricsOrigin = '';

beforeAll(async () => {
  metricsOrigin = `http://127.0.0.1:${await listen(metricsServer, 0, '127.0.0.1')}`;
});
afterAll(() => new Promise<void>((done) => metricsServer.close(() => done())));

describe('metrics', () => {
  it('are never served on the public port', async () => {
    expect((await request(app).get('/metrics')).status).toBe(404);
  });

  it('label requests by route pattern and status, however many different URLs arrive', async () => {
    for (let i = 0; i < 60; i++) {
      await request(app).get(`/shop?utm_source=post&fbclid=${i}`);
      await request(app).get(`/no-such-page-${i}?q=${i}`);
    }
    await request(app).get('/');
    await request(app).get('/robots.txt');
    await request(app).get('/favicon.svg');
    await request(app).get('/healthz');
    await request(app).get('/shop/');
    await request(app).post('/shop');

    const res = await fetch(`${metricsOrigin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const metrics = await parseMetrics(text, [
      'http_request_duration_seconds',
      'page_render_duration_seconds',
    ]);
    const requests = labelSets(metrics, 'http_request_duration_seconds');
    const routes = new Set(requests.map((labels) => labels.route));
    expect(routes).toEqual(new Set(['/shop', '/', 'not_found', 'site_file', 'static', 'health']));
    expect(requests.length, 'a handful of series, not one per URL').toBeLessThan(12);
    // A redirected or refused request keeps the label of the path it asked for; its status says how it went.
    expect(requests).toContainEqual({ route: 'not_found', status_code: '301' });
    expect(requests).toContainEqual({ route: '/shop', status_code: '405' });
    for (const labels of requests) {
      expect(labels.route).not.toMatch(/[?]|no-such|utm|fbclid/);
      expect(labels.status_code).toMatch(/^[1-5]\d\d$/);
    }
    expect(text).toContain('http_request_duration_seconds_count{route="/shop",status_code="200"} 60');

    const renders = new Set(labelSets(metrics, 'page_render_duration_seconds').map((labels) => labels.route));
    expect(renders).toEqual(new Set(['/shop', '/', 'not_found']));
    for (const name of ['http_requests_shed_total', 'http_requests_in_flight', 'http_requests_waiting'])
      expect(text, name).toContain(`# TYPE ${name}`);
  });

  it('answer the health endpoints on the metrics port too, for the kubelet, and nothing else', async () => {
    const origin = metricsOrigin;
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await fetch(`${origin}/shop`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(404);
  });

  it("include the process's memory, CPU, event-loop lag and garbage collection when asked", async () => {
    const withProcess = createMetrics({ processMetrics: true });
    const text = await withProcess.registry.metrics();
    for (const name of [
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text, name).toContain(`# TYPE ${name}`);
  });
});
