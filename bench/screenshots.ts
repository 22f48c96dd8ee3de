/**
 * `npm run screenshots`: full-page Chromium screenshots of every page and the 404 page at each width of
 * `WIDTHS` (320 to 1440 px), for looking at what we build. Photos from the stock-photo host cannot
 * load here, so they are answered with a local placeholder of the same size, as they will be online.
 * Usage: `npm run screenshots [-- outDir] [--width 375] [--path /shop]` (default `screenshots/`,
 * ignored by git; `-- --help` lists the options). Always shows a production build: builds `dist/` first
 * and runs it as bench/lib/server-under-test.ts does.
 */

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium';
import { ISLAND_WANTED_EVENT } from '../client/pending-input';
import { PHOTO_PLACEHOLDER } from '../test/support/photo-placeholder';
import { ALL_PATHS, WIDTHS } from '../test/support/site-paths';
import { parseCommandLine } from './lib/args';
import { buildThisCheckout } from './lib/checkouts';
import { bareMachineSetup, startServerUnderTest } from './lib/server-under-test';

const { values: options, positionals } = parseCommandLine({
  summary: 'full-page Chromium screenshots of every page at every checked width',
  usage: 'npm run screenshots -- [outDir] [options]',
  positionals: { names: ['[outDir]'], required: 0 },
  options: {
    width: {
      type: 'number',
      default: 0,
      min: 0,
      integer: true,
      help: 'only this viewport width in px (0: all)',
    },
    path: { type: 'list', help: 'only this page path (repeat it for more)' },
  },
});
const outDir = path.resolve(positionals[0] ?? 'screenshots');
const widths = options.width ? [options.width] : WIDTHS;
const paths = options.path.length > 0 ? options.path : ALL_PATHS;

buildThisCheckout();
mkdirSync(outDir, { recursive: true });
const server = await startServerUnderTest({ setup: bareMachineSetup(), name: 'screenshots', pinned: false });
const { origin } = server;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.route('https://images.unsplash.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER }),
    );
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
      // Every island as a visitor who reached for it sees it (held input's event asks for it), and
      // every lazy illustration loaded, as a visitor who scrolled down sees it.
      await page.waitForFunction((wanted) => {
        const waiting = document.querySelectorAll('[data-island]:not([data-hydrated])');
        for (const island of waiting) island.dispatchEvent(new Event(wanted));
        return waiting.length === 0;
      }, ISLAND_WANTED_EVENT);
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
          if (image.closest('[hidden]')) continue;
          image.scrollIntoView({ block: 'center', behavior: 'instant' });
          await image.decode().catch(() => undefined);
        }
        window.scrollTo(0, 0);
      });
      const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^\w-]/g, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
