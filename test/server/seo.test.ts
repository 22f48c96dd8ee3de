/**
 * Search metadata as a crawler reads it on every page of the table: unique titles of at most 60
 * characters, descriptions of 70-160, an absolute self-referencing canonical from SITE_URL (never the
 * Host header), Open Graph and Twitter tags in <head>, one <h1>, headings that never skip a level.
 * Each test fetches every page it compares, so it passes alone and in any order.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addressablePages } from '../../shared/content/page-table';
import { silentApp, testConfig } from '../support/http';

const siteUrl = 'https://shop.example.com';
const app = silentApp({ config: testConfig({ siteUrl }) });
const routes = addressablePages.map((page) => page.path);

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}
const attr = (head: string, selector: RegExp) => selector.exec(head)?.[1];

/** What a crawler reads from a page's <head>, asked for through a hostile Host header. */
async function searchMetadata(route: string) {
  const res = await request(app)
    .get(route)
    .set('Host', 'evil.example')
    .set('X-Forwarded-Host', 'evil.example');
  const head = headOf(res.text);
  return {
    html: res.text,
    head,
    title: attr(head, /<title>([^<]*)<\/title>/) ?? '',
    description: attr(head, /<meta name="description" content="([^"]*)"/) ?? '',
  };
}

/** The titles and descriptions of every page of the table but `route`. */
async function otherPagesMetadata(route: string) {
  const others = await Promise.all(routes.filter((other) => other !== route).map(searchMetadata));
  return {
    titles: others.map((other) => other.title),
    descriptions: others.map((other) => other.description),
  };
}

/** Length of a text as a reader sees it (`&#38;` and `&amp;` are one `&`). */
const shownLength = (text: string) => text.replace(/&#38;|&amp;/g, '&').length;

describe('search metadata', () => {
  it.each(routes)(
    '%s has a unique short title, a 70-160 character description and absolute canonical and social URLs',
    async (route) => {
      const { html, head, title, description } = await searchMetadata(route);
      expect(title.length).toBeGreaterThan(10);
      expect(shownLength(title)).toBeLessThanOrEqual(60);
      expect(shownLength(description)).toBeGreaterThanOrEqual(70);
      expect(shownLength(description)).toBeLessThanOrEqual(160);
      const others = await otherPagesMetadata(route);
      expect(others.titles, 'no other page has this title').not.toContain(title);
      expect(others.descriptions, 'no other page has this description').not.toContain(description);

      const url = new URL(route, siteUrl).href;
      expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(attr(head, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
      expect(attr(head, /<meta property="og:image" content="([^"]*)"/)).toBe(`${siteUrl}/og-image.png`);
      expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      expect(html).not.toContain('evil.example');
    },
  );

  it.each(routes)('%s has one <h1> and headings that never skip a level', async (route) => {
    const res = await request(app).get(route);
    const levels = Array.from(res.text.matchAll(/<h([1-6])\b/g), (m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++)
      expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
  });

  it('marks the 404 page noindex and gives it no canonical', async () => {
    const res = await request(app).get('/no-such-page');
    const head = headOf(res.text);
    expect(head).toContain('<meta name="robots" content="noindex"');
    expect(head).not.toContain('rel="canonical"');
  });
});
