/**
 * The Gecko adapter of the engine-neutral driver: Firefox ESR through WebDriver BiDi with
 * `puppeteer-core` (no driver binary). Stock photos are answered by puppeteer's request interception
 * with the local placeholder. JavaScript off is Firefox's own `javascript.enabled` preference, which
 * stops the page's scripts while the driver's own evaluation still runs (axe, checks).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
import { PHOTO_HOST } from '../../../shared/content/catalogue';
import { PHOTO_PLACEHOLDER } from '../photo-placeholder';
import {
  type EngineDriver,
  heightFor,
  type LaunchOptions,
  type LoadWait,
  type PressableKey,
  twoFrames,
  waitUntil,
} from './driver';

/** Path of Firefox ESR (`FIREFOX_PATH`, default Debian's `/usr/bin/firefox-esr`, package `firefox-esr`). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Whether Firefox is installed. */
export const firefoxInstalled = (): boolean => existsSync(FIREFOX_PATH);

/** Keys as puppeteer's WebDriver BiDi keyboard names them (its BiDi keyboard knows no `Space`). */
const KEYS: Record<PressableKey, 'Enter' | 'Escape' | ' ' | 'Tab'> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Space: ' ',
  Tab: 'Tab',
};

/**
 * The one WebDriver BiDi command the adapter sends for the viewport: `browsingContext.setViewport`, which
 * every supported ESR has (140 and 153). puppeteer's `page.setViewport` also sends
 * `emulation.setScreenOrientationOverride`, which Firefox ESR 140 does not know ("unknown command"), so
 * the adapter calls the command on the tab's browsing context itself: puppeteer's WebDriver BiDi frame
 * keeps it as a public `browsingContext` field.
 */
interface BidiViewport {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number } | null }): Promise<void>;
  };
}

/**
 * Sets the tab's viewport in CSS px through `browsingContext.setViewport` alone ({@link BidiViewport}).
 *
 * @param page - the tab
 * @param width - the viewport's width in CSS px; the height follows `heightFor`
 */
async function setViewport(page: Page, width: number): Promise<void> {
  const frame = page.mainFrame() as unknown as BidiViewport;
  await frame.browsingContext.setViewport({ viewport: { width, height: heightFor(width) } });
}

/**
 * The page side of a pointer click with the page's scripts off: scrolls the element to the viewport's
 * middle and gives its centre, in CSS px from the viewport's top-left corner; null when nothing matches.
 */
const centreInView = (selector: string): [number, number] | null => {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const { x, y, width, height } = element.getBoundingClientRect();
  return [x + width / 2, y + height / 2];
};

/** How Firefox's WebDriver BiDi names a navigation cut short by another one started in the same tab. */
const INTERRUPTED_NAVIGATION = 'A new navigation interrupted an unfinished navigation';

/**
 * Launches a headless Firefox and opens one tab at 1280 px.
 *
 * @param options - the front server's origin and records, and whether the site's scripts run
 * @returns the driver; `close()` quits Firefox
 */
export async function launchFirefox(options: LaunchOptions): Promise<EngineDriver> {
  const { origin, javascript = true, errors, statusOf, photosFail = () => false } = options;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'javascript.enabled': javascript,
      // The front server holds back the islands' scripts for the before-hydration tests: with Firefox's
      // 6 connections per server all waiting on them, the document's own first script could not be fetched.
      'network.http.max-persistent-connections-per-server': 16,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  await setViewport(page, 1280);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!request.url().startsWith(PHOTO_HOST)) void request.continue();
    else if (photosFail()) void request.abort();
    else void request.respond({ status: 200, contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER });
  });
  // The address as the page itself has it: puppeteer's own record of it did not follow a page restored
  // from the back/forward cache in Firefox ESR 153, and its next navigation then never settled.
  const address = () => page.evaluate(() => location.href);
  const traverse = async (move: () => Promise<unknown>) => {
    const before = await address();
    await move();
    await waitUntil(async () => (await address()) !== before, 'the history entry');
  };
  /**
   * Navigates by WebDriver BiDi's `browsingContext.navigate` and waits for `load` (or the parsing). Firefox
   * fails that command when another navigation starts in the tab before the response arrives ("A new
   * navigation interrupted an unfinished navigation"); puppeteer lets Chromium's same case through but
   * passes Firefox's on. With the page's scripts off nothing of ours can start one, so it is the browser's
   * own: it is named on stderr, with where the tab was, and the navigation made once more.
   */
  const driverNavigate = async (url: string, wait: LoadWait) => {
    const waitUntilEvent = wait === 'load' ? 'load' : 'domcontentloaded';
    try {
      await page.goto(url, { waitUntil: waitUntilEvent });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes(INTERRUPTED_NAVIGATION))) throw error;
      const at = await address().catch(() => 'a document being replaced');
      process.stderr.write(
        `firefox: another navigation interrupted the one to ${url} (at ${at}); navigating again\n`,
      );
      await page.goto(url, { waitUntil: waitUntilEvent });
    }
  };
  /**
   * Navigates from the page itself and waits for the new document's `load` (or its parsing). The old
   * document is marked with an attribute, which every realm sees (a window property set from a script
   * with the page's JavaScript off lives in the driver's sandbox only).
   */
  const navigate = async (url: string, wait: LoadWait) => {
    // With the page's JavaScript off, a navigation a script starts is refused: the driver navigates.
    if (!javascript) {
      await driverNavigate(url, wait);
      return;
    }
    await page.evaluate((to: string) => {
      document.documentElement.setAttribute('data-engine-leaving', '');
      // After this call has returned: a navigation inside it destroyed its realm, and the call, run again
      // in the new document, navigated a second time.
      setTimeout(() => location.assign(to), 0);
    }, url);
    const ready = wait === 'load' ? ['complete'] : ['interactive', 'complete'];
    await waitUntil(
      () =>
        page.evaluate(
          (states: string[]) =>
            !document.documentElement.hasAttribute('data-engine-leaving') &&
            states.includes(document.readyState),
          ready,
        ),
      `${url} to ${wait === 'load' ? 'load' : 'be parsed'}`,
      30_000,
    );
  };
  /**
   * A pointer click at the element's centre, for a page whose scripts are off: puppeteer's `page.click`
   * never returns there, since its check that the element is in view waits for an IntersectionObserver
   * callback, and Firefox runs none (nor an animation frame) in a page with `javascript.enabled` false.
   */
  const clickWithoutPageScripts = async (selector: string) => {
    const centre = await page.evaluate(centreInView, selector);
    if (!centre) throw new Error(`no element matches ${selector}`);
    await page.mouse.click(...centre);
  };
  return {
    engine: 'firefox',
    keysActivateButtons: false,
    origin,
    async goto(path, wait = 'load') {
      await navigate(origin + path, wait);
      return statusOf(path) ?? 0;
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async evaluateSource(source) {
      await page.evaluate(source);
    },
    click: javascript ? (selector) => page.click(selector) : clickWithoutPageScripts,
    clickAt: (x, y) => page.mouse.click(x, y),
    pointerHome: () => page.mouse.move(0, 0),
    hover: (selector) => page.hover(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(KEYS[key]),
    // puppeteer's goBack over BiDi did not return from a cross-document entry in Firefox ESR 153 here:
    // the page's own history call is the same traversal.
    back: () => traverse(() => page.evaluate(() => window.history.back())),
    forward: () => traverse(() => page.evaluate(() => window.history.forward())),
    url: address,
    async setWidth(width) {
      await setViewport(page, width);
      await page.evaluate(twoFrames);
    },
    screenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    errors: () => [...errors],
    close: () => browser.close(),
  };
}
