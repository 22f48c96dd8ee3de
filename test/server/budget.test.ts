/**
 * Performance budgets of issue 5, per route on first load (gzip): JavaScript loaded before interaction
 * ≤ 105 KB, CSS ≤ 15 KB, HTML ≤ 30 KB, at most two preloaded fonts, at most one eager image, every image
 * sized, no inline or third-party scripts. Measured on the built assets the server links to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetViolations, measurePage } from '../../scripts/budgets';
import { ALL_PATHS } from '../../scripts/targets';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';

const app = createApp({ logger: pino({ level: 'silent' }) });
const publicDir = path.join(loadConfig().distDir, 'public');
const manifest = JSON.parse(readFileSync(path.join(loadConfig().distDir, 'manifest.json'), 'utf8'));
const routes = ALL_PATHS;

describe('performance budgets per route', () => {
  for (const route of routes) {
    it(`${route} stays within the JavaScript, CSS, HTML, font and image budgets`, async () => {
      const res = await request(app).get(route);
      const weight = measurePage(res.text, publicDir, manifest);
      expect(weight.jsFiles.length, 'the client entry is loaded').toBeGreaterThan(0);
      expect(budgetViolations(weight)).toEqual([]);
    });
  }

  it('preloads its self-hosted latin woff2 fonts, at most two', async () => {
    const res = await request(app).get('/');
    const preloads =
      res.text.match(/<link rel="preload" href="[^"]+" as="font" type="font\/woff2" crossorigin>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.length).toBeLessThanOrEqual(BUDGETS.fontFiles);
    for (const link of preloads) expect(link).toMatch(/-latin-/);
  });

  it('makes the first shop photo the single eager, high-priority image', async () => {
    const res = await request(app).get('/shop');
    const images = res.text.match(/<img\b[^>]*>/g) ?? [];
    const eager = images.filter((tag) => !tag.includes('loading="lazy"'));
    expect(images).toHaveLength(14);
    expect(eager).toHaveLength(1);
    // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
    expect(eager[0]).toMatch(/fetchpriority="high"/i);
  });
});
