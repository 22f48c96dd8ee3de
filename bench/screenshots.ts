/**
 * `npm run screenshots`: full-page Chromium screenshots of every page and the 404 page at each width of
 * `WIDTHS` (320 to 1440 px), for looking at what we build. Photos from the stock-photo host cannot
 * load here, so they are answered with a local placeholder of the same size, as they will be online.
 * Usage: `npm run screenshots [-- outDir] [--width 375] [--path /shop]` (default `screenshots/`,
 * ignored by git). Always measures a production build: builds `dist/` first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { chromium } from 'playwright-core';
import { build, root } from '../build/build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium';
import { createApp } from '../server/app';
import { createHttpServer, listen } from '../server/http-server';
import { PHOTO_PLACEHOLDER } from '../test/support/photo-placeholder';
import { ALL_PATHS, WIDTHS } from '../test/support/site-paths';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const outDir = path.resolve(
  args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'screenshots',
);
const widths = option('--width') ? [Number(option('--width'))] : WIDTHS;
const paths = option('--path') ? [option('--path') as string] : ALL_PATHS;

await build({ outDir: path.join(root, 'dist'), dev: false });
mkdirSync(outDir, { recursive: true });
const server = createHttpServer(createApp({ logger: pino({ level: 'silent' }) }));
const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
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
      await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-hydrated])'));
      const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^\w-]/g, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
