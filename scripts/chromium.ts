import type { Browser } from 'playwright-core';

/**
 * Debian's Chromium and the flags this closed network needs, for everything that drives a browser:
 * the brand-image renderer here, the browser tests and the benchmark lab.
 */

/**
 * Path of the full Chromium browser (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`): the
 * benchmarks, Lighthouse, screenshots, and the tests of what only the full browser has (the
 * back/forward cache).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Path of Chromium's headless shell (`HEADLESS_SHELL_PATH`, default Debian's
 * `/usr/bin/chromium-headless-shell`, package `chromium-headless-shell`): the same Blink and V8 as
 * {@link CHROMIUM_PATH} without the browser's user interface layer, and what Playwright itself runs
 * for headless tests. A fresh context and page of /shop costs it about 1.0 CPU-s against 2.8 for the
 * full browser (26 Nov 2026; docs/benchmarks.md, "Tests"), so the browser tests' shared Chromium is
 * this one. It has no back/forward cache.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for headless Chromium here: no sandbox as root, no GPU, no background traffic to the internet. */
export const CHROMIUM_ARGS: readonly string[] = [
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
 * Starts the full Chromium ({@link CHROMIUM_PATH}) with {@link CHROMIUM_ARGS} through Playwright.
 * Playwright is imported here, when a browser is wanted, not when a module naming this is loaded: a
 * command asked only for its `--help` then never loads it (docs/benchmarks.md, "Tests").
 *
 * @returns the browser; the caller closes it
 * @throws when the browser cannot start (no Chromium at the path)
 */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
