/**
 * The Blink adapter of the engine-neutral driver: Chromium's headless shell through Playwright, as the
 * browser project runs it. Stock photos are answered by a route with the local placeholder; JavaScript
 * off is the context's `javaScriptEnabled: false`, which stops the page's scripts while Playwright's
 * evaluation still runs.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { PHOTO_HOST } from '../../../shared/content/catalogue';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../chromium';
import { PHOTO_PLACEHOLDER } from '../photo-placeholder';
import {
  type EngineDriver,
  heightFor,
  type LaunchOptions,
  type PageFunction,
  twoFrames,
  waitUntil,
} from './driver';

/** Whether Chromium's headless shell is installed. */
export const chromiumInstalled = (): boolean => existsSync(HEADLESS_SHELL_PATH);

/**
 * Launches the headless shell and opens one page at 1280 px.
 *
 * @param options - the front server's origin and records, and whether the site's scripts run
 * @returns the driver; `close()` quits the browser
 */
export async function launchChromium(options: LaunchOptions): Promise<EngineDriver> {
  const { origin, javascript = true, errors, statusOf, photosFail = () => false } = options;
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({
    viewport: { width: 1280, height: heightFor(1280) },
    javaScriptEnabled: javascript,
  });
  await context.route(`${PHOTO_HOST}/**`, (route) =>
    photosFail()
      ? route.abort()
      : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER }),
  );
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const history = async (move: () => Promise<unknown>) => {
    const before = page.url();
    await move();
    await waitUntil(async () => page.url() !== before, 'the history entry');
  };
  return {
    engine: 'chromium',
    origin,
    async goto(path, wait = 'load') {
      await page.goto(origin + path, { waitUntil: wait === 'load' ? 'load' : 'domcontentloaded' });
      return statusOf(path) ?? 0;
    },
    // A string expression: DevTools evaluates it outside the site's CSP, which allows no `eval`.
    evaluate: <T>(fn: PageFunction<T>, ...args: unknown[]) =>
      page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<T>,
    async evaluateSource(source) {
      await page.evaluate(source);
    },
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    pointerHome: () => page.mouse.move(0, 0),
    hover: (selector) => page.hover(selector),
    type: (selector, text) => page.locator(selector).pressSequentially(text),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    back: () => history(() => page.goBack()),
    forward: () => history(() => page.goForward()),
    url: async () => page.url(),
    async setWidth(width) {
      await page.setViewportSize({ width, height: heightFor(width) });
      await page.evaluate(twoFrames);
    },
    screenshot: () => page.screenshot({ fullPage: true }),
    errors: () => [...errors],
    close: () => browser.close(),
  };
}
