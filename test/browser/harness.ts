/**
 * Shared helpers of the real-browser tests: an in-process storefront on a free port, a Chromium
 * launcher, pages whose external stock photos are answered locally, console collection and the
 * route list. Every test file starts one site and one browser in `beforeAll` and closes them in `afterAll`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { pino } from 'pino';
import { describe } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** Path of the system Chromium the browser tests drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Whether a Chromium binary is installed on this machine. */
export const browserAvailable: boolean = existsSync(CHROMIUM_PATH);

/**
 * `describe` for browser suites. Locally a machine without Chromium skips the suite; in CI
 * (`CI=true`) it never skips, so a missing browser fails the run when `launchBrowser()` throws.
 */
export const describeBrowser: typeof describe = process.env.CI === 'true' ? describe : describe.skipIf(!browserAvailable);

/**
 * The nine routes of the product (spec §2), in navigation order. The unknown-route page is tested
 * separately with {@link UNKNOWN_PATH}.
 */
export const ROUTES = ['/', '/shop', '/about', '/events', '/corporate', '/contact', '/delivery', '/seasonal', '/core-club'] as const;

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

/** Chromium flags: no sandbox (containers), no GPU, and no background traffic that could hit the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches the system Chromium headless. Throws when it is missing, which is what makes a CI run
 * without a browser fail instead of skipping.
 *
 * @returns the browser; close it in `afterAll`
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
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
}

/**
 * Opens a page in a fresh browser context (own cookies, storage and settings). Every request to the
 * external image host is fulfilled with {@link TINY_PNG}, so tests never depend on the internet and
 * a broken image can never log a console error.
 *
 * @param browser - from {@link launchBrowser}
 * @param options - viewport width, JavaScript and reduced-motion settings
 * @returns the page and its context; close the context when done
 */
export async function newPage(
  browser: Browser,
  { width = 1280, javaScriptEnabled = true, reducedMotion = 'no-preference' }: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width, height: width >= 1024 ? 900 : 800 },
    javaScriptEnabled,
    reducedMotion,
  });
  await context.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
  const page = await context.newPage();
  return { page, context };
}

/** What {@link collectConsole} records. */
export interface ConsoleLog {
  /** Console errors and warnings, and uncaught page errors, as "type: text" lines. */
  problems: string[];
  /** Every console message of any type, as "type: text" lines. */
  all: string[];
}

/**
 * Starts recording the page's console: errors and warnings (React reports hydration mismatches as
 * console errors) plus uncaught exceptions (`pageerror`). Call before navigating.
 *
 * @param page - the page to watch
 * @returns live arrays that fill as messages arrive
 */
export function collectConsole(page: Page): ConsoleLog {
  const log: ConsoleLog = { problems: [], all: [] };
  page.on('console', (message) => {
    const line = `${message.type()}: ${message.text()}`;
    log.all.push(line);
    if (message.type() === 'error' || message.type() === 'warning') log.problems.push(line);
  });
  page.on('pageerror', (error) => {
    log.problems.push(`pageerror: ${error.message}`);
  });
  return log;
}

/**
 * Navigates and waits until React has hydrated the page (`<html data-hydrated="true">`, set by the
 * root layout once hydration committed), so widgets respond to input.
 *
 * @param page - the page
 * @param url - absolute URL
 * @returns the navigation response (null for same-document navigations)
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  return response;
}
