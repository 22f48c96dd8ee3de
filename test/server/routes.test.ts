import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { escapeHtml } from '../../server/document';
import { products } from '../../shared/content/catalogue';
import { type PageId, pageMeta } from '../../shared/content/pages';
import { createRoutes } from '../../shared/routes';
import { countOf, type Listening, listen, parseHtml, rawRequest } from './http-helpers';

const siteUrl = 'https://www.sweetcoreco.com';
const app = createApp({ logger: pino({ level: 'silent' }) });

/** The nine public routes and the page each shows (spec §2). */
const routes: [string, PageId][] = [
  ['/', 'home'],
  ['/shop', 'shop'],
  ['/about', 'about'],
  ['/events', 'events'],
  ['/corporate', 'corporate'],
  ['/contact', 'contact'],
  ['/delivery', 'delivery'],
  ['/seasonal', 'seasonal'],
  ['/core-club', 'core-club'],
];

/** Every `<script ...>` start tag in the document. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
}

/** True when a script tag loads a file or is a JSON-LD data block (the only allowed inline script). */
function isAllowedScript(tag: string): boolean {
  return /\ssrc="[^"]+"/.test(tag) || /\stype="application\/ld\+json"/.test(tag);
}

describe('the nine pages', () => {
  it.each(routes)('%s answers 200 text/html with exactly one <h1> and its own title', async (path, page) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(countOf(res.text, '<h1')).toBe(1);
    expect(res.text.startsWith('<!doctype html><html lang="en-US">')).toBe(true);

    const { document, close } = parseHtml(res.text);
    try {
      expect(document.title).toBe(pageMeta[page].title);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      // Any other <title> is an inline SVG icon's label, never a second document title.
      const otherTitles = Array.from(document.body.querySelectorAll('title')).filter(
        (el) => !el.closest('svg'),
      );
      expect(otherTitles).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it.each(routes)('%s puts title, description and canonical inside <head>', async (path, page) => {
    const res = await request(app).get(path);
    const { document, close } = parseHtml(res.text);
    try {
      const head = document.head;
      expect(head.querySelector('title')?.textContent).toBe(pageMeta[page].title);
      expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        pageMeta[page].description,
      );
      const canonical = head.querySelectorAll('link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      expect(canonical[0].getAttribute('href')).toBe(new URL(pageMeta[page].path as string, siteUrl).href);
      expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        canonical[0].getAttribute('href'),
      );
      expect(head.querySelector('meta[name="robots"]')).toBeNull();
      // Nothing of the head leaked into the body.
      expect(document.body.querySelector('meta[name="description"], link[rel="canonical"]')).toBeNull();
      expect(Array.from(document.body.querySelectorAll('title')).every((el) => el.closest('svg'))).toBe(true);
    } finally {
      await close();
    }
    // The same, on the raw text: the tags sit between <head> and </head>.
    const headText = res.text.slice(res.text.indexOf('<head>'), res.text.indexOf('</head>'));
    expect(headText).toContain('<title>');
    expect(headText).toContain('<meta name="description"');
    expect(headText).toContain('<link rel="canonical"');
  });

  it.each(routes)('%s has no inline <script> other than JSON-LD', async (path) => {
    const res = await request(app).get(path);
    const tags = scriptTags(res.text);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !isAllowedScript(tag))).toEqual([]);
    expect(tags.filter((tag) => /type="module"/.test(tag))).toHaveLength(1);
  });

  it('carries the structured data of each page as parseable JSON-LD in <head>', async () => {
    const expected: Record<string, string[]> = {
      '/': ['Bakery'],
      '/contact': ['Bakery'],
      '/shop': ['ItemList'],
      '/seasonal': ['ItemList'],
      '/delivery': ['FAQPage'],
      '/about': [],
      '/events': [],
      '/corporate': [],
      '/core-club': [],
    };
    for (const [path, types] of Object.entries(expected)) {
      const res = await request(app).get(path);
      const { document, close } = parseHtml(res.text);
      try {
        const blocks = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'));
        expect(
          blocks.map((block) => JSON.parse(block.textContent ?? '')['@type']),
          path,
        ).toEqual(types);
        expect(document.body.querySelector('script[type="application/ld+json"]')).toBeNull();
      } finally {
        await close();
      }
    }
  });

  it('renders /shop as the catalogue with all 14 product cards', async () => {
    const res = await request(app).get('/shop');
    expect(countOf(res.text, 'class="product-card"')).toBe(14);
    for (const product of products) expect(res.text).toContain(product.name);
  });

  it('renders /shop?category=pretzels with exactly the 3 pretzel cards and no apple in the grid', async () => {
    const res = await request(app).get('/shop?category=pretzels');
    expect(res.status).toBe(200);
    expect(countOf(res.text, 'class="product-card"')).toBe(3);
    const { document, close } = parseHtml(res.text);
    try {
      const grid = document.querySelector('.shop__grid');
      const names = Array.from(grid?.querySelectorAll('.product-card__name') ?? []).map(
        (el) => el.textContent,
      );
      expect(names).toEqual(['Milk Chocolate Pretzel', 'Dark Chocolate Pretzel', 'White Chocolate Pretzel']);
      expect(grid?.textContent).not.toContain('Classic Caramel Apple');
      const current = document.querySelector('.shop-filter [aria-current="true"]');
      expect(current?.textContent).toBe('Pretzels');
    } finally {
      await close();
    }
  });

  it('renders /shop?category=gift-boxes with the 5 gift boxes', async () => {
    const res = await request(app).get('/shop?category=gift-boxes');
    expect(countOf(res.text, 'class="product-card"')).toBe(5);
  });

  it('keeps the canonical of a filtered shop view on /shop', async () => {
    const res = await request(app).get('/shop?category=pretzels');
    expect(res.text).toContain(`<link rel="canonical" href="${siteUrl}/shop">`);
  });
});

describe('HEAD requests', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers HEAD / with 200, the same headers as GET and no body', async () => {
    const get = await rawRequest(server.port, 'GET', '/', { 'Accept-Encoding': 'identity' });
    const head = await rawRequest(server.port, 'HEAD', '/', { 'Accept-Encoding': 'identity' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(get.body.length).toBeGreaterThan(1000);
  });

  it('answers HEAD / through supertest with 200 and an empty body', async () => {
    const res = await request(app).head('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text ?? '').toBe('');
  });
});

describe('unknown paths', () => {
  const unknown = [
    '/nope',
    '/shop/extra',
    '/about/team',
    '/index.html',
    '/shop.php',
    '/wp-admin',
    '/.env',
    '/package.json',
  ];

  it.each(unknown)('%s answers 404 with "Oops! Page not found" and noindex', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Oops! Page not found');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('rel="canonical"');
    expect(countOf(res.text, '<h1')).toBe(1);
    expect(res.text).toContain(`<title>${escapeHtml(pageMeta['not-found'].title)}</title>`);
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it('does not echo the unknown path into the 404 page', async () => {
    const res = await request(app).get('/some-unique-missing-path-4821');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('some-unique-missing-path-4821');
  });

  // React Router matches paths case-insensitively unless a route sets `caseSensitive`, and the route
  // table does not, so /ABOUT renders the about page. That is acceptable because its canonical link
  // points at the lower-case /about, which consolidates the duplicate for search engines.
  it('renders /ABOUT as the about page (case-insensitive matching) with the lower-case canonical', async () => {
    const res = await request(app).get('/ABOUT');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${escapeHtml(pageMeta.about.title)}</title>`);
    expect(res.text).toContain(`<link rel="canonical" href="${siteUrl}/about">`);
    expect(res.text).not.toContain('Oops! Page not found');
  });
});

describe('a render error', () => {
  function appWithThrowingRoute() {
    const table = createRoutes();
    table[0].children?.push({
      path: 'boom',
      Component: () => {
        throw new Error('kaboom secret');
      },
    });
    return createApp({ routes: table, logger: pino({ level: 'silent' }) });
  }

  it('answers 500 with the spec error screen and without the message or a stack', async () => {
    const boomApp = appWithThrowingRoute();
    const res = await request(boomApp).get('/boom');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Unexpected Application Error!');
    expect(res.text).not.toContain('kaboom');
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toMatch(/\n\s+at /);
    expect(res.text).not.toMatch(/\bat [\w.<>]+ \(/);
    expect(res.text).not.toMatch(/\.tsx?:\d+/);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    // No client entry: nothing hydrates over the error screen.
    expect(res.text).not.toContain('type="module"');
    expect(scriptTags(res.text).filter((tag) => !isAllowedScript(tag))).toEqual([]);
  });

  it('keeps serving: a following GET / on the same app answers 200', async () => {
    const boomApp = appWithThrowingRoute();
    expect((await request(boomApp).get('/boom')).status).toBe(500);
    const res = await request(boomApp).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${escapeHtml(pageMeta.home.title)}</title>`);
    expect((await request(boomApp).get('/boom')).status).toBe(500);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text/plain with an absolute Sitemap line', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text.split('\n')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('serves sitemap.xml as application/xml with the nine pages and no 404', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(9);
    expect(locs).toEqual(routes.map(([path]) => new URL(path, siteUrl).href));
    expect(res.text).not.toMatch(/404|not-found|\*/);
  });

  it('lists only URLs that answer 200', async () => {
    const res = await request(app).get('/sitemap.xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const path of locs) expect((await request(app).get(path)).status, path).toBe(200);
  });
});

describe('resources referenced by the pages', () => {
  // The head links the icon, touch icon, social image, fonts, stylesheet and scripts; a missing public
  // file (e.g. /og-image.png, used by og:image and the Bakery JSON-LD) would answer the HTML 404 page.
  it('serves every same-origin file that the home page head links to', async () => {
    const res = await request(app).get('/');
    const { document, close } = parseHtml(res.text);
    const urls = new Set<string>();
    try {
      for (const el of Array.from(document.head.querySelectorAll('link[href], script[src]'))) {
        const value = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
        if (el.getAttribute('rel') === 'canonical') continue;
        urls.add(value);
      }
      for (const el of Array.from(document.head.querySelectorAll('meta[property="og:image"]'))) {
        urls.add(el.getAttribute('content') ?? '');
      }
    } finally {
      await close();
    }
    const missing: string[] = [];
    for (const url of urls) {
      const path = url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;
      if (!path.startsWith('/')) continue;
      const asset = await request(app).get(path);
      if (asset.status !== 200) missing.push(`${path} -> ${asset.status}`);
    }
    expect(missing).toEqual([]);
  });
});
