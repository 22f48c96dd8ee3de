/**
 * What the tests and the benchmark lab visit: the page paths (from the page table, so a new page is
 * checked automatically), a sample unknown path, and the screen widths we check.
 */
import { addressablePages } from '../../shared/content/page-table';

/** The site's page paths, in page-table order. */
export const PAGE_PATHS: readonly string[] = addressablePages.map((page) => page.path);

/** Viewport widths every page is checked at, in CSS px: small phones to wide desktops. */
export const WIDTHS: readonly number[] = [320, 375, 768, 1024, 1280, 1440];

/** A path no route matches, to check the 404 page. */
export const MISSING_PATH = '/no-such-page';

/** Every page plus the 404 page. */
export const ALL_PATHS: readonly string[] = [...PAGE_PATHS, MISSING_PATH];
