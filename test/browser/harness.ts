/**
 * Shared helpers of the real-browser tests: an in-process storefront on a free port, a Chromium
 * launcher, pages whose external stock photos are answered locally, console collection and the
 * route list. Every suite starts one site and one browser with `useSiteAndBrowser()`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/targets';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** Whether a Chromium binary is installed on this machine. */
export const browserAvailable: boolean = existsSync(CHROMIUM_PATH);

/**
 * `describe` for browser suites. Locally a machine without Chromium skips the suite; in CI
 * (`CI=true`) it never skips, so a missing browser fails the run when `launchBrowser()` throws.
 */
export const describeBrowser: ReturnType<typeof describe.skipIf> =
  process.env.CI === 'true' ? describe : describe.skipIf(!browserAvailable);

/**
 * The nine routes of the product (spec §2), in navigation order. The unknown-route page is tested
 * separately with {@link UNKNOWN_PATH}.
 */
export const ROUTES = [
  '/',
  '/shop',
  '/about',
  '/events',
  '/corporate',
  '/contact',
  '/delivery',
  '/seasonal',
  '/core-club',
] as const;

/** A path no route matches; the catch-all answers it with the 404 page. */
export const UNKNOWN_PATH = '/no-such-treat';

/** A running storefront for one test file. */
export interface Site {
  /** Base URL, e.g. `http://127.0.0.1:43121` (no trailing slash). */
  origin: string;
  /** Stops the server, closing any open keep-alive connections. */
  close: () => Promise<void>;
}

/**
 * Starts the real app (`createApp`, the real build in `dist/`) on 127.0.0.1 with a free port and a
 * silent logger. The site URL is the test server's origin, so canonical links point at it.
 *
 * @returns the origin and a `close` function
 * @throws Error when the build's manifest is missing (run `npx tsx scripts/build.ts` first)
 */
export async function startSite(): Promise<Site> {
  // Listen first, so the configured site URL (canonical and Open Graph links) is this server's own origin.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const app = createApp({ config: { ...loadConfig(), siteUrl: origin }, logger: pino({ level: 'silent' }) });
  server.on('request', app);
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Chromium flags: shared with the scripts (scripts/targets.ts). */
export { CHROMIUM_ARGS };

/**
 * Launches the system Chromium headless. Throws when it is missing, which is what makes a CI run
 * without a browser fail instead of skipping.
 *
 * @returns the browser; close it in `afterAll`
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

/** The running site and browser of one suite (see {@link useSiteAndBrowser}). */
export interface BrowserSuite {
  /** The storefront; throws when read before `beforeAll` has started it. */
  readonly site: Site;
  /** The Chromium; throws when read before `beforeAll` has launched it. */
  readonly browser: Browser;
}

/**
 * Registers the suite's `beforeAll` (start the site, launch Chromium) and `afterAll` (close both, even
 * when one failed to start). Call it once at the top of a `describeBrowser` body.
 *
 * @returns getters for the site and browser, valid inside the suite's tests
 */
export function useSiteAndBrowser(): BrowserSuite {
  const state: { site?: Site; browser?: Browser } = {};
  beforeAll(async () => {
    state.site = await startSite();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.site?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in beforeAll`);
    return value;
  };
  return {
    get site() {
      return started(state.site, 'site');
    },
    get browser() {
      return started(state.browser, 'browser');
    },
  };
}

/** A valid 1×1 transparent PNG, served in place of every external stock photo. */
export const TINY_PNG: Buffer = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Options of {@link newPage}. */
export interface PageOptions {
  /** Viewport width in CSS pixels (default 1280); the height is 800 (900 for widths ≥ 1024). */
  width?: number;
  /** Whether scripts run (default true); false shows the server-rendered HTML only. */
  javaScriptEnabled?: boolean;
  /** The visitor's `prefers-reduced-motion` setting (default 'no-preference'). */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * When false, the app's own scripts (`/assets/*.js`) are answered with empty files, so the page stays
   * exactly as the server rendered it, as with JavaScript off, while the test can still run scripts of
   * its own. Needed for axe: in a context with `javaScriptEnabled: false` Chromium never fires timers,
   * so `axe.run()` never settles. Default true.
   */
  appScripts?: boolean;
}

/**
 * Opens a page in a fresh browser context (own cookies, storage and settings). Every request to the
 * external image host is fulfilled with {@link TINY_PNG}, so tests never depend on the internet and
 * a broken image can never log a console error.
 *
 * @param browser - from {@link launchBrowser}
 * @param options - viewport width, JavaScript, reduced-motion and app-script settings
 * @returns the page and its context; close the context when done
 */
export async function newPage(
  browser: Browser,
  {
    width = 1280,
    javaScriptEnabled = true,
    reducedMotion = 'no-preference',
    appScripts = true,
  }: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width, height: width >= 1024 ? 900 : 800 },
    javaScriptEnabled,
    reducedMotion,
  });
  await context.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
  if (!appScripts) {
    await context.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  }
  // A missing element fails within 10 s rather than Playwright's default 30 s.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { page, context };
}

/**
 * Runs `body` with a page from {@link newPage} and closes its context afterwards, pass or fail.
 *
 * @param browser - from {@link launchBrowser}
 * @param options - as for {@link newPage}
 * @param body - the test steps
 */
export async function withPage(
  browser: Browser,
  options: PageOptions,
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context } = await newPage(browser, options);
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

/** What {@link collectConsole} records. */
export interface ConsoleLog {
  /**
   * Console errors and warnings, and uncaught page errors, as "type: text (url)" lines, where url is the
   * resource the browser attributes the message to (empty when it names none).
   */
  problems: string[];
  /** Every console message of any type, as "type: text (url)" lines. */
  all: string[];
}

/**
 * Starts recording the page's console: errors and warnings (React reports hydration mismatches as
 * console errors, and Chromium reports failed resource loads as errors) plus uncaught exceptions
 * (`pageerror`). Call before navigating.
 *
 * @param page - the page to watch
 * @returns live arrays that fill as messages arrive
 */
export function collectConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = { problems: [], all: [] };
  page.on('console', (message) => {
    const line = `${message.type()}: ${message.text()} (${message.location().url})`;
    log.all.push(line);
    if (message.type() === 'error' || message.type() === 'warning') log.problems.push(line);
  });
  page.on('pageerror', (error) => {
    log.problems.push(`pageerror: ${error.message}`);
  });
  return log;
}

/**
 * Navigates and waits until the client has hydrated the page: `<html data-hydrated="true">`, which the
 * client entry sets once the layout and every widget that hydrates on load have committed.
 *
 * @param page - the page
 * @param url - absolute URL
 * @returns the navigation response
 * @throws TimeoutError when the page does not hydrate within 15 s
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  return response;
}

/**
 * Scrolls an element into view, as a visitor would, and waits until the widget around it is live.
 * Widgets below the fold hydrate as islands only when they near the viewport (`[data-island]`,
 * marked `data-hydrated="true"` once committed); an element outside any island resolves at once.
 *
 * @param target - what the visitor scrolls to, e.g. a field or a submit button
 * @param widget - an element inside the island to wait for (default `target`); it may be invisible,
 *   e.g. an empty status region next to the submit button
 * @throws TimeoutError when the widget does not hydrate within 10 s
 */
export async function revealHydrated(target: Locator, widget: Locator = target): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const handle = await widget.elementHandle();
  await target.page().waitForFunction(
    (element) => {
      const island = element?.closest<HTMLElement>('[data-island]');
      return !island || island.dataset.hydrated === 'true';
    },
    handle,
    { timeout: 10_000 },
  );
  await handle?.dispose();
}

/**
 * Reads the `<title>` the server sends for a path, without a browser: the reference for titles that
 * client-side navigation must reproduce.
 *
 * @param origin - the site's origin
 * @param path - the page's path
 * @returns the decoded title text
 */
export async function serverTitle(origin: string, path: string): Promise<string> {
  const html = await (await fetch(origin + path)).text();
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (!match) throw new Error(`no <title> in ${path}`);
  return match[1].replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
}
