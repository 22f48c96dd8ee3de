/**
 * The speed budgets of every page (docs/product.md "Speed"), first load, gzip, measured on the built
 * files the server links: JavaScript before interaction at most 3 KB on a page without islands (About,
 * Events, Delivery and the 404 page) and 75 KB on a page with islands, CSS 15 KB, HTML 30 KB, at most
 * two fonts and one eager image, every image sized, no inline or third-party script.
 */
import path from 'node:path';
import request from 'supertest';
import { describe, expect, inject, it } from 'vitest';
import { BUDGETS, measurePage } from '../../scripts/harness/page-weight';
import { parseHtml } from '../../scripts/harness/parse-html';
import { ALL_PATHS, MISSING_PATH } from '../../scripts/harness/site-paths';
import { silentApp } from '../support/http';

const app = silentApp();
const publicDir = path.join(inject('distDir'), 'public');

describe('budgets per page', () => {
  it.each(ALL_PATHS)('%s stays within its JavaScript, CSS, HTML, font and image budgets', async (route) => {
    const weight = measurePage((await request(app).get(route)).text, publicDir);
    expect(weight.jsFiles.length, 'the page script is loaded').toBeGreaterThan(0);
    expect(weight.cssGzip, 'the stylesheet is measured').toBeGreaterThan(0);
    const jsBudget = weight.hasIslands ? BUDGETS.jsGzip : BUDGETS.jsWithoutIslandsGzip;
    expect(weight.jsGzip, 'JavaScript before interaction, gzip bytes').toBeLessThanOrEqual(jsBudget);
    expect(weight.cssGzip, 'CSS, gzip bytes').toBeLessThanOrEqual(BUDGETS.cssGzip);
    expect(weight.htmlGzip, 'HTML, gzip bytes').toBeLessThanOrEqual(BUDGETS.htmlGzip);
    expect(weight.fontFiles, 'font files').toBeLessThanOrEqual(BUDGETS.fontFiles);
    expect(weight.eagerImages, 'eager images').toBeLessThanOrEqual(BUDGETS.eagerImages);
    expect(weight.imagesWithoutSize, 'images without width and height').toBe(0);
    expect(weight.inlineScripts, 'inline scripts').toBe(0);
    expect(weight.thirdParty, 'third-party scripts or styles').toBe(0);
  });

  it.each(ALL_PATHS)('%s loads React only when it has an island', async (route) => {
    const weight = measurePage((await request(app).get(route)).text, publicDir);
    expect(weight.jsFiles.some((file) => /\/island-loader-\w+\.js$/.test(file))).toBe(weight.hasIslands);
  });

  it('preloads its self-hosted latin woff2 font', async () => {
    const { document, close } = parseHtml((await request(app).get('/')).text);
    try {
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="font"]')];
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.length).toBeLessThanOrEqual(BUDGETS.fontFiles);
      for (const link of preloads) {
        expect(link.getAttribute('type')).toBe('font/woff2');
        expect(link.hasAttribute('crossorigin'), 'fonts are fetched in CORS mode, as the preload').toBe(true);
        expect(link.getAttribute('href')).toMatch(/^\/assets\/fonts\/.*-latin-.*\.woff2$/);
      }
    } finally {
      await close();
    }
  });

  it.each(['/about', '/events', '/delivery', MISSING_PATH])(
    '%s has no island, so the budget of a page without islands (3 KB of JavaScript) applies to it',
    async (route) => {
      const weight = measurePage((await request(app).get(route)).text, publicDir);
      expect(weight.hasIslands).toBe(false);
    },
  );
});
