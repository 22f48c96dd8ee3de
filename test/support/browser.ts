/**
 * Shared helpers of the browser tests: the one storefront and the one Chromium of the browser project
 * (started by `browser-setup.ts`), pages in their own contexts with stock photos answered locally,
 * console collection, and waiting for islands to hydrate.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { ISLAND_WANTED_EVENT } from '../../client/pending-input';
import { PHOTO_PLACEHOLDER } from '../../scripts/harness/photo-placeholder';
import { MISSING_PATH, PAGE_PATHS } from '../../scripts/harness/site-paths';
import type { Category } from '../../shared/content/types';
import { shopHref } from '../../shared/lib/filter-products';
import { shopNamesOf } from './shop-categories';

/** Every page path of the page table, and a path no page has. */
export { MISSING_PATH, PAGE_PATHS };

/** Origin of the storefront under test (no trailing slash). */
export const origin: string = inject('siteOrigin');

/**
 * `describe` for browser suites. In CI (`CI=true`) it never skips, so a missing browser fails the run;
 * elsewhere a machine without Chromium skips the suites.
 */
export const describeBrowser: ReturnType<typeof describe.skipIf> = describe.skipIf(
  !inject('browserWsEndpoint') && process.env.CI !== 'true',
);

/**
 * Connects to the project's shared Chromium for the suite (in `beforeAll`) and disconnects after it.
 *
 * @returns a getter for the browser, valid inside the suite's tests
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser connects in beforeAll');
    return browser;
  };
}

/**
 * The viewport the tests give a width: 800 px high, or 900 from 1024 px wide.
 *
 * @param width - the width in CSS px
 * @returns Playwright's viewport size
 */
export function viewportOf(width: number): { width: number; height: number } {
  return { width, height: width >= 1024 ? 900 : 800 };
}

/**
 * Resizes a loaded page and waits until it has rendered a frame at the new size. Every width's layout
 * on this site is pure CSS (no script reads the width), so the page then lays out as one loaded at
 * that width, without a second load.
 *
 * @param page - a loaded page
 * @param width - the new viewport width in CSS px; the height follows {@link viewportOf}
 */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize(viewportOf(width));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Options of {@link newPage}. */
export interface PageOptions {
  /** Viewport width in CSS px (default 1280); the height is 800, or 900 from 1024 px. */
  width?: number;
  /** The visitor's `prefers-reduced-motion` setting (default 'no-preference'). */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * When false, the site's own scripts are refused, so the page stays exactly as the server rendered
   * it, as with JavaScript off, while tests (and axe) can still run scripts of their own.
   */
  appScripts?: boolean;
  /**
   * A context of its own, closed after the test, for a test that changes more than the document it loads:
   * one that installs a clock, a route, an init script or a CDP session, or needs a tab with no history
   * (the back/forward cache). Default false: {@link withPage} lends a page another test has used.
   */
  ownContext?: boolean;
}

/**
 * Opens a page in a fresh context. Every request to the stock-photo host is answered with a local
 * placeholder of the same size, so tests never depend on the internet.
 *
 * @param browser - the shared browser
 * @param options - width, reduced motion, whether the site's scripts run
 * @returns the page and its context; close the context when done
 */
export async function newPage(
  browser: Browser,
  { width = 1280, reducedMotion = 'no-preference', appScripts = true }: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: viewportOf(width),
    reducedMotion,
  });
  await context.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER }),
  );
  if (!appScripts)
    await context.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
  context.setDefaultTimeout(10_000);
  // A whole page load gets longer: with another test suite beside this one on two cores, a page's load
  // event once came after 10 s. Still a bound, well inside a test's 60 s.
  context.setDefaultNavigationTimeout(30_000);
  return { page: await context.newPage(), context };
}

/** The events a test may listen to on a lent page; their listeners are removed when it is given back. */
const TEST_EVENTS = ['console', 'pageerror', 'request', 'response', 'requestfailed', 'dialog'] as const;

/**
 * Pages that finished a test and wait for the next, per connected browser and per setting a context
 * fixes (whether the site's scripts run). A page whose tab has already shown the storefront loads the
 * next page for about half the CPU of a fresh context and page: Chromium keeps its renderer process and
 * Playwright its set-up (0.84-0.94 against 1.43-1.57 CPU-s for a hydrated /shop, 26 Nov 2026;
 * docs/benchmarks.md, "Tests").
 */
const idlePages = new WeakMap<Browser, Map<boolean, Page[]>>();

/**
 * A page for one test: an idle one from {@link idlePages} set to the test's width and motion setting,
 * or a new one in its own context.
 */
async function borrowPage(browser: Browser, options: PageOptions): Promise<Page> {
  const { width = 1280, reducedMotion = 'no-preference', appScripts = true } = options;
  const idle = idlePages.get(browser)?.get(appScripts)?.pop();
  if (!idle || idle.isClosed()) return (await newPage(browser, options)).page;
  await idle.setViewportSize(viewportOf(width));
  await idle.emulateMedia({ reducedMotion });
  return idle;
}

/**
 * Takes back a page whose test passed, as a fresh page would be for the next: the test's listeners
 * removed and the pointer at the top-left corner, where a new page has it. The next test's navigation
 * replaces the document; the site keeps nothing in storage or cookies, and the test contexts' routes
 * keep Chromium's HTTP cache off (Playwright disables it while a route is set), so each load is a first
 * visit's.
 */
async function giveBack(browser: Browser, appScripts: boolean, page: Page): Promise<void> {
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await page.mouse.move(0, 0);
  const byScripts = idlePages.get(browser) ?? new Map<boolean, Page[]>();
  idlePages.set(browser, byScripts);
  byScripts.set(appScripts, [...(byScripts.get(appScripts) ?? []), page]);
}

/**
 * Runs `body` with a page, then gives the page back for the next test of the suite if `body` passed, or
 * closes its context if it failed (its state is then unknown). With `ownContext`, the page is a new one
 * in a context of its own, closed afterwards, pass or fail.
 *
 * A lent page may have shown other documents before: a test that changes more than the document it
 * loads (a clock, a route, an init script, a CDP session) must ask for `ownContext`, or the next test
 * inherits the change.
 *
 * @param browser - the shared browser
 * @param options - as for {@link newPage}, and `ownContext`
 * @param body - the test steps
 */
export async function withPage(
  browser: Browser,
  options: PageOptions,
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const page = options.ownContext
    ? (await newPage(browser, options)).page
    : await borrowPage(browser, options);
  let passed = false;
  try {
    await body(page);
    passed = true;
  } finally {
    if (passed && !options.ownContext) await giveBack(browser, options.appScripts ?? true, page);
    else await page.context().close();
  }
}

/** What {@link collectConsole} records: problems (errors, warnings, page errors) and every message. */
export interface ConsoleLog {
  problems: string[];
  all: string[];
}

/**
 * Records the page's console: errors and warnings (React reports hydration mismatches as errors) and
 * uncaught exceptions. Call before navigating.
 *
 * @param page - the page to watch
 * @returns live arrays that fill as messages arrive, as "type: text (url)" lines
 */
export function collectConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = { problems: [], all: [] };
  page.on('console', (message) => {
    const line = `${message.type()}: ${message.text()} (${message.location().url})`;
    log.all.push(line);
    if (message.type() === 'error' || message.type() === 'warning') log.problems.push(line);
  });
  page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
  return log;
}

/**
 * Asks every island on the page to hydrate now, as held input does (the `island-wanted` event of
 * `client/pending-input.ts`; an island that waits for an interaction would otherwise never hydrate in a
 * test that does not touch it), then waits until each has `data-hydration="done"`.
 *
 * @param page - the page
 * @throws TimeoutError when an island does not hydrate within 15 s
 */
export async function islandsHydrated(page: Page): Promise<void> {
  // Asked again at every poll: the island loader may not be listening yet.
  const allHydrated = (wanted: string) => {
    const waiting = document.querySelectorAll('[data-island]:not([data-hydration="done"])');
    for (const island of waiting) island.dispatchEvent(new Event(wanted));
    return waiting.length === 0;
  };
  await page.waitForFunction(allHydrated, ISLAND_WANTED_EVENT, { timeout: 15_000, polling: 100 });
}

/**
 * Navigates and waits until the page's islands have hydrated.
 *
 * @param page - the page
 * @param path - path on the storefront, e.g. `/shop`
 * @returns the navigation response
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(origin + path, { waitUntil: 'load' });
  await islandsHydrated(page);
  return response;
}

/** Marks the open document, so {@link expectFilteredInPlace} can tell whether it was loaded again. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { mark: number }).mark = 1;
  });
}

/**
 * Waits until /shop shows exactly the category's products, then checks it happened in place: the
 * address names the category and the document is the one {@link markDocument} marked.
 *
 * @param page - a page on /shop, marked before the filter was chosen
 * @param category - the category chosen
 * @param timeoutMs - how long the products may take to show, in ms
 */
export async function expectFilteredInPlace(
  page: Page,
  category: Category,
  timeoutMs = 5_000,
): Promise<void> {
  await expect
    .poll(() => page.locator('#shop-grid > li:not([hidden]) .product-card__name').allTextContents(), {
      timeout: timeoutMs,
    })
    .toEqual(shopNamesOf(category.slug));
  expect(page.url()).toBe(origin + shopHref(category.slug));
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark), 'the same document').toBe(
    1,
  );
}
