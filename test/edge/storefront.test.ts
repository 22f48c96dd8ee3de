/**
 * The storefront's production server behind a real Varnish with `deploy/varnish/default.vcl`, as
 * `npm run edge` runs them: what a visitor and an operator notice of the cache key, hits, compression,
 * headers, purges, probes, 503s and an origin that stops (deploy/varnish/README.md). The origin's
 * renders are counted from its metrics. Each test asks for pages no earlier test asked for, so it
 * sees its own misses. The rules about time are in `freshness.test.ts`.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { metric, renders } from '../../scripts/harness/metrics';
import { type RunningServer, startProductionServer } from '../../scripts/harness/server-process';
import {
  addressOf,
  describeEdge,
  type Edge,
  type SendOptions,
  send,
  startEdge,
  TRUSTED_ADDRESS,
  UNTRUSTED_ADDRESS,
  waitFor,
} from '../../scripts/harness/varnish';

/** The folder holding the test run's build (`dist/`), where the server runs. */
const buildRoot = () => path.dirname(inject('distDir'));

/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Starts the storefront and Varnish in front of it for the enclosing suite.
 *
 * @param env - extra settings of the server
 * @returns getters for both, valid inside the suite's tests
 */
function useEdge(env: NodeJS.ProcessEnv = {}): { server: () => RunningServer; edge: () => Edge } {
  let server: RunningServer | undefined;
  let edge: Edge | undefined;
  beforeAll(async () => {
    server = await startProductionServer({ cwd: buildRoot(), env });
    edge = await startEdge(addressOf(server.origin));
  });
  afterAll(async () => {
    await edge?.stop();
    const child = server?.child;
    if (child && child.exitCode === null && child.signalCode === null) await server?.stop();
  });
  return {
    server: () => server as RunningServer,
    edge: () => edge as Edge,
  };
}

describeEdge('the storefront behind Varnish', () => {
  const { server, edge } = useEdge();
  const get = (target: string, options: SendOptions = {}) =>
    send(`${edge().origin}${target}`, { ...options, headers: { ...BROWSER, ...options.headers } });
  const rendersOf = (route: string) => renders(server().metricsOrigin, route);

  it('answers the second request for a page from its copy: a hit with Age > 0, and no new render', async () => {
    const before = await rendersOf('/about');
    const first = await get('/about');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    // Age counts whole seconds: ask until the copy is a second old; every answer meanwhile is a hit.
    const later = await waitFor(
      () => get('/about'),
      (answer) => answer.cache !== 'HIT' || answer.age > 0,
    );
    expect(later.cache).toBe('HIT');
    expect(later.age).toBeGreaterThan(0);
    expect(later.text).toBe(first.text);
    expect(await rendersOf('/about')).toBe(before + 1);
  });

  it('serves fifty utm_* and fbclid variants of /shop, all at once, from one render', async () => {
    const before = await rendersOf('/shop');
    const targets = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? `/shop?utm_source=share${i}&utm_medium=social&utm_campaign=launch&utm_content=${i}`
        : `/shop?fbclid=IwAR${i}x${i}&utm_term=t${i}${i % 3 ? '' : '&gclid=g1&mc_eid=e2'}`,
    );
    const answers = await Promise.all(targets.map((target) => get(target)));
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
    expect(await rendersOf('/shop')).toBe(before + 1);
  });

  it('keeps ?category=pretzels its own page, whatever tracking parameters come with it', async () => {
    await get('/shop');
    const before = await rendersOf('/shop');
    const pretzels = await get('/shop?utm_source=newsletter&category=pretzels');
    expect(pretzels.cache).toBe('MISS');
    expect(pretzels.text).toContain('aria-current="true">Pretzels');
    expect((await get('/shop')).text).not.toContain('aria-current="true">Pretzels');
    const again = await get('/shop?category=pretzels&fbclid=abc&utm_medium=email');
    expect(again.cache).toBe('HIT');
    expect(again.text).toBe(pretzels.text);
    expect(await rendersOf('/shop')).toBe(before + 1);
  });

  it('sorts the remaining query, so the order of parameters does not split the cache', async () => {
    const before = await rendersOf('/events');
    const first = await get('/events?b=2&a=1');
    const reordered = await get('/events?a=1&utm_source=x&b=2');
    expect([first.cache, reordered.cache]).toEqual(['MISS', 'HIT']);
    expect(await rendersOf('/events')).toBe(before + 1);
  });

  it('stores a page gzipped once: gzip for browsers (even those offering brotli), plain for the rest', async () => {
    const before = await rendersOf('/corporate');
    const browser = await get('/corporate');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await send(`${edge().origin}/corporate`);
    const brotliOnly = await get('/corporate', { headers: { 'accept-encoding': 'br' } });
    for (const answer of [plain, brotliOnly]) {
      expect(answer.cache).toBe('HIT');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(browser.text);
    }
    expect(browser.text).toMatch(/^<!doctype html>/i);
    expect(await rendersOf('/corporate')).toBe(before + 1);
  });

  it('passes the security headers, Speculation-Rules, Vary, Cache-Control and the ETag unchanged', async () => {
    const direct = await send(`${server().origin}/contact`, { headers: BROWSER });
    const through = await get('/contact');
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'speculation-rules',
      'vary',
      'cache-control',
      'etag',
      'content-type',
    ];
    for (const name of names) {
      expect(direct.headers[name], name).toBeTruthy();
      expect(through.headers[name], name).toBe(direct.headers[name]);
    }
    expect(direct.headers['set-cookie']).toBeUndefined();
    expect(through.headers['set-cookie']).toBeUndefined();
  });

  it("does not let a visitor's cookies bypass the cache: the pages are the same for everyone", async () => {
    const before = await rendersOf('/core-club');
    await get('/core-club');
    const withCookie = await get('/core-club', { headers: { cookie: '_ga=GA1.2.3.4; theme=dark' } });
    expect(withCookie.cache).toBe('HIT');
    expect(await rendersOf('/core-club')).toBe(before + 1);
  });

  it('answers a browser revalidating with its ETag 304 from the copy, without a render', async () => {
    const first = await get('/seasonal');
    const before = await rendersOf('/seasonal');
    const etag = String(first.headers.etag);
    const revalidated = await get('/seasonal?utm_source=x', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.cache).toBe('HIT');
    expect(await rendersOf('/seasonal')).toBe(before);
  });

  it('keeps a 404 for its s-maxage of 30 s, and a hashed asset as the origin says (a year, immutable)', async () => {
    const missing = [await get('/no-such-sweet'), await get('/no-such-sweet?fbclid=1')];
    expect(missing.map((answer) => [answer.status, answer.cache])).toEqual([
      [404, 'MISS'],
      [404, 'HIT'],
    ]);
    expect(missing[1]?.headers['cache-control']).toContain('s-maxage=30');
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(missing[0]?.text ?? '')?.[1];
    expect(stylesheet).toBeTruthy();
    const assets = [await get(String(stylesheet)), await get(String(stylesheet))];
    expect(assets.map((answer) => [answer.status, answer.cache])).toEqual([
      [200, 'MISS'],
      [200, 'HIT'],
    ]);
    expect(assets[1]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches /healthz, /readyz or /metrics: the origin answers every one', async () => {
    const readyBefore = await metric(server().metricsOrigin, 'http_request_duration_seconds', {
      route: 'health',
    });
    for (const target of ['/healthz', '/readyz', '/healthz', '/readyz', '/metrics', '/metrics']) {
      const answer = await get(target);
      expect(answer.cache, target).toBe('MISS');
      expect(answer.age, target).toBe(0);
      expect(answer.text, target).not.toContain('page_render_duration_seconds');
    }
    // Varnish's own probe asks /healthz too, so the origin saw at least these four.
    const readyAfter = await metric(server().metricsOrigin, 'http_request_duration_seconds', {
      route: 'health',
    });
    expect(readyAfter - readyBefore).toBeGreaterThanOrEqual(4);
  });

  it('purges a page for the trusted ACL only: anyone else gets 405 and the copy stays', async () => {
    await get('/delivery');
    expect((await get('/delivery')).cache).toBe('HIT');
    for (const method of ['PURGE', 'BAN']) {
      const refused = await get('/delivery', { method, localAddress: UNTRUSTED_ADDRESS });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow, method).toBe('GET, HEAD');
    }
    expect((await get('/delivery')).cache).toBe('HIT');
    const before = await rendersOf('/delivery');
    const purged = await get('/delivery?utm_source=deploy', {
      method: 'PURGE',
      localAddress: TRUSTED_ADDRESS,
    });
    expect(purged.status).toBe(200);
    const fetched = await get('/delivery');
    expect(fetched.cache).toBe('MISS');
    // With the answer's status and headers, a miss that reached no render says what it was.
    const answer = `after a ${fetched.status} MISS: ${JSON.stringify(fetched.headers)}`;
    expect(await rendersOf('/delivery'), answer).toBe(before + 1);
  });

  it('bans every page for the trusted ACL (BAN /, as after a deploy): each is a miss next time', async () => {
    const pages = ['/', '/about', '/shop?category=pretzels'];
    for (const page of pages) await get(page);
    expect((await Promise.all(pages.map((page) => get(page)))).map((answer) => answer.cache)).toEqual(
      pages.map(() => 'HIT'),
    );
    const banned = await get('/', { method: 'BAN', localAddress: TRUSTED_ADDRESS });
    expect(banned.status).toBe(200);
    expect((await Promise.all(pages.map((page) => get(page)))).map((answer) => answer.cache)).toEqual(
      pages.map(() => 'MISS'),
    );
  });
});

describeEdge('the storefront behind Varnish, when the origin stops', () => {
  const { server, edge } = useEdge();
  const get = (target: string) => send(`${edge().origin}${target}`, { headers: BROWSER });

  it('still serves the pages it holds, while /healthz through the edge fails', async () => {
    const page = await get('/shop');
    expect((await get('/shop')).cache).toBe('HIT');
    await server().stop();
    const after = await get('/shop?utm_source=outage');
    expect(after.status).toBe(200);
    expect(after.text).toBe(page.text);
    const health = await get('/healthz');
    expect(health.status).toBe(503);
    expect(health.headers['cache-control']).toBe('no-store');
    const uncached = await get('/about');
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toBeTruthy();
  });
});

describeEdge('the storefront behind Varnish, when the origin sheds load', () => {
  // MAX_WAIT_MS=0: every page request waits longer than allowed and gets the busy 503, while /healthz,
  // answered before the load shedding, stays 200 (server/middleware/load-shedding.ts).
  const { server, edge } = useEdge({ MAX_WAIT_MS: '0' });
  const get = (target: string) => send(`${edge().origin}${target}`, { headers: BROWSER });
  const shed = () => metric(server().metricsOrigin, 'http_requests_shed_total');

  it('passes the busy 503 on with Retry-After and never stores it: the next visitor asks again', async () => {
    const before = await shed();
    const answers = [await get('/shop'), await get('/shop')];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.cache).toBe('MISS');
      expect(answer.headers['retry-after']).toBeTruthy();
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await shed()).toBe(before + 2);
    expect((await get('/healthz')).status).toBe(200);
  });
});
