/**
 * When islands hydrate (docs/decisions/0011-islands-never-hold-the-main-thread.md): an island that acts
 * on its own (the hero carousel) hydrates once it is on screen and the browser is idle; one that waits
 * for the visitor (the shop filter, the forms) stays server HTML, with React never evaluated, until the
 * visitor points at it, focuses it or taps it, and that first tap still gets its result.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { categories } from '../../shared/content/catalogue';
import { newsletterCopy } from '../../shared/content/newsletter';
import {
  describeBrowser,
  expectFilteredInPlace,
  markDocument,
  origin,
  useBrowser,
  withPage,
} from '../support/browser';

/** Resolves after two idle periods of the page: whatever it schedules by itself on load has run. */
const pageIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );

/** The names of the page's islands that have hydrated. */
const hydratedIslands = (page: Page) =>
  page
    .locator('[data-island][data-hydration="done"]')
    .evaluateAll((islands) => islands.map((i) => i.dataset.island));

describeBrowser('hydration triggers', () => {
  const browser = useBrowser();

  it('the hero carousel hydrates on screen by itself; the newsletter waits until its field is focused', async () => {
    await withPage(browser(), { width: 375 }, async (page) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page
        .locator('[data-island="hero-carousel"][data-hydration="done"]')
        .waitFor({ state: 'attached' });
      const field = page.getByRole('textbox', { name: newsletterCopy.label });
      await field.scrollIntoViewIfNeeded();
      await pageIdle(page);
      expect(await hydratedIslands(page)).toEqual(['hero-carousel']);
      await field.focus();
      await page.locator('[data-island="newsletter"][data-hydration="done"]').waitFor({ state: 'attached' });
      expect((await hydratedIslands(page)).sort()).toEqual(['hero-carousel', 'newsletter']);
    });
  });

  it('the shop filter stays server HTML until tapped, and that tap filters in place', async () => {
    const category = categories[1];
    if (!category) throw new Error('needs a second category');
    await withPage(browser(), { width: 375 }, async (page) => {
      await page.goto(`${origin}/shop`, { waitUntil: 'load' });
      await pageIdle(page);
      expect(await hydratedIslands(page), 'no island hydrated before the visitor acts').toEqual([]);
      await markDocument(page);
      await page
        .getByRole('navigation', { name: 'Filter products by category' })
        .getByRole('link', { name: category.name })
        .click();
      await expectFilteredInPlace(page, category);
      expect(await hydratedIslands(page)).toEqual(['shop-filter']);
    });
  });
});
