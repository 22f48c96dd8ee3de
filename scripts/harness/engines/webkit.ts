/**
 * The WebKit adapter of the engine-neutral driver: WebKitGTK's MiniBrowser through WebKitWebDriver
 * (WebDriver classic) with `selenium-webdriver`, under the X server of `webkit-services.ts`. The
 * session's proxy is the front server, which answers the stock-photo host with the placeholder over
 * TLS (the session accepts its certificate). JavaScript off is WebKit's own setting for scripts in the
 * document's markup (`--enable-javascript-markup=false`), which stops the page's scripts while
 * WebDriver's still run.
 *
 * The session's page load strategy is `normal`: WebKitWebDriver holds every command until WebKit has
 * finished loading the page, so no script of the adapter reaches a page mid-navigation. Such a script
 * (a poll for the new document, under the `none` strategy) was now and then never answered by WebKitGTK
 * 2.50, not even at the script timeout: in 1 of 4 runs of the hero, drawer and JavaScript-off journeys
 * with both cores kept busy, against 0 of 6 with `normal` (docs/benchmarks.md, "Tests"). A session for
 * pages whose island scripts the front server holds back (`scriptsHeldBack`) cannot wait for their load:
 * its strategy is `none`, and the adapter waits for documents itself (`eager` timed out scripts after a
 * load here).
 */
import { Builder, By, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import {
  type EngineDriver,
  heightFor,
  type LaunchOptions,
  type PageFunction,
  type PressableKey,
  twoFrames,
  waitUntil,
} from './driver';
import { driverLogTail, MINIBROWSER_PATH } from './webkit-services';

/** Keys as WebDriver names them. */
const KEYS: Record<PressableKey, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  Tab: Key.TAB,
};

/**
 * The page side of {@link EngineDriver.evaluate}, as a synchronous WebDriver script: the function's
 * source inlined (the site's CSP allows no `eval`), called with the arguments; its value or error, or
 * for a promise the key under which its outcome will be kept (`window.__enginePending`). Not
 * WebDriver's asynchronous script: WebKitWebDriver never answered one whose document was left
 * mid-script (a poll during a navigation), and held every later command behind it.
 */
const syncCall = (source: string) => `
  try {
    const value = (${source})(...arguments);
    if (!value || typeof value.then !== 'function') return { value: value === undefined ? null : value };
    const pending = (window.__enginePending = window.__enginePending || {});
    const key = String(Math.random());
    pending[key] = null;
    value.then(
      (settled) => { pending[key] = { value: settled === undefined ? null : settled }; },
      (error) => { pending[key] = { error: String((error && error.stack) || error) }; },
    );
    return { key };
  } catch (error) {
    return { error: String((error && error.stack) || error) };
  }
`;

/** Reads (and forgets) a promise's outcome kept by {@link syncCall}; `lost` when the document changed. */
const SETTLED = `
  const pending = window.__enginePending;
  if (!pending || !(arguments[0] in pending)) return { lost: true };
  const outcome = pending[arguments[0]];
  if (outcome) delete pending[arguments[0]];
  return outcome;
`;

/** What {@link syncCall} and {@link SETTLED} answer. */
interface Outcome<T> {
  value?: T;
  error?: string;
  key?: string;
  lost?: boolean;
}

/**
 * Whether the page shown is a new document at the address, parsed (or loaded): the page side of
 * {@link EngineDriver.goto}. The document navigated from was marked `__leaving`.
 */
const arrived = (href: string, loaded: boolean): boolean =>
  !(window as unknown as { __leaving?: boolean }).__leaving &&
  location.href === href &&
  document.readyState !== 'loading' &&
  (!loaded || document.readyState === 'complete');

/**
 * Where the first element matching a CSS selector is, as text, or `moving` while an animation or
 * transition of it or of a box around it runs, or `covered` while its centre is not its own: the page
 * side of `element`.
 */
const placeOf = (selector: string): string => {
  const target = document.querySelector(selector);
  if (!target) return 'missing';
  for (let box: Element | null = target; box; box = box.parentElement)
    for (const animation of box.getAnimations())
      if (
        animation.playState !== 'finished' &&
        Number.isFinite(animation.effect?.getComputedTiming().endTime)
      )
        return 'moving';
  const { x, y, width, height } = target.getBoundingClientRect();
  const hit = document.elementFromPoint(x + width / 2, y + height / 2);
  return hit && target.contains(hit) ? JSON.stringify([x, y, width, height]) : 'covered';
};

/** The viewport's size and whether the media queries see that width: the page side of `setWidth`. */
const viewport = (width: number): [number, number, boolean] => [
  innerWidth,
  innerHeight,
  matchMedia(`(width: ${width}px)`).matches,
];

/**
 * The page side of a stitched screenshot: scrolls to `arguments[0]` and hides (or, with `false`, shows
 * again) the sticky and fixed boxes, which would otherwise appear on every screen of the stitch.
 */
const SCROLL_FOR_SHOT = `
  for (const element of document.body.querySelectorAll('*')) {
    const { position } = getComputedStyle(element);
    if (position === 'sticky' || position === 'fixed') element.style.visibility = arguments[1] ? 'hidden' : '';
  }
  window.scrollTo({ top: arguments[0], behavior: 'instant' });
`;

/** How long a WebDriver command may take before {@link reportSlowCommands} names it, in ms. */
const SLOW_COMMAND_MS = 20_000;

/**
 * Names on stderr every WebDriver command still unanswered after {@link SLOW_COMMAND_MS}, and again at
 * each further interval, with its time so far. Under a loaded host WebKitWebDriver has now and then held
 * a command past the test's whole time bound, and the bound's error does not say which one it was.
 *
 * @param driver - the session whose commands are watched (its executor is wrapped, answers unchanged)
 */
function reportSlowCommands(driver: WebDriver): void {
  const executor = driver.getExecutor();
  const execute = executor.execute.bind(executor);
  executor.execute = async (command) => {
    const started = Date.now();
    // A script is named by its start (for an evaluation, the function's), a navigation by its address.
    const script = String(command.getParameter('script') ?? command.getParameter('url') ?? '');
    const what = script.replace(/\s+/g, ' ').trim().slice(0, 100);
    const report = () =>
      console.error(
        `WebKitWebDriver: ${command.getName()} ${what} unanswered after ${Date.now() - started} ms`,
      );
    const timer = setInterval(report, SLOW_COMMAND_MS);
    try {
      return await execute(command);
    } finally {
      clearInterval(timer);
    }
  };
}

/** How long WebKitWebDriver may take to start a MiniBrowser session, in ms: about 0.5 s on an idle machine. */
const SESSION_START_MS = 30_000;

/**
 * Asks WebKitWebDriver for a session, within {@link SESSION_START_MS}. Past it the driver is waiting on a
 * browser that never answered its automation socket, and would wait forever: the error then carries what
 * the driver and MiniBrowser printed.
 *
 * @param driverUrl - WebKitWebDriver's URL
 * @param capabilities - the session's capabilities
 * @returns the session
 * @throws Error with the end of the driver's log when no session came in time
 */
async function startSession(driverUrl: string, capabilities: Capabilities): Promise<WebDriver> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const output = driverLogTail(driverUrl);
      reject(
        new Error(
          `WebKitWebDriver started no session in ${SESSION_START_MS / 1000} s; its output:\n${output}`,
        ),
      );
    }, SESSION_START_MS);
  });
  try {
    return await Promise.race([
      new Builder().usingServer(driverUrl).withCapabilities(capabilities).build(),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

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
  const {
    origin,
    javascript = true,
    scriptsHeldBack = false,
    errors,
    statusOf,
    documentsParsing,
    driverUrl,
    proxyPort,
  } = options;
  const proxy = `127.0.0.1:${proxyPort}`;
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    acceptInsecureCerts: true,
    pageLoadStrategy: scriptsHeldBack ? 'none' : 'normal',
    proxy: { proxyType: 'manual', httpProxy: proxy, sslProxy: proxy },
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', ...(javascript ? [] : ['--enable-javascript-markup=false'])],
    },
  });
  const driver = await startSession(driverUrl, capabilities);
  reportSlowCommands(driver);
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  const evaluate = async <T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> => {
    let answer = await driver.executeScript<Outcome<T>>(syncCall(fn.toString()), ...args);
    const { key } = answer;
    if (key !== undefined) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const outcome = await driver.executeScript<Outcome<T> | null>(SETTLED, key);
        if (outcome) {
          answer = outcome;
          break;
        }
        if (Date.now() > deadline) throw new Error('in the page: a promise not settled in 30 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    if (answer.lost) throw new Error('in the page: the document changed before the promise settled');
    if (answer.error) throw new Error(`in the page: ${answer.error}`);
    return answer.value as T;
  };
  /**
   * The element for the pointer or the keyboard, scrolled into view, with no animation of it running,
   * its centre its own, and its box the same in two reads 50 ms apart, as Playwright's actionability
   * checks wait for it: WebDriver's click fails on an element still sliding in from outside the
   * viewport (the drawer's links), and WebKit starts an animation a frame or more after it is set.
   */
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    await driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      found,
    );
    let before = '';
    await waitUntil(async () => {
      const place = await evaluate(placeOf, selector);
      const still = place.startsWith('[') && place === before;
      before = place;
      return still;
    }, `${selector} to stand still in view`);
    return found;
  };
  /** The height of MiniBrowser's toolbar, in px, measured at the first resize. */
  let chrome: number | undefined;
  let closed = false;
  // The page's own address: WebDriver's is the one being loaded as soon as a navigation starts, before
  // the page shown changes (and a Back then would leave the page before it).
  const shownUrl = () => driver.executeScript<string>('return location.href');
  const history = async (move: () => Promise<void>) => {
    const before = await shownUrl();
    await move();
    await waitUntil(async () => (await shownUrl()) !== before, 'the history entry');
  };
  const self: EngineDriver = {
    engine: 'webkit',
    origin,
    async goto(path, wait = 'load') {
      const href = origin + path;
      await driver.executeScript('window.__leaving = true');
      const parsingBefore = documentsParsing?.length ?? 0;
      await driver.get(href);
      // With no page load strategy the driver answers at once, and a script sent while WebKit was still
      // navigating was seen never answered (1 in 5 full runs): the first look waits until WebKit has
      // committed to the new document, its parser asking for the harness script.
      if (wait === 'parsed' && documentsParsing)
        await waitUntil(
          async () => documentsParsing.slice(parsingBefore).includes(path),
          `${path} to be parsing`,
          30_000,
        );
      await waitUntil(
        () => evaluate(arrived, href, wait === 'load'),
        `${path} to be ${wait === 'load' ? 'loaded' : 'parsed'}`,
        30_000,
      );
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
    async hover(selector) {
      await driver
        .actions()
        .move({ origin: await element(selector) })
        .perform();
    },
    async type(selector, text) {
      // WebDriver's text input has no line break: a visitor presses Enter for one.
      await (await element(selector)).sendKeys(text.replaceAll('\n', Key.ENTER));
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    back: () => history(() => driver.navigate().back()),
    forward: () => history(() => driver.navigate().forward()),
    url: shownUrl,
    async setWidth(width) {
      const height = heightFor(width);
      const [shownWidth, shownHeight, matches] = await evaluate(viewport, width);
      if (shownWidth === width && shownHeight === height && matches) return;
      // The window is the viewport and MiniBrowser's toolbar above it (`webkit-services.ts`).
      chrome ??= await driver.executeScript<number>('return outerHeight - innerHeight');
      const rect = await driver
        .manage()
        .window()
        .setRect({ width, height: height + chrome });
      if (rect.width !== width)
        throw new Error(`MiniBrowser's window cannot be ${width} px wide (${rect.width} px)`);
      // The page sees the new size a little after the window has it.
      let seen: [number, number, boolean] = [0, 0, false];
      const shown = async () => {
        seen = await evaluate(viewport, width);
        return seen[0] === width && seen[1] === height && seen[2];
      };
      await waitUntil(shown, `a ${width} × ${height} CSS px viewport`, 5_000).catch(() => {
        throw new Error(`WebKit shows ${seen[0]} × ${seen[1]} CSS px, not ${width} × ${height}`);
      });
      await evaluate(twoFrames);
    },
    async screenshot() {
      // WebKitWebDriver's screenshots show the viewport only: the page is scrolled a screen at a time
      // and the shots stitched (sharp), with sticky and fixed boxes hidden after the first screen.
      const [pageHeight = 0, screenHeight = 0, width = 0] = await driver.executeScript<number[]>(
        'return [document.documentElement.scrollHeight, innerHeight, innerWidth]',
      );
      const shots: { input: Buffer; top: number; left: number }[] = [];
      for (let top = 0; top < pageHeight; top += screenHeight) {
        const y = Math.max(0, Math.min(top, pageHeight - screenHeight));
        await driver.executeScript(SCROLL_FOR_SHOT, y, top > 0);
        await evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        shots.push({ input: Buffer.from(await driver.takeScreenshot(), 'base64'), top: y, left: 0 });
      }
      await driver.executeScript(SCROLL_FOR_SHOT, 0, false);
      const canvas = { width, height: pageHeight, channels: 3 as const, background: '#ffffff' };
      return sharp({ create: canvas }).composite(shots).png().toBuffer();
    },
    errors: () => [...errors],
    // The battery ends the scripted WebDriver connection early (one at a time in WebKit), and again after all.
    async close() {
      if (closed) return;
      closed = true;
      await driver.quit();
    },
  };
  return self;
}
