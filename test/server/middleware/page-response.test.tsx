/**
 * The page handler's caching (docs/decisions/0007-render-every-request.md and
 * docs/decisions/0004-page-etags.md): every request is rendered again, whatever the URL or the
 * outcome; each page carries its own ETag and a Cache-Control that follows its status; a matching
 * If-None-Match gets 304 with the same Cache-Control, and never for another page's ETag.
 */
import type { RouteObject } from 'react-router-dom';
import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { buildIdOf } from '../../../scripts/build';
import { readManifest } from '../../../server/asset-manifest';
import { createRoutes } from '../../../shared/routes';
import { silentApp, testConfig } from '../../support/http';

const app = silentApp();

/** A page's Cache-Control (docs/decisions/0004-page-etags.md): browsers revalidate, a CDN keeps it a minute. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The real route table with `extra` pages added beside the others, inside the layout. */
function routesWith(...extra: RouteObject[]): RouteObject[] {
  const table = createRoutes();
  table[0]?.children?.push(...extra);
  return table;
}

/** `/failing`, whose render always throws; `onRender` is called first on every render. */
function failingPage(onRender: () => void = () => {}): RouteObject {
  return {
    path: 'failing',
    Component: () => {
      onRender();
      throw new Error('fails every time');
    },
  };
}

/** The directives of a Cache-Control value, by name (a directive without a value maps to ''). */
function cacheDirectives(cacheControl: string): Map<string, string> {
  return new Map(
    cacheControl.split(', ').map((directive) => {
      const [name = '', value = ''] = directive.split('=');
      return [name, value];
    }),
  );
}

describe('HTML caching', () => {
  it('renders every request again: nothing keeps the HTML, whatever the URL or the outcome', async () => {
    let renders = 0;
    const countRender = () => {
      renders++;
    };
    const countedPage: RouteObject = {
      path: 'counted',
      Component: () => {
        countRender();
        return <h1>Counted</h1>;
      },
    };
    const counted = silentApp({ routes: routesWith(countedPage, failingPage(countRender)) });
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
    const directives = cacheDirectives(PAGE_CACHE_CONTROL);
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
    expect(missing.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const failing = await request(silentApp({ routes: routesWith(failingPage()) })).get('/failing');
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

  it('answers 304 only for a conditional request the ETag matches, as req.fresh would in Express', async () => {
    const etag = (await request(app).get('/shop')).headers.etag ?? '';
    const statusWith = async (headers: Record<string, string>) =>
      (await request(app).get('/shop').set(headers)).status;
    expect(await statusWith({ 'If-None-Match': `"other", ${etag}` }), 'one of a list').toBe(304);
    expect(await statusWith({ 'If-None-Match': etag.replace(/^W\//, '') }), 'compared weakly').toBe(304);
    expect(await statusWith({ 'If-None-Match': '*' })).toBe(304);
    expect(await statusWith({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' }), 'a reload').toBe(200);
    expect(await statusWith({ 'If-Modified-Since': new Date().toUTCString() }), 'pages have no date').toBe(
      200,
    );
  });

  it('gives each URL its own ETag', async () => {
    const shop = await request(app).get('/shop');
    const pretzels = await request(app).get('/shop?category=pretzels');
    expect(shop.headers.etag).not.toBe(pretzels.headers.etag);
  });

  it('gives every page a new ETag with a new build or another site URL, so no cache keeps the old page', async () => {
    const built = readManifest(inject('distDir'));
    const etagOf = async (options: Parameters<typeof silentApp>[0]) =>
      (await request(silentApp(options)).get('/')).headers.etag;
    const before = await etagOf({ manifest: built });
    expect(await etagOf({ manifest: built }), 'the same build keeps its ETag').toBe(before);
    expect(await etagOf({ manifest: { ...built, buildId: `${built.buildId}-next` } })).not.toBe(before);
    const otherSite = testConfig({ siteUrl: 'https://other.example' });
    expect(await etagOf({ manifest: built, config: otherSite })).not.toBe(before);
  });

  it('builds the ETag from an id the build takes from its own files', () => {
    const distDir = inject('distDir');
    expect(readManifest(distDir).buildId).toBe(buildIdOf(distDir));
  });

  it('does not let the ETag of one page revalidate another', async () => {
    const shop = await request(app).get('/shop');
    const about = await request(app)
      .get('/about')
      .set('If-None-Match', shop.headers.etag ?? '');
    expect(about.status).toBe(200);
  });
});

describe('page encoding', () => {
  it('sends a browser brotli, which it lists after gzip at the same weight, and the page decodes whole', async () => {
    const identity = await request(app).get('/about').set('Accept-Encoding', 'identity');
    const browser = await request(app).get('/about').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(browser.text).toBe(identity.text);
    expect(browser.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('sends gzip to a client that weighs it higher than brotli, or refuses brotli', async () => {
    for (const header of ['gzip', 'gzip;q=1, br;q=0.5', 'br;q=0, gzip'])
      expect(
        (await request(app).get('/about').set('Accept-Encoding', header)).headers['content-encoding'],
      ).toBe('gzip');
  });
});
