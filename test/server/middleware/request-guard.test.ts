/**
 * The request-target guard and the limits in front of it: malformed targets get a small 400 page that
 * echoes nothing; traversal and private paths reveal no file; over-long URLs get 414 and oversized
 * headers 431; methods other than GET and HEAD get 405 with `Allow`; non-canonical paths get a 301 that
 * keeps the query and never leaves the site; hostile queries and paths render the normal page with
 * nothing injected, no prototype polluted and no Host header reflected.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/harness/parse-html';
import { brand } from '../../../shared/content/brand';
import { products } from '../../../shared/content/catalogue';
import { isOnSite, listenDuringFile, rawRequest, silentApp } from '../../support/http';

const app = silentApp();
const port = listenDuringFile(app);

/** How many products the shop page shows: items of its grid that are not hidden. */
async function shownProducts(html: string): Promise<number> {
  const { document, close } = parseHtml(html);
  try {
    return document.querySelectorAll('#shop-grid > li:not([hidden])').length;
  } finally {
    await close();
  }
}

/** A header far past Node's 16 KB limit on the request head. */
const HUGE_HEADER = { 'X-Big': 'a'.repeat(20 * 1024) };

describe('malformed request targets', () => {
  it.each(['/%', '/%E0%A4%A', '/a%00b', '/a%0d%0ab', '/%2e%2e/about', '/%2E/shop'])(
    'answers %s with a small 400 page that does not echo it',
    async (target) => {
      const res = await rawRequest(port(), 'GET', target);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.length).toBeLessThan(2000);
      expect(res.body).toContain('Bad Request');
      expect(res.body).not.toContain(target);
      expect(res.body).not.toContain('%E0');
      expect(res.body).not.toContain('%00');
      expect(res.body).not.toContain('%0d');
      expect(res.body).not.toContain('About');
      expect(res.headers['cache-control'], 'a CDN may keep a 4xx briefly').toBe(
        'public, max-age=0, s-maxage=30',
      );
    },
  );

  it.each(['/shop?utm_term=50%', '/shop?utm_term=caf%E9', '/?q=%', '/about?ref=%zz&x=%E0%A4%A'])(
    'renders %s normally: a query the page does not read never breaks it',
    async (target) => {
      const res = await rawRequest(port(), 'GET', target);
      expect(res.status).toBe(200);
      expect(res.body).toContain('</html>');
    },
  );

  it('redirects an escaped letter in the path to the canonical path, keeping the query', async () => {
    const res = await rawRequest(port(), 'GET', '/%73hop?category=pretzels');
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
    const res = await rawRequest(port(), 'GET', target);
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
    const res = await rawRequest(port(), 'GET', '/', HUGE_HEADER);
    expect(res.status).toBe(431);
  });

  it('keeps answering normally after a 431', async () => {
    await rawRequest(port(), 'GET', '/', HUGE_HEADER);
    const res = await rawRequest(port(), 'GET', '/healthz');
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
    const res = await rawRequest(port(), 'TRACE', '/', { Cookie: 'secret=trace-me' });
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
    const res = await rawRequest(port(), 'GET', '//shop');
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
    const res = await rawRequest(port(), 'GET', target);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.location;
    if (location !== undefined) expect(isOnSite(location), `Location: ${location}`).toBe(true);
  });

  it('refuses a backslash path with 400 rather than redirecting', async () => {
    const res = await rawRequest(port(), 'GET', '/\\evil.example/');
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
    const res = await rawRequest(port(), 'GET', target);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Our Sweet Shop');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('alert(1)');
  });

  it('shows every product for an array-style category', async () => {
    const res = await rawRequest(port(), 'GET', '/shop?category[]=pretzels');
    expect(await shownProducts(res.body)).toBe(products.length);
  });

  it('does not pollute Object.prototype through the query', async () => {
    await rawRequest(port(), 'GET', '/shop?__proto__[polluted]=yes&constructor[prototype][polluted2]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted2).toBeUndefined();
  });

  it('answers /</script><script>alert(1)</script> with its escaped form, then 404, never the raw markup', async () => {
    const redirect = await rawRequest(port(), 'GET', '/</script><script>alert(1)</script>');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(redirect.body).not.toContain('<script>');
    const res = await rawRequest(port(), 'GET', redirect.headers.location ?? '');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('alert(1)');
  });

  it('does not reflect an injected Host header into canonical or Open Graph URLs', async () => {
    const res = await rawRequest(port(), 'GET', '/about', { 'X-Forwarded-Host': 'evil.example' });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`<link rel="canonical" href="${brand.website}/about"`);
  });
});
