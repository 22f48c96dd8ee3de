/**
 * Every page of the page table, as a crawler or a browser without JavaScript receives it: status,
 * `<head>`, structured data, scripts, the shop filter in the HTML, unknown paths, render errors,
 * robots and sitemap. A new page row is covered here without editing this file.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../scripts/harness/parse-html';
import { MISSING_PATH, PAGE_PATHS } from '../../scripts/harness/site-paths';
import { categories, products } from '../../shared/content/catalogue';
import { addressablePages, pages } from '../../shared/content/page-table';
import { structuredData } from '../../shared/content/structured-data';
import { shopHref } from '../../shared/lib/filter-products';
import { createRoutes } from '../../shared/routes';
import { countOf, type Listening, listen, rawRequest, silentApp, testConfig } from '../support/http';
import { shopNamesOf } from '../support/shop-categories';

/** A page's Cache-Control (docs/decisions/0004-page-etags.md): browsers revalidate, a CDN keeps it a minute. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const siteUrl = 'https://shop.example.test';
const app = silentApp({ config: testConfig({ siteUrl }) });
const rows = addressablePages.map((page) => [page.path, page] as const);

/** Every `<script ...>` start tag in the document. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);

describe('every page', () => {
  it.each(rows)(
    '%s answers 200 text/html with one <h1>, its title, description and canonical in <head>',
    async (path, page) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.text.startsWith('<!doctype html><html lang="en-US"><head>')).toBe(true);
      expect(countOf(res.text, '<h1')).toBe(1);
      const { document, close } = parseHtml(res.text);
      try {
        const head = document.head;
        expect(head.querySelector('title')?.textContent).toBe(page.title);
        expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          page.description,
        );
        const canonical = new URL(path, siteUrl).href;
        expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
        expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
        expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
        expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
          `${siteUrl}/og-image.png`,
        );
        expect(head.querySelector('meta[name="robots"]')).toBeNull();
        expect(document.body.querySelector('meta, link[rel="canonical"]')).toBeNull();
      } finally {
        await close();
      }
    },
  );

  it.each(rows)('%s carries the JSON-LD of its kind in <head>', async (path, page) => {
    const res = await request(app).get(path);
    const { document, close } = parseHtml(res.text);
    try {
      const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
      expect(blocks.map((block) => JSON.parse(block.textContent ?? ''))).toEqual(
        JSON.parse(JSON.stringify(structuredData(page.structuredData, siteUrl))),
      );
      expect(document.body.querySelector('script')).toBeNull();
    } finally {
      await close();
    }
  });

  it.each(rows)(
    '%s runs no inline script: the page script, and the island loader only with islands',
    async (path) => {
      const html = (await request(app).get(path)).text;
      const tags = scriptTags(html);
      expect(
        tags.filter(
          (tag) => !/\ssrc="\/assets\/[\w.-]+\.js"/.test(tag) && !/type="application\/ld\+json"/.test(tag),
        ),
      ).toEqual([]);
      expect(tags.filter((tag) => !/type=/.test(tag))).toHaveLength(1);
      const islands = /\sdata-island="/.test(html);
      expect(tags.filter((tag) => /type="module"/.test(tag))).toHaveLength(islands ? 1 : 0);
      expect(html.includes('rel="modulepreload"')).toBe(islands);
    },
  );

  it.each([...rows.map(([path]) => path), MISSING_PATH])(
    '%s orders <head> for the first paint: charset, viewport, stylesheet, font, title, the page script; ' +
      'modules async and at low priority',
    async (path) => {
      const { document, close } = parseHtml((await request(app).get(path)).text);
      try {
        const head = [...document.head.children];
        const at = (selector: string) => head.findIndex((element) => element.matches(selector));
        expect(at('meta[charset="utf-8"]'), 'charset first, inside the first 1024 bytes').toBe(0);
        expect(at('meta[name="viewport"]')).toBe(1);
        expect(at('link[rel="stylesheet"]'), 'the stylesheet next: it blocks the first paint').toBe(2);
        // The one script that holds up parsing: classic, in <head>, after what the first paint needs.
        const blocking = head.filter((element) => element.matches('script[src]:not([async])'));
        expect(blocking).toHaveLength(1);
        const pageScript = head.indexOf(blocking[0] as Element);
        expect(blocking[0]?.getAttribute('type'), 'the page script is classic').toBeNull();
        expect(at('link[rel="preload"][as="font"]')).toBeLessThan(pageScript);
        expect(at('title')).toBeLessThan(pageScript);
        for (const preload of document.head.querySelectorAll('link[rel="modulepreload"]'))
          expect(preload.getAttribute('fetchpriority')).toBe('low');
        for (const module of document.head.querySelectorAll('script[type="module"]')) {
          expect(module.hasAttribute('async'), 'a module never holds up parsing').toBe(true);
          expect(module.getAttribute('fetchpriority')).toBe('low');
        }
        expect(document.body.querySelector('script[src], link[rel="stylesheet"]')).toBeNull();
      } finally {
        await close();
      }
    },
  );

  it.each([...rows.map(([path]) => path), MISSING_PATH])(
    '%s holds its first frame until the page is parsed to its last element (no frame of half a page)',
    async (path) => {
      const { document, close } = parseHtml((await request(app).get(path)).text);
      try {
        const expects = [...document.head.querySelectorAll('link[rel="expect"]')];
        expect(expects).toHaveLength(1);
        expect(expects[0]?.getAttribute('blocking')).toBe('render');
        const target = document.querySelector(expects[0]?.getAttribute('href') ?? 'no-target');
        expect(target, 'the element it waits for is in the page').not.toBeNull();
        expect(target, 'and it is the last element of <body>').toBe(document.body.lastElementChild);
      } finally {
        await close();
      }
    },
  );

  it.each(rows)(
    '%s names the speculation rules, revalidates in browsers and may sit briefly in a CDN',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.headers['speculation-rules']).toBe('"/speculation-rules.json"');
      expect(res.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    },
  );
});

describe('the illustration files', () => {
  /** Every illustration `<img>` of a page: its `src` and `loading`. */
  const illustrationOf = (html: string) =>
    [...html.matchAll(/<img src="([^"]*)"[^>]*class="illustration[^"]*"[^>]*loading="(\w+)"/g)].map(
      (match) => ({
        src: match[1] ?? '',
        loading: match[2] ?? '',
      }),
    );

  it('shows every illustration as an image of an immutable SVG file, at most one loaded at once per page', async () => {
    const sources = new Set<string>();
    for (const path of [...PAGE_PATHS, MISSING_PATH]) {
      const images = illustrationOf((await request(app).get(path)).text);
      expect(images.filter((image) => image.loading === 'eager').length, path).toBeLessThanOrEqual(1);
      for (const { src } of images) sources.add(src);
    }
    expect(sources.size, 'illustrations on the pages').toBeGreaterThan(15);
    for (const src of sources) {
      expect(src).toMatch(/^\/assets\/illustrations-[0-9a-f]+\/[a-z0-9-]+\.svg$/);
      const file = await request(app).get(src);
      expect(file.status, src).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(file.headers['cache-control']).toContain('immutable');
    }
  });
});

describe('icons', () => {
  /** What a page's icons point at: each `<use>`'s target, and the ids of the symbols the page holds. */
  const iconsOf = async (path: string) => {
    const { document, close } = parseHtml((await request(app).get(path)).text);
    try {
      const targets = [...document.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
      const symbols = [...document.querySelectorAll('.icon-sheet > symbol')].map((symbol) => symbol.id);
      const sheetFirst = document.body.firstElementChild?.classList.contains('icon-sheet') ?? false;
      return { targets, symbols, sheetFirst };
    } finally {
      await close();
    }
  };

  it.each([...PAGE_PATHS, MISSING_PATH])(
    '%s holds the symbol of every icon it shows, first in <body>',
    async (path) => {
      const { targets, symbols, sheetFirst } = await iconsOf(path);
      expect(targets.length, 'icons on the page').toBeGreaterThan(0);
      const missing = targets.filter((target) => !symbols.includes(target.replace(/^#/, '')));
      expect(missing, 'icons whose symbol the page lacks').toEqual([]);
      expect(
        targets.every((target) => target.startsWith('#')),
        'every icon points into the page',
      ).toBe(true);
      expect(sheetFirst, 'the symbols come before the first icon').toBe(true);
      expect(new Set(symbols).size, 'each symbol once').toBe(symbols.length);
    },
  );

  it('sends a page without islands only the symbols it shows', async () => {
    const { targets, symbols } = await iconsOf('/about');
    expect(new Set(symbols)).toEqual(new Set(targets.map((target) => target.replace(/^#/, ''))));
  });

  it("sends the icons an island draws only after the visitor acts: the carousel's play button", async () => {
    const { targets, symbols } = await iconsOf('/');
    expect(targets, 'the carousel shows pause while it rotates').not.toContain('#icon-play');
    expect(symbols).toContain('icon-play');
  });
});

describe('islands in the HTML', () => {
  it("serialises each island's props as JSON that parses back, and renders its markup inside", async () => {
    const html = (await request(app).get('/')).text;
    const { document, close } = parseHtml(html);
    try {
      const islands = [...document.querySelectorAll('[data-island]')];
      expect(islands.length).toBeGreaterThan(0);
      for (const island of islands) {
        expect(() => JSON.parse(island.getAttribute('data-props') ?? '')).not.toThrow();
        expect(island.innerHTML.length, island.getAttribute('data-island') ?? '').toBeGreaterThan(0);
        expect(island.hasAttribute('data-kept-markup')).toBe(false);
      }
    } finally {
      await close();
    }
  });

  it('preloads only the chunks of the islands a page has', async () => {
    const home = (await request(app).get('/')).text;
    const shop = (await request(app).get('/shop')).text;
    const preloads = (html: string) =>
      [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads(home).some((url) => url?.includes('/hero-carousel-'))).toBe(true);
    expect(preloads(shop).some((url) => url?.includes('/hero-carousel-'))).toBe(false);
    expect(preloads(shop).some((url) => url?.includes('/shop-filter-'))).toBe(true);
  });
});

describe('the shop filter without JavaScript', () => {
  it.each(categories.map((category) => [category.slug, category] as const))(
    '/shop?category=%s shows only that category; the other cards are in the HTML but hidden',
    async (_slug, category) => {
      const res = await request(app).get(shopHref(category.slug));
      const { document, close } = parseHtml(res.text);
      try {
        const items = [...document.querySelectorAll('.shop__grid > li')];
        expect(items).toHaveLength(products.length);
        const shown = items
          .filter((item) => !item.hasAttribute('hidden'))
          .map((item) => item.querySelector('h3')?.textContent);
        expect(shown).toEqual(shopNamesOf(category.slug));
        expect(document.querySelector('.shop-filter [aria-current="true"]')?.textContent).toBe(category.name);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/shop`);
      } finally {
        await close();
      }
    },
  );
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
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/shop/extra', '/about/team', '/index.html', '/wp-admin', '/.env', '/package.json'])(
    '%s answers 404 with "Oops! Page not found", noindex and a link home',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Oops! Page not found');
      const { document, close } = parseHtml(res.text);
      try {
        expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
        expect(document.querySelector('link[rel="canonical"]')).toBeNull();
        expect(document.title).toBe(pages['not-found'].title);
        expect(document.querySelector('main a[href="/"]')?.textContent).toBe('Return to Home');
      } finally {
        await close();
      }
    },
  );

  it('never echoes the unknown path into the page', async () => {
    const res = await request(app).get('/some-unique-missing-path-4821');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('some-unique-missing-path-4821');
  });
});

describe('a render error', () => {
  const boomApp = () => {
    const table = createRoutes();
    table[0]?.children?.push({
      path: 'boom',
      Component: () => {
        throw new Error('kaboom secret /assets/x.js');
      },
    });
    return silentApp({ routes: table });
  };

  it('answers 500 with the error screen inside the layout, its own title, and no developer detail', async () => {
    const res = await request(boomApp()).get('/boom');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(
      '<h1 class="error-screen__title" id="error-screen-title">Unexpected Application Error!</h1>',
    );
    expect(res.text).toContain('500 Internal Server Error');
    expect(res.text).toContain('class="site-header"');
    expect(res.text).toContain('class="site-footer"');
    const { document, close } = parseHtml(res.text);
    try {
      expect(document.title).toBe(pages.error.title);
    } finally {
      await close();
    }
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
    expect(res.text).not.toMatch(/kaboom|secret|\/assets\/x\.js|\.tsx?:\d+|\n\s+at /);
  });

  it('keeps serving: the next request for another page answers 200', async () => {
    const appWithError = boomApp();
    expect((await request(appWithError).get('/boom')).status).toBe(500);
    expect((await request(appWithError).get('/')).status).toBe(200);
  });
});

describe('robots.txt, sitemap.xml and the speculation rules', () => {
  it('serves robots.txt with an absolute Sitemap line', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('lists every page of the table in the sitemap, and nothing else', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(addressablePages.map((page) => new URL(page.path, siteUrl).href));
  });

  it('serves the speculation rules as application/speculationrules+json: prerender page links on hover', async () => {
    const res = await request(app).get('/speculation-rules.json');
    expect(res.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const rules = JSON.parse(res.text);
    expect(rules.prerender[0].eagerness).toBe('moderate');
    expect(JSON.stringify(rules)).toMatch(/\/healthz.*\/assets\/\*/);
  });
});

describe('files the pages link to', () => {
  it.each(rows)('%s links only to files that exist', async (path) => {
    const { document, close } = parseHtml((await request(app).get(path)).text);
    const urls = new Set<string>();
    try {
      for (const element of document.querySelectorAll('link[href], script[src]')) {
        if (element.getAttribute('rel') === 'canonical') continue;
        urls.add(element.getAttribute('href') ?? element.getAttribute('src') ?? '');
      }
      const polyfill = document
        .querySelector('script[data-invokers-polyfill]')
        ?.getAttribute('data-invokers-polyfill');
      if (polyfill) urls.add(polyfill);
      urls.add(
        (document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '').replace(
          siteUrl,
          '',
        ),
      );
    } finally {
      await close();
    }
    const missing: string[] = [];
    for (const url of urls) {
      const status = (await request(app).get(url)).status;
      if (status !== 200) missing.push(`${url} -> ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('serves /favicon.ico as an icon', async () => {
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  });
});
