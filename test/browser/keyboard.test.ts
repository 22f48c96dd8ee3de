/**
 * The storefront with the keyboard alone (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order): the drawer and the hero
 * controls are reached with Tab and work with Enter/Escape. The skip link (WCAG 2.4.1), the shop filter,
 * the newsletter and the real links without JavaScript are journeys of every engine
 * (`test/engines/journeys.ts`).
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { heroItems } from '../../shared/content/home';
import { headerLinks } from '../../shared/content/navigation';
import { describeBrowser, gotoHydrated, origin, useBrowser, withPage } from '../support/browser';

/** A short description of the focused element, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
  });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has focus, as a keyboard user would.
 *
 * @param page - the page
 * @param target - the element to reach
 * @param maxTabs - give up after this many presses
 * @returns how many presses it took
 * @throws Error listing the focus path when the target is not reached
 */
async function tabTo(page: Page, target: Locator, maxTabs: number): Promise<number> {
  const path: string[] = [];
  for (let presses = 1; presses <= maxTabs; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(`not reached with ${maxTabs} Tab presses; focus went:\n  ${path.join('\n  ')}`);
}

describeBrowser('keyboard use', () => {
  const browser = useBrowser();

  it(
    'at 375 px Tab reaches the menu button, Enter opens the drawer with focus inside, ' +
      'Escape closes it and focus returns',
    async () => {
      await withPage(browser(), { width: 375 }, async (page) => {
        await gotoHydrated(page, '/');
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await tabTo(page, menuButton, 5);
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.waitFor({ state: 'visible' });
        await expect.poll(() => menuButton.getAttribute('aria-expanded'), { timeout: 2_000 }).toBe('true');
        expect(
          await drawer.evaluate((dialog) => dialog.contains(document.activeElement)),
          `focus is on ${await describeFocus(page)}`,
        ).toBe(true);

        // Tab moves between the drawer's own controls; the page behind is inert.
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        await expect.poll(() => isFocused(menuButton), { timeout: 2_000 }).toBe(true);
        await expect.poll(() => menuButton.getAttribute('aria-expanded'), { timeout: 2_000 }).toBe('false');
      });
    },
  );

  it(
    'Tab reaches the hero pause button, Enter toggles it; ' +
      'the dots are reachable and Enter selects a slide',
    async () => {
      await withPage(browser(), { width: 1280 }, async (page) => {
        await gotoHydrated(page, '/');
        const pause = page.getByRole('button', { name: 'Pause slideshow' });
        await tabTo(page, pause, 20);
        await page.keyboard.press('Enter');
        const play = page.getByRole('button', { name: 'Play slideshow' });
        await play.waitFor();
        expect(await isFocused(play), 'focus stays on the toggle').toBe(true);
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: 'Pause slideshow' }).waitFor();

        const third = page.getByRole('button', { name: new RegExp(`^Show slide 3 of ${heroItems.length}`) });
        await tabTo(page, third, 4);
        await page.keyboard.press('Enter');
        await expect.poll(() => third.getAttribute('aria-current'), { timeout: 2_000 }).toBe('true');
        const visible = await page
          .locator('[aria-roledescription="slide"]')
          .evaluateAll((slides) =>
            slides
              .filter((slide) => (slide as HTMLElement).checkVisibility())
              .map((slide) => slide.getAttribute('aria-label')),
          );
        expect(visible).toEqual([`3 of ${heroItems.length}`]);
      });
    },
  );

  it('without JavaScript at 375 px the menu button opens the drawer and Escape closes it', async () => {
    await withPage(browser(), { width: 375, appScripts: false }, async (page) => {
      await page.goto(`${origin}/`);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      expect(await menuButton.isVisible()).toBe(true);
      await tabTo(page, menuButton, 5);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor({ state: 'visible', timeout: 2_000 });
      const first = headerLinks[1];
      const link = drawer.getByRole('link', { name: first?.label, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(first?.href);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden', timeout: 2_000 });
    });
  });
});
