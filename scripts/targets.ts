/**
 * What the scripts measure and how they start Chromium, in one place: the nine page paths (from the
 * content's page titles, so a new page is measured automatically), a sample unknown path, and
 * Debian's Chromium with the flags this closed network needs.
 */
import { pageTitles } from '../shared/content/page-titles';

/** The site's page paths, in navigation order. */
export const PAGE_PATHS: readonly string[] = Object.values(pageTitles)
  .map((page) => page.path)
  .filter((path): path is string => path !== null);

/** A path no route matches, to measure the 404 page. */
export const MISSING_PATH = '/no-such-page';

/** Every page plus the 404 page. */
export const ALL_PATHS: readonly string[] = [...PAGE_PATHS, MISSING_PATH];

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
