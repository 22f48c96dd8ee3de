/**
 * Chromium only: the export's pages are the storefront's own, which the journeys check in every engine.
 *
 * The static export in a real browser, served by a maintained static file server (`serve-handler`):
 * pages load and hydrate without console problems, the shop filter applies the category from the URL
 * (a static host cannot filter on the server), and a page link loads the next page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories } from '../../shared/content/catalogue';
import { shopHref } from '../../shared/lib/filter-products';
import {
  collectConsole,
  describeBrowser,
  islandsHydrated,
  PAGE_PATHS,
  useBrowser,
  withPage,
} from '../support/browser';
import { shopNamesOf } from '../support/shop-categories';
import { type StaticHost, serveExport } from '../support/static-host';

describeBrowser('the static export in a browser', () => {
  const browser = useBrowser();
  let host: StaticHost;
  let origin = '';
  beforeAll(async () => {
    host = await serveExport();
    origin = host.origin;
  });
  afterAll(() => host?.close());

  it('every page loads and hydrates without console errors or warnings', async () => {
    await withPage(browser(), {}, async (page) => {
      const log = collectConsole(page);
      for (const pagePath of PAGE_PATHS) {
        await page.goto(origin + pagePath, { waitUntil: 'load' });
        await islandsHydrated(page);
      }
      expect(log.problems, log.problems.join('\n')).toEqual([]);
    });
  });

  it('the shop applies the category in the URL once the filter hydrates', async () => {
    const category = categories[1];
    if (!category) throw new Error('needs a second category');
    await withPage(browser(), {}, async (page) => {
      await page.goto(origin + shopHref(category.slug), { waitUntil: 'load' });
      await islandsHydrated(page);
      await expect
        .poll(() => page.locator('#shop-grid > li:not([hidden]) .product-card__name').allTextContents())
        .toEqual(shopNamesOf(category.slug));
    });
  });

  it('a header link loads the next exported page', async () => {
    await withPage(browser(), {}, async (page) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL(`${origin}/events`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    });
  });
});
