/**
 * `npm run export` writes a folder any static host can serve. This serves it with a maintained static
 * file server (`serve-handler`, the server behind Vercel's `serve`) and checks what a visitor and a
 * crawler get: every page, the 404 page with status 404, assets, robots, sitemap, favicon, and headers
 * files that carry the server's security headers and immutable caching.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../scripts/harness/parse-html';
import { PAGE_PATHS } from '../../scripts/harness/site-paths';
import { addressablePages, pages } from '../../shared/content/page-table';
import { type StaticHost, serveExport } from '../support/static-host';

/** A page's Cache-Control (docs/decisions/0004-page-etags.md): browsers revalidate, a CDN keeps it a minute. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

let host: StaticHost;
let origin = '';
let outDir = '';

beforeAll(async () => {
  host = await serveExport();
  origin = host.origin;
  outDir = host.dir;
}, 60_000);

afterAll(() => host?.close());

/** The document title of a page, as a browser reads it. */
async function title(html: string): Promise<string> {
  const { document, close } = parseHtml(html);
  try {
    return document.title;
  } finally {
    await close();
  }
}

describe('the static export', () => {
  it.each(addressablePages.map((page) => [page.path, page] as const))(
    'serves %s with its title',
    async (pagePath, page) => {
      const res = await fetch(origin + pagePath);
      expect(res.status).toBe(200);
      expect(await title(await res.text())).toBe(page.title);
    },
  );

  it('answers an unknown path with 404 and the not-found page', async () => {
    const res = await fetch(`${origin}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(await title(html)).toBe(pages['not-found'].title);
    expect(html).toContain('Oops! Page not found');
  });

  it('serves every asset a page links, robots.txt, sitemap.xml, the speculation rules and favicon.ico', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const urls = [...html.matchAll(/(?:src|href)="(\/[^"#]+)"/g)].map((match) => match[1] ?? '');
    const files = [
      ...new Set([
        ...urls.filter((url) => /\.\w+$/.test(url)),
        '/robots.txt',
        '/sitemap.xml',
        '/speculation-rules.json',
        '/favicon.ico',
      ]),
    ];
    const missing = [];
    for (const url of files) if ((await fetch(origin + url)).status !== 200) missing.push(url);
    expect(missing).toEqual([]);
  });

  it('writes _headers and vercel.json with the CSP, the speculation rules and immutable assets', () => {
    const netlify = readFileSync(path.join(outDir, '_headers'), 'utf8');
    expect(netlify).toMatch(/^\/\*\n {2}content-security-policy: default-src 'self';.*script-src 'self'/m);
    expect(netlify).toContain('speculation-rules: "/speculation-rules.json"');
    expect(netlify).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    const vercel = JSON.parse(readFileSync(path.join(outDir, 'vercel.json'), 'utf8'));
    expect(vercel.cleanUrls).toBe(true);
    const all = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    expect(all.headers.map((header: { key: string }) => header.key)).toContain('content-security-policy');
  });

  it("gives every page the server's Cache-Control in both headers files, by its own path", () => {
    const netlify = readFileSync(path.join(outDir, '_headers'), 'utf8');
    const vercel = JSON.parse(readFileSync(path.join(outDir, 'vercel.json'), 'utf8'));
    for (const pagePath of PAGE_PATHS) {
      expect(netlify, pagePath).toContain(`\n${pagePath}\n  Cache-Control: ${PAGE_CACHE_CONTROL}\n`);
      const rule = vercel.headers.find((entry: { source: string }) => entry.source === pagePath);
      expect(rule?.headers, pagePath).toEqual([{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }]);
    }
    expect(netlify, 'no page rule reaches the assets').not.toMatch(/^\/\*\n( {2}.*\n)* {2}Cache-Control/m);
  });

  // The island loader asks a failed island's code again from `/assets/retry-<n>/` (client/island-retry.ts),
  // which the server maps onto `/assets/`; a static host serves only the files the export holds.
  it.each([1, 2])('serves every script of the build from retry folder %i too, the same bytes', async (n) => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length, 'the page script, the island loader and the chunks').toBeGreaterThan(3);
    const differing = [];
    for (const name of scripts) {
      const [original, retry] = await Promise.all(
        [`/assets/${name}`, `/assets/retry-${n}/${name}`].map((url) => fetch(origin + url)),
      );
      const same = retry?.status === 200 && (await retry.text()) === (await original?.text());
      if (!same) differing.push(`${name}: ${retry?.status}`);
    }
    expect(differing).toEqual([]);
  });

  it('keeps the brotli and gzip copies of the assets', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    expect(readFileSync(path.join(outDir, `${css}.br`)).length).toBeGreaterThan(0);
    expect(readFileSync(path.join(outDir, `${css}.gz`)).length).toBeGreaterThan(0);
  });
});
