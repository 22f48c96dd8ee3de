import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { CLIENT_ERROR_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../server/cache-policy';
import { SERVER_LIMITS } from '../../server/http-server';
import { brand } from '../../shared/content/brand';
import { products } from '../../shared/content/catalogue';
import { createRoutes } from '../../shared/routes';
import { type Listening, listen, rawRequest } from './http-helpers';

const app = createApp({ logger: pino({ level: 'silent' }) });

let server: Listening;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(async () => {
  await server.close();
});

/** The islands module the home page loads (consistent with the manifest this app was built from). */
async function entryUrl(): Promise<string> {
  const res = await request(app).get('/');
  const match = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(res.text);
  if (!match?.[1]) throw new Error('no islands module in the home page');
  return match[1];
}

/** The stylesheet the served HTML links. */
async function stylesheetUrl(): Promise<string> {
  const res = await request(app).get('/');
  const match = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(res.text);
  if (!match) throw new Error('no stylesheet in the home page');
  return match[1] as string;
}

/** A Location header stays on this origin: one `/`, then neither `/` nor `\`. */
function isOnSite(location: string): boolean {
  return /^\/(?![/\\])/.test(location);
}

describe('security headers', () => {
  function directives(csp: string): Map<string, string[]> {
    return new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name = '', ...values]) => [name.toLowerCase(), values]),
    );
  }

  it('sends a strict Content-Security-Policy on pages', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeTruthy();
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const map = directives(csp ?? '');
    expect(map.get('script-src')).toEqual(["'self'"]);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toBeDefined();
    expect(map.get('base-uri')).not.toContain('*');
    expect(map.get('frame-ancestors')).toBeDefined();
    expect(map.get('frame-ancestors')).not.toContain('*');
    expect(map.get('img-src')).toContain('https://images.unsplash.com');
    expect(map.get('default-src')).toEqual(["'self'"]);
  });

  it('sends HSTS, nosniff and a Referrer-Policy, and no X-Powered-By', async () => {
    const res = await request(app).get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(
      /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
    );
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/nope', '/%', '/robots.txt', '/healthz', '/assets/nope-123.js'])(
    'sends the same security headers on %s',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends no X-Powered-By on a 405 either', async () => {
    const res = await request(app).post('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('hashed assets', () => {
  it('caches the islands module for a year as immutable, as JavaScript, with an ETag', async () => {
    const url = await entryUrl();
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers.etag).toBeTruthy();
  });

  it('serves the stylesheet as text/css with the same long cache', async () => {
    const res = await request(app).get(await stylesheetUrl());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const url = await entryUrl();
    const first = await request(app).get(url);
    const again = await request(app)
      .get(url)
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('serves the gzip file written at build time when asked for gzip', async () => {
    const res = await request(app)
      .get(await entryUrl())
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('serves the brotli file written at build time, byte for byte, when asked for br', async () => {
    const url = await entryUrl();
    const res = await rawRequest(server.port, 'GET', url, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const onDisk = readFileSync(path.join(import.meta.dirname, '../../dist/public', `${url}.br`));
    expect(Number(res.headers['content-length'])).toBe(onDisk.length);
    expect(res.body).toBe(brotliDecompressSync(onDisk).toString());
  });

  it('sends the file uncompressed for Accept-Encoding identity', async () => {
    const url = await entryUrl();
    const res = await rawRequest(server.port, 'GET', url, { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a short plain-text 404 that is not cached as immutable', async () => {
    const res = await request(app).get('/assets/nope-123.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.length).toBeLessThan(100);
    expect(res.text).not.toMatch(/<html|<!doctype/i);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(res.headers['cache-control'] ?? '').not.toContain('max-age=31536000');
  });

  it('does not list the assets folder', async () => {
    // `/assets/` first redirects to its canonical form `/assets`, which is a plain 404.
    const redirect = await request(app).get('/assets/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/assets');
    const res = await request(app).get('/assets');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('.js');
  });
});

describe('HTML caching', () => {
  it('renders every request again: nothing keeps the HTML, whatever the URL or the outcome', async () => {
    let renders = 0;
    const table = createRoutes();
    table[0]?.children?.push(
      {
        path: 'counted',
        Component: () => {
          renders++;
          return <h1>Counted</h1>;
        },
      },
      {
        path: 'failing',
        Component: () => {
          renders++;
          throw new Error('fails every time');
        },
      },
    );
    const counted = createApp({ routes: table, logger: pino({ level: 'silent' }) });
    for (let i = 0; i < 3; i++) expect((await request(counted).get('/counted')).text).toContain('Counted');
    expect(renders, 'the same URL three times is three renders').toBe(3);
    await request(counted).get('/counted?utm_source=mail');
    expect(renders).toBe(4);
    for (let i = 0; i < 2; i++) expect((await request(counted).get('/failing')).status).toBe(500);
    expect(renders, 'a failed render is tried again').toBe(6);
  });

  it('sends an ETag, Vary: Accept-Encoding, and lets browsers revalidate while a CDN keeps it briefly', async () => {
    const res = await request(app).get('/shop');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const directives = new Map(
      PAGE_CACHE_CONTROL.split(', ').map((directive) => {
        const [name = '', value = ''] = directive.split('=');
        return [name, value];
      }),
    );
    expect(directives.get('max-age'), 'browsers always revalidate').toBe('0');
    expect(
      Number(directives.get('s-maxage')),
      'a shared cache keeps a page at most a minute',
    ).toBeLessThanOrEqual(60);
    expect(Number(directives.get('stale-while-revalidate'))).toBeGreaterThan(
      Number(directives.get('s-maxage')),
    );
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('answers 304 with the same Cache-Control, so a cache refreshes its copy for as long again', async () => {
    const first = await request(app).get('/about');
    const again = await request(app)
      .get('/about')
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('gives a 404 page a short shared lifetime and a 500 page none', async () => {
    const missing = await request(app).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(CLIENT_ERROR_CACHE_CONTROL);
    const table = createRoutes();
    table[0]?.children?.push({
      path: 'failing',
      Component: () => {
        throw new Error('fails');
      },
    });
    const failing = await request(createApp({ routes: table, logger: pino({ level: 'silent' }) })).get(
      '/failing',
    );
    expect(failing.status).toBe(500);
    expect(failing.headers['cache-control']).toBe('no-store');
    expect(failing.headers.etag).toBeUndefined();
  });

  it('answers 304 for a matching If-None-Match and 200 for a stale one', async () => {
    const first = await request(app).get('/shop');
    const again = await request(app)
      .get('/shop')
      .set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await request(app).get('/shop').set('If-None-Match', 'W/"stale"');
    expect(stale.status).toBe(200);
  });

  it('gives each URL its own ETag', async () => {
    const shop = await request(app).get('/shop');
    const pretzels = await request(app).get('/shop?category=pretzels');
    expect(shop.headers.etag).not.toBe(pretzels.headers.etag);
  });

  it('does not let the ETag of one page revalidate another', async () => {
    const shop = await request(app).get('/shop');
    const about = await request(app)
      .get('/about')
      .set('If-None-Match', shop.headers.etag ?? '');
    expect(about.status).toBe(200);
  });
});

describe('malformed request targets', () => {
  it.each(['/%', '/%E0%A4%A', '/a%00b', '/a%0d%0ab', '/%2e%2e/about', '/%2E/shop'])(
    'answers %s with a small 400 page that does not echo it',
    async (target) => {
      const res = await rawRequest(server.port, 'GET', target);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.length).toBeLessThan(2000);
      expect(res.body).toContain('Bad Request');
      expect(res.body).not.toContain(target);
      expect(res.body).not.toContain('%E0');
      expect(res.body).not.toContain('%00');
      expect(res.body).not.toContain('%0d');
      expect(res.body).not.toContain('About');
      expect(res.headers['cache-control'], 'a CDN may keep a 4xx briefly').toBe(CLIENT_ERROR_CACHE_CONTROL);
    },
  );

  it.each(['/shop?utm_term=50%', '/shop?utm_term=caf%E9', '/?q=%', '/about?ref=%zz&x=%E0%A4%A'])(
    'renders %s normally: a query the page does not read never breaks it',
    async (target) => {
      const res = await rawRequest(server.port, 'GET', target);
      expect(res.status).toBe(200);
      expect(res.body).toContain('</html>');
    },
  );

  it('redirects an escaped letter in the path to the canonical path, keeping the query', async () => {
    const res = await rawRequest(server.port, 'GET', '/%73hop?category=pretzels');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop?category=pretzels');
  });
});

describe('path traversal and private files', () => {
  const targets = [
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/%2E%2E/package.json',
    '/assets/..%2fpackage.json',
    '/assets/..%2Fpackage.json',
    '/assets/..%5cpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/../../package.json',
    '/assets/../server/app.ts',
    '/assets/.env',
    '/../package.json',
    '/%2e%2e/package.json',
    '/package.json',
    '/.env',
    '/.git/config',
    '/server/app.ts',
    '/dist/manifest.json',
    '/manifest.json',
  ];

  it.each(targets)('refuses %s without revealing the file', async (target) => {
    const res = await rawRequest(server.port, 'GET', target);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body).not.toContain('"name": "sweet-storefront"');
    expect(res.body).not.toContain('sweet-storefront');
    expect(res.body).not.toMatch(/\bimport\b/);
    expect(res.body).not.toContain('"buildId"');
    expect(res.body).not.toContain('[core]');
  });
});

describe('size limits', () => {
  it('answers an over-long URL (3000 characters) with 414', async () => {
    const res = await request(app).get(`/${'a'.repeat(2999)}`);
    expect(res.status).toBe(414);
    expect(res.text.length).toBeLessThan(2000);
    expect(res.text).not.toContain('a'.repeat(100));
  });

  it('answers an over-long query with 414 as well', async () => {
    const res = await request(app).get(`/shop?category=${'x'.repeat(3000)}`);
    expect(res.status).toBe(414);
  });

  it('answers a 20 KB header with 431 on a listening server', async () => {
    const res = await rawRequest(server.port, 'GET', '/', { 'X-Big': 'a'.repeat(20 * 1024) });
    expect(res.status).toBe(431);
  });

  it('keeps answering normally after a 431', async () => {
    await rawRequest(server.port, 'GET', '/', { 'X-Big': 'a'.repeat(20 * 1024) });
    const res = await rawRequest(server.port, 'GET', '/healthz');
    expect(res.status).toBe(200);
  });
});

describe('methods', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'answers %s / with 405 and Allow: GET, HEAD',
    async (method) => {
      const res = await request(app)[method]('/');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('answers POST to a page with a body with 405 too', async () => {
    const res = await request(app).post('/shop').type('form').send('email=a%40b.com');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.text).not.toContain('a@b.com');
  });

  it('answers OPTIONS / with an Allow header', async () => {
    const res = await request(app).options('/');
    expect(res.status).toBeLessThan(300);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers TRACE / without echoing the request', async () => {
    const res = await rawRequest(server.port, 'TRACE', '/', { Cookie: 'secret=trace-me' });
    expect(res.status).toBe(405);
    expect(res.body).not.toContain('trace-me');
  });
});

describe('redirects', () => {
  it('redirects /shop/ to /shop with 301', async () => {
    const res = await request(app).get('/shop/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop');
  });

  it('redirects //shop to /shop with 301', async () => {
    const res = await rawRequest(server.port, 'GET', '//shop');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop');
  });

  it('keeps the query when redirecting to the canonical path', async () => {
    const res = await request(app).get('/shop/?category=pretzels');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop?category=pretzels');
  });

  it.each([
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '//\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/.//evil.example/',
  ])('never redirects %s off-site', async (target) => {
    const res = await rawRequest(server.port, 'GET', target);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.location;
    if (location !== undefined) expect(isOnSite(location), `Location: ${location}`).toBe(true);
  });

  it('refuses a backslash path with 400 rather than redirecting', async () => {
    const res = await rawRequest(server.port, 'GET', '/\\evil.example/');
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('hostile queries and paths', () => {
  it.each([
    '/shop?category=<script>alert(1)</script>',
    '/shop?category=%3Cscript%3Ealert(1)%3C/script%3E',
    '/shop?category[]=x',
    '/shop?__proto__[x]=1',
    '/shop?constructor[prototype][x]=1',
    '/shop?category=__proto__',
    '/shop?category=pretzels&category=<script>alert(1)</script>',
  ])('answers %s with the normal shop page and no injected script', async (target) => {
    const res = await rawRequest(server.port, 'GET', target);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Our Sweet Shop');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('alert(1)');
  });

  it('shows every product for an array-style category', async () => {
    const res = await rawRequest(server.port, 'GET', '/shop?category[]=pretzels');
    expect(res.body.match(/<li data-category="[\w-]+">/g)).toHaveLength(products.length);
  });

  it('does not pollute Object.prototype through the query', async () => {
    await rawRequest(
      server.port,
      'GET',
      '/shop?__proto__[polluted]=yes&constructor[prototype][polluted2]=yes',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted2).toBeUndefined();
  });

  it('answers /</script><script>alert(1)</script> with its escaped form, then 404, never the raw markup', async () => {
    const redirect = await rawRequest(server.port, 'GET', '/</script><script>alert(1)</script>');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(redirect.body).not.toContain('<script>');
    const res = await rawRequest(server.port, 'GET', redirect.headers.location ?? '');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('alert(1)');
  });

  it('does not reflect an injected Host header into canonical or Open Graph URLs', async () => {
    const res = await rawRequest(server.port, 'GET', '/about', { 'X-Forwarded-Host': 'evil.example' });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`<link rel="canonical" href="${brand.website}/about">`);
  });
});

describe('keep-alive connections', () => {
  it('closes a connection cleanly after its last allowed request: Connection: close, never a 503', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const responses = () => received.split('HTTP/1.1 ').length - 1;
    // Like a load tester that ignores Connection: close: one request after each response, on and on.
    for (let sent = 1; sent <= SERVER_LIMITS.maxRequestsPerSocket + 5 && !socket.destroyed; sent++) {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await vi.waitFor(() => expect(responses() >= sent || socket.destroyed).toBe(true), {
        timeout: 2000,
        interval: 1,
      });
    }
    await closed;
    expect(responses()).toBe(SERVER_LIMITS.maxRequestsPerSocket);
    expect(received).not.toContain('503');
    const last = received.slice(received.lastIndexOf('HTTP/1.1 '));
    expect(last).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\nConnection: close\r\n/i);
  });
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz with 200 and no caching', async () => {
    const healthz = await request(app).get('/healthz');
    expect(healthz.status).toBe(200);
    expect(healthz.headers['cache-control']).toBe('no-store');
    const readyz = await request(app).get('/readyz');
    expect(readyz.status).toBe(200);
    expect(readyz.headers['cache-control']).toBe('no-store');
  });

  it('while draining: /readyz answers 503 at once, /healthz stays 200, pages still answer with Connection: close', async () => {
    const lifecycle = { draining: false };
    const draining = createApp({ logger: pino({ level: 'silent' }), lifecycle });
    expect((await request(draining).get('/readyz')).status).toBe(200);
    lifecycle.draining = true;
    expect((await request(draining).get('/readyz')).status).toBe(503);
    expect((await request(draining).get('/healthz')).status).toBe(200);
    const page = await request(draining).get('/');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
  });

  it('fails readiness, with the reason, when a built asset the pages need is missing', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../dist/manifest.json'), 'utf8'),
    );
    const broken = createApp({
      logger: pino({ level: 'silent' }),
      manifest: { ...manifest, css: '/assets/main-missing.css' },
    });
    const res = await request(broken).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/missing/);
    expect((await request(broken).get('/healthz')).status).toBe(200);
  });

  it('fails readiness when the home page cannot render', async () => {
    const table = createRoutes();
    const home = table[0]?.children?.find((route) => route.index);
    if (!home) throw new Error('no home route');
    home.lazy = undefined;
    home.Component = () => {
      throw new Error('cannot render');
    };
    const broken = createApp({ logger: pino({ level: 'silent' }), routes: table });
    const res = await request(broken).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/status 500/);
  });
});

describe('random hostile input', () => {
  const marker = '<marker-xyz>';
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO'];
  const nasty = fc.constantFrom(
    '%',
    '%%',
    '%2',
    '%zz',
    '%00',
    '%0d%0a',
    '%2e%2e',
    '%2f',
    '%5c',
    '\\',
    '\u0000',
    '/',
    '//',
    '..',
    '.',
    '?',
    '#',
    '~',
    ';',
    '<',
    '>',
    '"',
    "'",
    ' ',
    'é',
    '%C3%A9',
    '%E0%A4%A',
    '[]',
    '__proto__',
    'shop',
    'assets',
    'category=',
  );
  const path = fc.oneof(
    fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
    fc.array(nasty, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
    fc.string({ maxLength: 40 }).map((s) => `/${s}`),
    fc.webUrl(),
  );
  const withMarker = fc.tuple(path, fc.nat()).map(([p, at]) => {
    const position = 1 + (at % Math.max(1, p.length));
    return p.slice(0, position) + marker + p.slice(position);
  });
  const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
  const headers = fc.record(
    {
      Accept: fc.oneof(fc.constantFrom('text/html', 'text/plain', '*/*', 'application/json'), headerValue),
      'Accept-Encoding': fc.oneof(
        fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'br;q=0, gzip', '*'),
        headerValue,
      ),
      'If-None-Match': headerValue,
      'If-Modified-Since': headerValue,
      Range: fc.oneof(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999-', 'bytes=a-b'), headerValue),
      Cookie: headerValue,
      'X-Forwarded-For': headerValue,
    },
    { requiredKeys: [] },
  );

  it('never answers 5xx and never reflects a <marker-xyz> tag from the path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), withMarker, headers, async (method, target, extra) => {
        // A space, CR or LF would end the request line early; the parser rejects those itself.
        const res = await rawRequest(server.port, method, target, extra);
        expect(res.status, `${method} ${JSON.stringify(target)}`).toBeGreaterThanOrEqual(100);
        expect(res.status, `${method} ${JSON.stringify(target)}`).toBeLessThan(500);
        expect(res.body.includes(marker), `${method} ${JSON.stringify(target)} reflected the marker`).toBe(
          false,
        );
        if (res.headers.location !== undefined) {
          expect(isOnSite(res.headers.location), `Location ${res.headers.location}`).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('request logging', () => {
  function memoryLogger() {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of chunk.toString().split('\n')) {
          if (!line) continue;
          raw.push(line);
          lines.push(JSON.parse(line));
        }
        callback();
      },
    });
    return { logger: pino({ level: 'info' }, destination), lines, raw };
  }

  it('writes one JSON line per request with method, path without query, status and response time', async () => {
    const { logger, lines, raw } = memoryLogger();
    const logged = createApp({ logger });
    await request(logged).get('/shop?email=a@b.com');
    await request(logged).get('/nope?email=a%40b.com');
    await request(logged).get('/%');
    await request(logged).post('/contact?email=a@b.com').type('form').send('email=a%40b.com');
    await vi.waitFor(() => expect(lines).toHaveLength(4));
    const summary = lines.map((line) => {
      const req = line.req as { method: string; path: string };
      const res = line.res as { statusCode: number };
      return [req.method, req.path, res.statusCode];
    });
    expect(summary).toEqual([
      ['GET', '/shop', 200],
      ['GET', '/nope', 404],
      ['GET', '/%', 400],
      ['POST', '/contact', 405],
    ]);
    for (const line of lines) expect(typeof line.responseTime).toBe('number');
    for (const text of raw) {
      expect(text).not.toContain('a@b.com');
      expect(text).not.toContain('a%40b.com');
      expect(text).not.toContain('email=');
    }
  });

  it('does not log request headers such as cookies or authorization', async () => {
    const { logger, raw } = memoryLogger();
    const logged = createApp({ logger });
    await request(logged)
      .get('/')
      .set('Cookie', 'session=cookie-secret')
      .set('Authorization', 'Bearer token-secret');
    await vi.waitFor(() => expect(raw).toHaveLength(1));
    expect(raw[0]).not.toContain('cookie-secret');
    expect(raw[0]).not.toContain('token-secret');
  });
});
