/**
 * The server's HTTP policies as a browser, a CDN and an operator see them (server/http/policies.ts):
 * the `Cache-Control` of every kind of answer, which conditional requests get 304, when a connection
 * ends, which encoding a client gets for a page and for a file the build compressed, and the route
 * label a request is measured under. Each expected value is spelt out here from its source (the ADRs,
 * RFC 9110, RFC 9111), never read from the product, and each is checked on a real response through the
 * middlewares the server mounts, on a small fixture folder instead of a build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { endKeepAliveWhileDraining, requestGuard } from '../../server/middleware/guards';
import { liveness } from '../../server/middleware/health';
import { createLoadShedding } from '../../server/middleware/load-shedding';
import { pageResponse } from '../../server/middleware/page-response';
import { siteFiles } from '../../server/middleware/site-files';
import { assetFiles, publicFiles } from '../../server/middleware/static-files';
import { uncaughtError } from '../../server/middleware/uncaught-error';
import { createMetrics, createMetricsServer, requestMetrics } from '../../server/telemetry';

/** A page well above any compression threshold: 2,400 bytes of text. */
const PAGE_HTML = `<!doctype html><title>Shop</title><p>${'pretzel '.repeat(300)}</p>`;

/** The page status the fake renderer answers each path with; any other path renders 200. */
const STATUS_BY_PATH: Record<string, number> = { '/no-such-page': 404, '/broken': 500 };

/** Renders every path as {@link PAGE_HTML} with its status, and names a page's ETag by its URL. */
const renderer = {
  render: async (url: string) => ({ status: STATUS_BY_PATH[url] ?? 200, html: PAGE_HTML }),
  etag: (url: string) => `W/"page${url.replaceAll('/', '-')}"`,
  clientErrorPage: (error: { status: number }) => `<h1>${error.status}</h1><p>${'sorry '.repeat(300)}</p>`,
};

/** A fixture build folder: one script asset with its brotli and gzip copies, one public file without. */
const publicDir = mkdtempSync(path.join(tmpdir(), 'http-policies-'));
const SCRIPT = `export const sweets = [${'"candy apple", '.repeat(200)}];\n`;
mkdirSync(path.join(publicDir, 'assets'));
writeFileSync(path.join(publicDir, 'assets', 'app-0123456789.js'), SCRIPT);
writeFileSync(path.join(publicDir, 'assets', 'app-0123456789.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(publicDir, 'assets', 'app-0123456789.js.gz'), gzipSync(SCRIPT));
writeFileSync(path.join(publicDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const metrics = createMetrics();

/** The chain's steps in the server's order, on the paths the spec names. */
function storefront(...before: RequestHandler[]): express.Express {
  const app = express();
  app.set('etag', false);
  app.use(requestMetrics(metrics), ...before, requestGuard(renderer));
  app.get('/healthz', liveness());
  app.use('/assets', assetFiles(publicDir));
  app.get(['/robots.txt', '/sitemap.xml', '/speculation-rules.json'], siteFiles('https://shop.example'));
  app.get(/\.[a-z]+$/, publicFiles(publicDir));
  app.get('/{*path}', pageResponse({ renderer, metrics }));
  return app;
}

const app = storefront();
const SCRIPT_URL = '/assets/app-0123456789.js';

describe('Cache-Control, by kind of answer', () => {
  it.each([
    ['a page', '/shop', 200, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'],
    ['a 404 page', '/no-such-page', 404, 'public, max-age=0, s-maxage=30'],
    ['a 500 page', '/broken', 500, 'no-store'],
    ['the liveness probe', '/healthz', 200, 'no-store'],
    ['a hashed asset', SCRIPT_URL, 200, 'public, max-age=31536000, immutable'],
    ['a missing asset', '/assets/gone-0123456789.js', 404, 'no-store'],
    ['a public file', '/icon.svg', 200, 'public, max-age=86400'],
    ['robots.txt', '/robots.txt', 200, 'public, max-age=3600'],
    ['the sitemap', '/sitemap.xml', 200, 'public, max-age=3600'],
    ['the speculation rules', '/speculation-rules.json', 200, 'public, max-age=3600'],
  ])('%s (%s) answers %d with %j', async (_kind, url, status, cacheControl) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('keeps a page’s Cache-Control on its 304, so a cache keeps its copy for as long again', async () => {
    const res = await request(app).get('/shop').set('If-None-Match', 'W/"page-shop"');
    expect(res.status).toBe(304);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('lets nothing keep the busy 503, and ends its connection so a retry connects again', async () => {
    const shedAll = createLoadShedding({ maxInFlight: 1, maxWaiting: 0, maxWaitMs: 1000 }, createMetrics());
    const res = await request(storefront(shedAll)).get('/shop').set('Connection', 'keep-alive');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers.connection).toBe('close');
  });

  it('lets nothing keep an error that escaped a middleware', async () => {
    const failing = express();
    failing.get('/', () => {
      throw new Error('disk gone');
    });
    failing.use(uncaughtError(pino({ level: 'silent' })));
    const res = await request(failing).get('/');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets nothing keep the metrics', async () => {
    const res = await request(createMetricsServer(metrics.registry, app)).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('freshness of a page (RFC 9110 §13.1.2, as Express’s req.fresh)', () => {
  const etag = 'W/"page-shop"';
  it.each([
    ['the ETag itself', { 'If-None-Match': etag }, 304],
    ['the ETag without W/, compared weakly', { 'If-None-Match': '"page-shop"' }, 304],
    ['one of a list, with spaces', { 'If-None-Match': '  "other" ,  W/"page-shop"  ' }, 304],
    ['any tag (*)', { 'If-None-Match': '*' }, 304],
    ['another page’s ETag', { 'If-None-Match': 'W/"page-about"' }, 200],
    ['a prefix of the ETag', { 'If-None-Match': 'W/"page-sho"' }, 200],
    [
      'the ETag on a reload (no-cache)',
      { 'If-None-Match': etag, 'Cache-Control': 'max-age=0, no-cache' },
      200,
    ],
    ['the ETag with max-age=0 only', { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' }, 304],
    ['a date alone: pages have none', { 'If-Modified-Since': 'Wed, 21 Oct 2099 07:28:00 GMT' }, 200],
    ['the ETag beside a date, which it overrides', { 'If-None-Match': etag, 'If-Modified-Since': 'x' }, 304],
  ])('%s gets %d', async (_case, headers, status) => {
    expect((await request(app).get('/shop').set(headers)).status).toBe(status);
  });

  it('gives a 404 page its ETag and a 500 page none', async () => {
    expect((await request(app).get('/no-such-page')).headers.etag).toBe('W/"page-no-such-page"');
    expect((await request(app).get('/broken')).headers.etag).toBeUndefined();
  });
});

describe('Connection: close', () => {
  it('is not sent by a serving process to a keep-alive client', async () => {
    const res = await request(app).get('/shop').set('Connection', 'keep-alive');
    expect(res.headers.connection).toBe('keep-alive');
  });

  it('is sent on every answer while the process drains', async () => {
    const draining = storefront(endKeepAliveWhileDraining({ draining: true }));
    for (const url of ['/shop', '/healthz', SCRIPT_URL])
      expect((await request(draining).get(url).set('Connection', 'keep-alive')).headers.connection, url).toBe(
        'close',
      );
  });
});

/**
 * The one encoding rule (RFC 9110 §12.5.3; ADR 0007, "Compression"): the client's highest q-value
 * wins; among encodings it weighs equally, brotli, then gzip, then none. `undefined` sends no header.
 */
const ENCODING_CASES: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['identity', undefined],
  ['deflate', undefined],
  ['identity;q=0', undefined],
  ['gzip, deflate, br, zstd', 'br'],
  ['br, gzip', 'br'],
  ['gzip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['zstd, gzip;q=0.5, br;q=0.5', 'br'],
  ['*', 'br'],
  ['BR', 'br'],
  ['gzip;q=0.8, *;q=0.1', 'gzip'],
];

/** A GET with exactly this `Accept-Encoding` (none when undefined; supertest would add its own). */
function getWithEncoding(url: string, acceptEncoding: string | undefined) {
  const req = request(app).get(url);
  return acceptEncoding === undefined
    ? req.unset('Accept-Encoding')
    : req.set('Accept-Encoding', acceptEncoding);
}

describe('encoding: one rule for pages compressed per response and files compressed by the build', () => {
  it.each(ENCODING_CASES)('a page for Accept-Encoding %j is sent as %j', async (header, encoding) => {
    const res = await getWithEncoding('/shop', header);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toBe(PAGE_HTML);
  });

  it.each(ENCODING_CASES)('an asset for Accept-Encoding %j is sent as %j', async (header, encoding) => {
    const res = await getWithEncoding(SCRIPT_URL, header);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.text).toBe(SCRIPT);
  });

  it('encodes the request guard’s client-error page by the same rule', async () => {
    const res = await request(app).post('/shop').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(405);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(res.text).toBe(`<h1>405</h1><p>${'sorry '.repeat(300)}</p>`);
  });

  it('sends the copy the build wrote, byte for byte', async () => {
    const br = await getWithEncoding(SCRIPT_URL, 'br');
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    const gzip = await getWithEncoding(SCRIPT_URL, 'gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
  });

  it('sends a file without copies as it is, and a file under 1 KiB uncompressed', async () => {
    expect((await getWithEncoding('/icon.svg', 'br')).headers['content-encoding']).toBeUndefined();
    const robots = await getWithEncoding('/robots.txt', 'br, gzip');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers.vary).toBe('Accept-Encoding');
    expect(robots.text).toBe('User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n');
  });
});

describe('the speculation rules', () => {
  it('never prerender the probes, the assets, the dev endpoints or a file', async () => {
    const rules = (await request(app).get('/speculation-rules.json')).body;
    const excluded = rules.prerender[0].where.and[1].not.href_matches;
    expect(excluded).toEqual(['/healthz', '/readyz', '/assets/*', '/__dev/*', '/*.*']);
  });
});

describe('the route label', () => {
  it('sorts requests into pages and kinds of answer, never a raw path', async () => {
    const labelled = createMetrics();
    const measured = express();
    measured.use(requestMetrics(labelled), (_req, res) => {
      res.send('ok');
    });
    const paths = ['/', '/shop', '/shop?category=pretzels', '/healthz', '/readyz', '/robots.txt'];
    paths.push('/speculation-rules.json', '/__dev/events', SCRIPT_URL, '/favicon.ico', '/no-such', '/shop/');
    for (const url of paths) await request(measured).get(url);
    const counts = (await labelled.requestDuration.get()).values.filter((value) =>
      value.metricName?.endsWith('_count'),
    );
    const byRoute = Object.fromEntries(counts.map((value) => [value.labels.route, value.value]));
    expect(byRoute).toEqual({ '/': 1, '/shop': 2, health: 2, site_file: 2, dev: 1, static: 2, not_found: 2 });
  });
});
