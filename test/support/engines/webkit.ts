/**
 * The WebKit adapter of the engine-neutral driver: WebKitGTK's MiniBrowser through WebKitWebDriver
 * (WebDriver classic) with `selenium-webdriver`, under the X server of `webkit-services.ts`. The
 * session's proxy is the front server, which answers the stock-photo host with the placeholder over
 * TLS (the session accepts its certificate). JavaScript off is WebKit's own setting for scripts in the
 * document's markup (`--enable-javascript-markup=false`), which stops the page's scripts while
 * WebDriver's still run.
 */
import { Builder, By, Capabilities, Key, Origin } from 'selenium-webdriver';
import {
  type EngineDriver,
  heightFor,
  type LaunchOptions,
  type PageFunction,
  type PressableKey,
  twoFrames,
  waitUntil,
} from './driver';
import { MINIBROWSER_PATH, WEBKIT_ZOOM } from './webkit-services';

/** Keys as WebDriver names them. */
const KEYS: Record<PressableKey, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  Tab: Key.TAB,
};

/**
 * The page side of {@link EngineDriver.evaluate} over WebDriver's asynchronous script: the function's
 * source inlined (the site's CSP allows no `eval`), called with the arguments, its awaited result or
 * its error handed back.
 */
const asyncCall = (source: string) => `
  const args = Array.prototype.slice.call(arguments, 0, -1);
  const done = arguments[arguments.length - 1];
  Promise.resolve()
    .then(() => (${source})(...args))
    .then(
      (value) => done({ value: value === undefined ? null : value }),
      (error) => done({ error: String((error && error.stack) || error) }),
    );
`;

/** Options of {@link launchWebKit}: those of every engine, and the WebDriver to use. */
export interface WebKitLaunchOptions extends LaunchOptions {
  /** WebKitWebDriver's URL (`webkit-services.ts`). */
  driverUrl: string;
  /** The front server's port, the session's HTTP proxy. */
  proxyPort: number;
}

/**
 * Starts a MiniBrowser session (WebKitWebDriver allows one at a time) with a 1280 px viewport.
 *
 * @param options - the driver's URL, the front server's origin, port and records, whether scripts run
 * @returns the driver; `close()` ends the session, which quits MiniBrowser
 */
export async function launchWebKit(options: WebKitLaunchOptions): Promise<EngineDriver> {
  const { origin, javascript = true, errors, statusOf, driverUrl, proxyPort } = options;
  const proxy = `127.0.0.1:${proxyPort}`;
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    acceptInsecureCerts: true,
    proxy: { proxyType: 'manual', httpProxy: proxy, sslProxy: proxy },
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', ...(javascript ? [] : ['--enable-javascript-markup=false'])],
    },
  });
  const driver = await new Builder().usingServer(driverUrl).withCapabilities(capabilities).build();
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const evaluate = async <T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> => {
    const answer = (await driver.executeAsyncScript(asyncCall(fn.toString()), ...args)) as {
      value?: T;
      error?: string;
    };
    if (answer.error) throw new Error(`in the page: ${answer.error}`);
    return answer.value as T;
  };
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    await driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      found,
    );
    return found;
  };
  const history = async (move: () => Promise<void>) => {
    const before = await driver.getCurrentUrl();
    await move();
    await waitUntil(async () => (await driver.getCurrentUrl()) !== before, 'the history entry');
  };
  const self: EngineDriver = {
    engine: 'webkit',
    origin,
    async goto(path, wait = 'load') {
      if (wait === 'load') await driver.get(origin + path);
      else {
        // WebDriver's navigation waits for `load`, which held scripts delay: navigate from the page.
        await driver.executeScript('window.__leaving = true; location.assign(arguments[0])', origin + path);
        await waitUntil(
          () =>
            driver.executeScript<boolean>('return !window.__leaving && document.readyState !== "loading"'),
          `${path} to be parsed`,
        );
      }
      return statusOf(path) ?? 0;
    },
    evaluate,
    async evaluateSource(source) {
      await driver.executeScript(source);
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async clickAt(x, y) {
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
    },
    async pointerHome() {
      await driver.actions().move({ x: 0, y: 0 }).perform();
    },
    async type(selector, text) {
      await (await element(selector)).sendKeys(text);
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    back: () => history(() => driver.navigate().back()),
    forward: () => history(() => driver.navigate().forward()),
    url: () => driver.getCurrentUrl(),
    async setWidth(width) {
      const height = heightFor(width);
      let rect = { width: Math.round(width * WEBKIT_ZOOM), height: Math.round(height * WEBKIT_ZOOM) };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await driver.manage().window().setRect(rect);
        const inner = await driver.executeScript<number[]>('return [innerWidth, innerHeight]');
        const [innerWidth = 0, innerHeight = 0] = inner;
        if (innerWidth === width && innerHeight >= height) break;
        // The window's toolbar takes some of its height, and rounding may take a pixel of its width.
        rect = {
          width: rect.width + Math.round((width - innerWidth) * WEBKIT_ZOOM),
          height: rect.height + Math.round((height - innerHeight) * WEBKIT_ZOOM),
        };
      }
      const shown = await driver.executeScript<number>('return innerWidth');
      if (shown !== width) throw new Error(`WebKit shows ${shown} CSS px, not ${width}`);
      await evaluate(twoFrames);
    },
    async screenshot() {
      const page = await driver.findElement(By.css('html'));
      return Buffer.from(await page.takeScreenshot(), 'base64');
    },
    errors: () => [...errors],
    close: () => driver.quit(),
  };
  return self;
}
