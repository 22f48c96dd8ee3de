/**
 * Layout at every width we check (320 to 1440 px): no page scrolls sideways, no button label wraps
 * onto a second line, every product and showcase shows a picture (artwork or photo), and no empty
 * placeholder box is left on the page.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeBrowser,
  gotoHydrated,
  MISSING_PATH,
  PAGE_PATHS,
  resizeTo,
  useBrowser,
  withPage,
} from '../support/browser';
import { WIDTHS } from '../support/site-paths';

/** How far the page can be scrolled sideways, in px (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Visible links and buttons that stick out of the viewport on the left or right (cut off, e.g. in the
 * fixed header).
 */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.checkVisibility() && !element.closest('.visually-hidden, .skip-link'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName),
  );

/** Visible buttons and button-styled links whose label (visible text) runs over more than one line. */
const wrappedLabels = (page: Page) =>
  page.evaluate(() => {
    const wrapped: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.button, button')) {
      if (!button.checkVisibility() || button.closest('[hidden], .visually-hidden')) continue;
      const tops = new Set<number>();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      if (tops.size > 1) wrapped.push(button.textContent?.trim() ?? '');
    }
    return wrapped;
  });

describeBrowser('layout at every width', () => {
  const browser = useBrowser();

  // One load per path, then the viewport steps through the widths (`resizeTo`): ten hydrated loads,
  // not sixty.
  it.each([...PAGE_PATHS, MISSING_PATH].map((path) => [path]))(
    '%s at every width: no sideways scroll, no link or button cut off, no button label wraps',
    async (path) => {
      await withPage(browser(), { width: WIDTHS[0] }, async (page) => {
        await gotoHydrated(page, path);
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await resizeTo(page, width);
          const overflow = await sidewaysScroll(page);
          if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways`);
          for (const label of await wrappedLabels(page)) problems.push(`${width} px: "${label}" wraps`);
          for (const label of await cutOff(page))
            problems.push(`${width} px: "${label}" is cut off at the edge`);
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    },
  );

  it.each([320, 1280])('at %i px every product, slide and seasonal card shows its picture', async (width) => {
    await withPage(browser(), { width }, async (page) => {
      for (const path of ['/', '/shop', '/seasonal']) {
        await gotoHydrated(page, path);
        // Each shown frame is scrolled to, as a visitor would (its illustration loads lazily), and its
        // illustration must then load, decode and fill a box of at least 40 px.
        const blank = await page.evaluate(async () => {
          const frames = [
            ...document.querySelectorAll<HTMLElement>(
              '.product-media, .hero-carousel__art, .seasonal-item__art',
            ),
          ].filter((frame) => !frame.closest('[hidden]'));
          const missing: string[] = [];
          for (const frame of frames) {
            frame.scrollIntoView({ block: 'center', behavior: 'instant' });
            const art = frame.querySelector<HTMLImageElement>('img.artwork');
            const shown = await art?.decode().then(
              () => art.naturalWidth > 0,
              () => false,
            );
            const box = art?.getBoundingClientRect();
            if (!shown || !box || box.width < 40 || box.height < 40)
              missing.push(
                frame.closest('article, li')?.querySelector('h3, p')?.textContent ?? frame.className,
              );
          }
          return missing;
        });
        expect(blank, `${path} at ${width} px`).toEqual([]);
      }
    });
  });

  it('keeps the artwork in place when a photo fails to load', async () => {
    await withPage(browser(), {}, async (page) => {
      await page.context().route('https://images.unsplash.com/**', (route) => route.abort());
      await gotoHydrated(page, '/shop');
      const photos = page.locator('.product-media__photo');
      const count = await photos.count();
      for (let i = 0; i < count; i++) {
        await photos.nth(i).scrollIntoViewIfNeeded();
        await expect.poll(() => photos.nth(i).isHidden()).toBe(true);
        expect(await photos.nth(i).locator('xpath=..').locator('img.artwork').isVisible()).toBe(true);
      }
    });
  });
});
