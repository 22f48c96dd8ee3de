/**
 * Search metadata as a crawler reads it on every page of the table: unique titles of at most 60
 * characters, descriptions of 70-160, an absolute self-referencing canonical from SITE_URL (never the
 * Host header), Open Graph and Twitter tags in <head>, one <h1>, headings that never skip a level.
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { addressablePages } from '../../shared/content/site-map';

const siteUrl = 'https://shop.example.com';
const app = createApp({ logger: pino({ level: 'silent' }), config: { ...loadConfig(), siteUrl } });
const routes = addressablePages.map((page) => page.path);

function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}
const attr = (head: string, selector: RegExp) => selector.exec(head)?.[1];

describe('search metadata', () => {
  const seenTitles = new Set<string>();
  const seenDescriptions = new Set<string>();

  for (const route of routes) {
    it(`${route} has a unique short title, a 70-160 character description and absolute canonical and social URLs`, async () => {
      const res = await request(app)
        .get(route)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example');
      const head = headOf(res.text);
      const title = attr(head, /<title>([^<]*)<\/title>/) ?? '';
      const description = attr(head, /<meta name="description" content="([^"]*)"/) ?? '';
      expect(title.length).toBeGreaterThan(10);
      expect(title.replace(/&#38;/g, '&').length).toBeLessThanOrEqual(60);
      expect(description.replace(/&#38;/g, '&').length).toBeGreaterThanOrEqual(70);
      expect(description.replace(/&#38;/g, '&').length).toBeLessThanOrEqual(160);
      expect(seenTitles.has(title)).toBe(false);
      expect(seenDescriptions.has(description)).toBe(false);
      seenTitles.add(title);
      seenDescriptions.add(description);

      const url = new URL(route, siteUrl).href;
      expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
      expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
      expect(attr(head, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
      expect(attr(head, /<meta property="og:image" content="([^"]*)"/)).toBe(`${siteUrl}/og-image.png`);
      expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      expect(res.text).not.toContain('evil.example');
    });

    it(`${route} has one <h1> and headings that never skip a level`, async () => {
      const res = await request(app).get(route);
      const levels = Array.from(res.text.matchAll(/<h([1-6])\b/g), (m) => Number(m[1]));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      for (let i = 1; i < levels.length; i++)
        expect((levels[i] ?? 0) - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  }

  it('marks the 404 page noindex and gives it no canonical', async () => {
    const res = await request(app).get('/no-such-page');
    const head = headOf(res.text);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
  });
});
