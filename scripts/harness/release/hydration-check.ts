/**
 * The browser half of a release rehearsal: while both releases serve, a page of each release, its HTML
 * taken from an origin of that release and every request of the page sent through the edge, is opened
 * in Chromium (Debian's, `scripts/chromium.ts`), each island is asked for (as a visitor's focus asks for
 * it), and the islands must all hydrate: their chunks, whichever origin the edge asks, load.
 */
import type { Browser } from 'playwright-core';
import { Hydration, IslandAttribute, IslandSelector } from '../../../shared/lib/island-contract';
import { launchChromium } from '../../chromium';
import type { Origin } from './origins';

/** The page whose islands are checked: the home page has the most (hero carousel, newsletter...). */
const CHECKED_PATH = '/';
/** How long the islands may take to hydrate, in ms. */
const HYDRATION_TIMEOUT_MS = 15_000;
/** The islands React has committed (shared/lib/island-contract.ts). */
const HYDRATED_ISLANDS = `${IslandSelector.any}[${IslandAttribute.hydration}="${Hydration.done}"]`;

/** What one page's check found. */
export interface HydrationResult {
  release: string;
  /** Names of the page's islands. */
  islands: string[];
  /** Names of those that hydrated. */
  hydrated: string[];
  /** Requests the page made through the edge that failed or answered 4xx/5xx. */
  failedRequests: string[];
}

/**
 * Opens the page of each origin's release and checks that its islands hydrate.
 *
 * @param edgeUrl - the edge every request of the page goes through
 * @param origins - one origin per release to check (the page's HTML is asked of it)
 * @returns one result per origin
 */
export async function checkHydration(
  edgeUrl: string,
  origins: readonly Origin[],
): Promise<HydrationResult[]> {
  const browser: Browser = await launchChromium();
  try {
    const results: HydrationResult[] = [];
    for (const origin of origins) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const failedRequests: string[] = [];
      // Requests to the edge only: the stock photos' host is out of reach of this closed network.
      const throughEdge = (url: string) => url.startsWith(edgeUrl);
      page.on('requestfailed', (req) => {
        if (throughEdge(req.url())) failedRequests.push(`${req.url()} ${req.failure()?.errorText}`);
      });
      page.on('response', (res) => {
        if (throughEdge(res.url()) && res.status() >= 400)
          failedRequests.push(`${res.url()} ${res.status()}`);
      });
      // The page itself from this release's origin; everything it asks for from the edge.
      await page.route(`${edgeUrl}${CHECKED_PATH}`, async (route) => {
        const response = await route.fetch({ url: `http://127.0.0.1:${origin.port}${CHECKED_PATH}` });
        await route.fulfill({ response });
      });
      await page.goto(`${edgeUrl}${CHECKED_PATH}`, { waitUntil: 'domcontentloaded' });
      // The callbacks run in the page, so the contract's names are passed in: they cannot close over imports.
      const islands = await page.$$eval(
        IslandSelector.any,
        (elements, nameAttribute) =>
          elements.map((element) => {
            element.dispatchEvent(new Event('focusin'));
            return element.getAttribute(nameAttribute) ?? '';
          }),
        IslandAttribute.name,
      );
      await page
        .waitForFunction((unhydrated) => !document.querySelector(unhydrated), IslandSelector.unhydrated, {
          timeout: HYDRATION_TIMEOUT_MS,
        })
        .catch(() => undefined);
      const hydrated = await page.$$eval(
        HYDRATED_ISLANDS,
        (elements, nameAttribute) => elements.map((element) => element.getAttribute(nameAttribute) ?? ''),
        IslandAttribute.name,
      );
      results.push({ release: origin.release, islands, hydrated, failedRequests });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
