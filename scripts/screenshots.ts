/**
 * Full-page Chromium screenshots of every route at 375 px and 1280 px, for looking at what we build.
 * Usage: `npm run screenshots [-- outDir] [--slices]` (default `screenshots/`, ignored by git). Needs a build.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pino } from 'pino';
import { chromium } from 'playwright-core';
import { createApp } from '../server/app';
import { ALL_PATHS, CHROMIUM_ARGS, CHROMIUM_PATH } from './targets';

const outDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'screenshots');
const routes = ALL_PATHS;
const widths = [375, 1280];
const slices = process.argv.includes('--slices');

mkdirSync(outDir, { recursive: true });
const server = createApp({ logger: pino({ level: 'silent' }) }).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const name = `${route === '/' ? 'home' : route.slice(1)}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
      if (slices) {
        // Narrow pages are very tall: also save readable slices of about two screens each.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 1; y < height; y += 1600, i++) {
          const clip = { x: 0, y, width, height: Math.min(1600, height - y) };
          await page.screenshot({
            path: path.join(outDir, name.replace('.png', `-part${i}.png`)),
            fullPage: true,
            clip,
          });
        }
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
