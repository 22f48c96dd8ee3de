/**
 * Debian's Chromium and the flags this closed network needs, for everything that drives a browser:
 * the brand-image renderer here, the browser tests and the benchmark lab.
 */

/** Path of the Chromium binary (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
