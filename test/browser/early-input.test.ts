/**
 * Chromium only: only Chromium's DevTools slow the CPU to a phone's speed.
 *
 * Input before hydration is never lost (docs/decisions/0001-islands-on-a-multi-page-site.md). On a
 * phone-speed CPU (4x throttling) and with the islands' code held back until the visitor has acted, a
 * visitor acts the moment an island's control is visible: types an email and presses Enter, clicks a
 * hero dot, clicks a shop filter. Each test checks the island had not hydrated yet when the visitor
 * acted, and that the visitor still gets the result once the code arrives.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { readManifest } from '../../server/asset-manifest';
import { categories } from '../../shared/content/catalogue';
import { heroItems } from '../../shared/content/home';
import { newsletterCopy } from '../../shared/content/newsletter';
import {
  describeBrowser,
  expectFilteredInPlace,
  markDocument,
  newPage,
  origin,
  useBrowser,
} from '../support/browser';

/** The page script (`client/page-script.ts`), which holds early input: the one script not held back. */
const PAGE_SCRIPT_URL = readManifest(inject('distDir')).pageScript;

/**
 * Opens `path` on a 4x throttled CPU with the islands' scripts held back (every script but the
 * page script), and returns as soon as the document has started to arrive. The test waits for the
 * control it acts on to be visible, acts, then calls the returned `deliverScripts` to let the islands
 * load: a condition, not a delay, so a busy machine cannot hydrate the island before the visitor acts.
 *
 * @returns `deliverScripts`, which sends the held scripts and every later one
 */
async function openSlowly(page: Page, path: string): Promise<{ deliverScripts: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let deliverScripts = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliverScripts = resolve;
  });
  await page.route(
    (url) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== PAGE_SCRIPT_URL,
    async (route) => {
      await delivered;
      await route.continue();
    },
  );
  await page.goto(origin + path, { waitUntil: 'commit' });
  return { deliverScripts };
}

/** Whether the island around `selector` has hydrated. */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => element.closest('[data-island]')?.getAttribute('data-hydration') === 'done');

describeBrowser('input before hydration', () => {
  const browser = useBrowser();

  it('an email typed and sent with Enter at once gets the thank-you', async () => {
    const { page, context } = await newPage(browser());
    try {
      const { deliverScripts } = await openSlowly(page, '/');
      const field = page.getByRole('textbox', { name: newsletterCopy.label });
      await field.waitFor({ state: 'visible' });
      expect(await hydrated(page, '#newsletter-email'), 'acting before hydration').toBe(false);
      await field.fill('early@example.com');
      await field.press('Enter');
      deliverScripts();
      await page.getByRole('heading', { name: newsletterCopy.thankYouHeading }).waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(`${origin}/`);
    } finally {
      await context.close();
    }
  });

  it('a hero dot clicked at once selects its slide', async () => {
    const { page, context } = await newPage(browser(), { reducedMotion: 'reduce' });
    try {
      const { deliverScripts } = await openSlowly(page, '/');
      const dot = page.getByRole('button', { name: new RegExp(`^Show slide 3 of ${heroItems.length}`) });
      await dot.waitFor({ state: 'visible' });
      expect(await hydrated(page, '.hero-carousel__dots'), 'acting before hydration').toBe(false);
      await dot.click();
      deliverScripts();
      await expect.poll(() => dot.getAttribute('aria-current'), { timeout: 15_000 }).toBe('true');
      const visible = await page
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) =>
          slides.filter((s) => (s as HTMLElement).checkVisibility()).map((s) => s.getAttribute('aria-label')),
        );
      expect(visible).toEqual([`3 of ${heroItems.length}`]);
    } finally {
      await context.close();
    }
  });

  it('a shop filter clicked at once filters in place, without loading the page again', async () => {
    const category = categories[2];
    if (!category) throw new Error('needs a third category');
    const { page, context } = await newPage(browser());
    try {
      const { deliverScripts } = await openSlowly(page, '/shop');
      const link = page
        .getByRole('navigation', { name: 'Filter products by category' })
        .getByRole('link', { name: category.name });
      await link.waitFor({ state: 'visible' });
      expect(await hydrated(page, '.shop-filter'), 'acting before hydration').toBe(false);
      await markDocument(page);
      await link.click();
      deliverScripts();
      await expectFilteredInPlace(page, category, 15_000);
    } finally {
      await context.close();
    }
  });
});
