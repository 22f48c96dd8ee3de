/**
 * What the scripts and browser tests measure and how they start Chromium, in one place: the page paths
 * (from the page table, so a new page is measured automatically), a sample unknown path, the screen
 * widths we check, and Debian's Chromium with the flags this closed network needs.
 */
import { addressablePages } from '../shared/content/site-map';

/** The site's page paths, in page-table order. */
export const PAGE_PATHS: readonly string[] = addressablePages.map((page) => page.path);

/** Viewport widths every page is checked at, in CSS px: small phones to wide desktops. */
export const WIDTHS: readonly number[] = [320, 375, 768, 1024, 1280, 1440];

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

/** The placeholder's bow: two loops from the knot at (320, 150). */
const BOW_PATH = 'M320 150c-30-50-80-40-70-10 8 22 50 14 70 10Zm0 0c30-50 80-40 70-10-8 22-50 14-70 10Z';

/**
 * What stands in for a stock photo when tests and screenshots run offline: an opaque 640x480 SVG in
 * the shop's colours, so layouts look as they will online. Back to front: the backdrop, a gift box,
 * its ribbon, its lid and its bow.
 */
export const PHOTO_PLACEHOLDER = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">',
  '<rect width="640" height="480" fill="#e9d3c0"/>',
  '<rect x="200" y="170" width="240" height="190" rx="12" fill="#c9563f"/>',
  '<rect x="305" y="170" width="30" height="190" fill="#f1c76d"/>',
  '<rect x="190" y="150" width="260" height="50" rx="10" fill="#a8281f"/>',
  `<path d="${BOW_PATH}" fill="#f1c76d"/>`,
  '</svg>',
].join('');
