/**
 * Pictures at a phone's and a desktop's width: every product and showcase shows a picture (illustration or
 * photo), and no empty placeholder box is left on the page, even when a photo fails to load. That no
 * page scrolls sideways or wraps a button label is checked by the journeys (`test/engines/journeys.ts`).
 */
import { expect, it } from 'vitest';
import { describeBrowser, gotoHydrated, useBrowser, withPage } from '../support/browser';

describeBrowser('pictures', () => {
  const browser = useBrowser();

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
            const illustration = frame.querySelector<HTMLImageElement>('img.illustration');
            const shown = await illustration?.decode().then(
              () => illustration.naturalWidth > 0,
              () => false,
            );
            const box = illustration?.getBoundingClientRect();
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

  it('keeps the illustration in place when a photo fails to load', async () => {
    await withPage(browser(), { ownContext: true }, async (page) => {
      await page.context().route('https://images.unsplash.com/**', (route) => route.abort());
      await gotoHydrated(page, '/shop');
      const photos = page.locator('.product-media__photo');
      const count = await photos.count();
      for (let i = 0; i < count; i++) {
        // The card's frame is scrolled to, as a visitor would: the failed photo itself may be hidden already.
        await photos.nth(i).locator('xpath=..').scrollIntoViewIfNeeded();
        await expect.poll(() => photos.nth(i).isHidden()).toBe(true);
        expect(await photos.nth(i).locator('xpath=..').locator('img.illustration').isVisible()).toBe(true);
      }
    });
  });
});
