/**
 * `npm run screenshots`: full-page screenshots of every page and the 404 page, for looking at what we
 * build. In Chromium (the default) at each width of `WIDTHS` (320 to 1440 px) into `screenshots/`; with
 * `--engine firefox`, `--engine webkit` or `--engine all`, also in Firefox ESR and WebKitGTK at 375 and
 * 1280 px into `screenshots/<engine>/`, through the cross-engine battery's drivers
 * (`scripts/harness/engines/`), so the engines can be compared side by side. Photos from the stock-photo
 * host cannot load here, so they are answered with a local placeholder of the same size, as they will
 * be online. Usage: `npm run screenshots [-- outDir] [--width 375] [--path /shop] [--engine all]`
 * (default `screenshots/`, ignored by git; `-- --help` lists the options). Always shows a production
 * build: builds `dist/` first and runs it as bench/lib/server-under-test.ts does.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option } from '@commander-js/extra-typings';
import { ISLAND_WANTED_EVENT } from '../client/pending-input';
import { launchChromium } from '../scripts/chromium';
import { defineCommand, eachOf, numberOf, pathFromCaller, sitePath } from '../scripts/command-line';
import { type EngineDriver, type EngineName, waitUntil } from '../scripts/harness/engines/driver';
import { launchEngine } from '../scripts/harness/engines/engines';
import { startFrontServer } from '../scripts/harness/engines/front-server';
import { startWebKitServices } from '../scripts/harness/engines/webkit-services';
import { renderOffscreenBlocks } from '../scripts/harness/offscreen-blocks';
import { PHOTO_PLACEHOLDER } from '../scripts/harness/photo-placeholder';
import { ALL_PATHS, WIDTHS } from '../scripts/harness/site-paths';
import { readManifest } from '../server/asset-manifest';
import { buildThisCheckout } from './lib/checkouts';
import { bareMachineSetup, startServerUnderTest } from './lib/server-under-test';

/** The production build `buildThisCheckout` makes and the server runs. */
const distDir = path.resolve(import.meta.dirname, '../dist');

/** The widths the other engines are compared at: a phone and a desktop, in CSS px. */
const ENGINE_WIDTHS: readonly number[] = [375, 1280];

const command = defineCommand(
  'npm run screenshots --',
  'full-page screenshots of every page: Chromium at every checked width, other engines beside it',
)
  .usage('[outDir] [options]')
  .argument('[outDir]', 'the folder written (default: screenshots, ignored by git)', pathFromCaller)
  .option('--width <px>', 'only this viewport width in px (0: all)', numberOf({ min: 0, integer: true }), 0)
  .option('--path <path>', 'only this page path (repeat it for more)', eachOf(sitePath))
  .addOption(
    new Option(
      '--engine <name>',
      'which engines: Chromium only, Firefox ESR or WebKitGTK at 375 and 1280 px, or all three',
    )
      .choices(['chromium', 'firefox', 'webkit', 'all'] as const)
      .default('chromium' as const),
  )
  .parse();
const options = command.opts();
const outDir = command.processedArgs[0] ?? pathFromCaller('screenshots');
const paths = options.path ?? ALL_PATHS;
const otherEngines: EngineName[] =
  options.engine === 'all' ? ['firefox', 'webkit'] : options.engine === 'chromium' ? [] : [options.engine];

/** A file name for a page at a width, e.g. `shop-375.png`. */
const fileName = (pagePath: string, width: number) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^\w-]/g, '_')}-${width}.png`;

/** Takes Chromium's screenshots, at every width of `WIDTHS` (or `--width`), into `outDir`. */
async function chromiumScreenshots(origin: string): Promise<void> {
  const widths = options.width ? [options.width] : WIDTHS;
  const browser = await launchChromium();
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
        await page.waitForFunction(islandsAsked, ISLAND_WANTED_EVENT);
        await page.evaluate(lazyImagesShown);
        await page.evaluate(renderOffscreenBlocks);
        const file = path.join(outDir, fileName(pagePath, width));
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** In the page: asks every island to hydrate, as held input does; true once all have. */
function islandsAsked(wanted: string): boolean {
  const waiting = document.querySelectorAll('[data-island]:not([data-hydration="done"])');
  for (const island of waiting) island.dispatchEvent(new Event(wanted));
  return waiting.length === 0;
}

/**
 * In the page: brings every lazy image outside a hidden part into view until it is decoded, scrolls back
 * up, and waits for the fonts and a frame drawn after them.
 */
async function lazyImagesShown(): Promise<void> {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    if (image.closest('[hidden]')) continue;
    image.scrollIntoView({ block: 'center', behavior: 'instant' });
    await image.decode().catch(() => undefined);
  }
  window.scrollTo(0, 0);
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Takes one engine's screenshots at 375 and 1280 px (or `--width`) into `outDir/<engine>/`. */
async function engineScreenshots(engine: EngineName, origin: string, webkitDriverUrl: string) {
  const folder = path.join(outDir, engine);
  mkdirSync(folder, { recursive: true });
  const front = await startFrontServer({ upstream: origin, pageScript: readManifest(distDir).pageScript });
  let driver: EngineDriver | null = null;
  try {
    driver = await launchEngine(engine, {
      origin: front.origin,
      errors: front.errors,
      statusOf: front.statusOf,
      webkitDriverUrl,
      proxyPort: front.port,
    });
    const shown = driver;
    for (const width of options.width ? [options.width] : ENGINE_WIDTHS) {
      await shown.setWidth(width);
      for (const pagePath of paths) {
        await shown.goto(pagePath);
        await waitUntil(
          () => shown.evaluate(islandsAsked, ISLAND_WANTED_EVENT),
          `${pagePath}'s islands`,
          15_000,
        );
        await shown.evaluate(lazyImagesShown);
        await shown.evaluate(renderOffscreenBlocks);
        const file = path.join(folder, fileName(pagePath, width));
        writeFileSync(file, await shown.screenshot());
        console.log(file);
      }
    }
  } finally {
    await driver?.close();
    await front.close();
  }
}

buildThisCheckout();
mkdirSync(outDir, { recursive: true });
const server = await startServerUnderTest({ setup: bareMachineSetup(), name: 'screenshots', pinned: false });
const webkit = otherEngines.includes('webkit') ? await startWebKitServices() : null;
try {
  if (options.engine === 'chromium' || options.engine === 'all') await chromiumScreenshots(server.origin);
  for (const engine of otherEngines) await engineScreenshots(engine, server.origin, webkit?.driverUrl ?? '');
} finally {
  await webkit?.stop();
  await server.stop();
}
