/**
 * Automated accessibility audit (axe-core, WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA, `test/support/axe.ts`) of
 * every page and the 404 page at a phone and a desktop width without JavaScript (with JavaScript, in
 * `pages.test.ts`), with its colour contrast checked first as Lighthouse checks a page just loaded, and
 * of the states a visitor reaches by interacting: the open drawer, the filtered shop, the newsletter
 * thank-you, a request form with an error and with its email prepared, the Add to Cart note. Any
 * violation of any impact fails, listed with rule id, help text and the offending elements.
 */
import { expect, it } from 'vitest';
import { categories } from '../../shared/content/catalogue';
import { newsletterCopy } from '../../shared/content/newsletter';
import { AUDIT_WIDTHS, audit, auditContrastAsLoaded } from '../support/axe';
import {
  describeBrowser,
  gotoHydrated,
  MISSING_PATH,
  origin,
  PAGE_PATHS,
  resizeTo,
  useBrowser,
  withPage,
} from '../support/browser';

describeBrowser('accessibility: axe finds no WCAG 2.2 AA violations', () => {
  const browser = useBrowser();

  // One test per page: one load with the site's scripts refused, audited at the phone width, then resized
  // to the desktop width (`resizeTo`) and audited again; in a page that has run axe, the second audit
  // costs half the first. The tests of a file run side by side (each in its own browser context) while
  // axe waits. Each page with JavaScript on is audited in `pages.test.ts`, in the load that checks its
  // layout.
  it.concurrent.each([...PAGE_PATHS, MISSING_PATH])(
    '%s at 375 and 1280 px with JavaScript off',
    async (path) => {
      // "JavaScript off" refuses the site's scripts: the page is exactly the server's HTML, while axe itself
      // can still run (in a context with JavaScript disabled axe never settles).
      await withPage(browser(), { width: AUDIT_WIDTHS[0], appScripts: false }, async (page) => {
        await page.goto(origin + path, { waitUntil: 'load' });
        expect(await page.locator('html.js').count(), 'the page must stay unscripted').toBe(0);
        const failures = await auditContrastAsLoaded(page, `${path} @${AUDIT_WIDTHS[0]}px JS off`);
        for (const width of AUDIT_WIDTHS) {
          await resizeTo(page, width);
          failures.push(...(await audit(page, `${path} @${width}px JS off`)));
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    },
  );

  it('the open drawer at 375 px', async () => {
    await withPage(browser(), { width: 375 }, async (page) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
      const failures = await audit(page, '/ drawer open @375px');
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  it.each([375, 1280])(
    'the shop filtered by a click, and an Add to Cart note open, at %i px',
    async (width) => {
      const category = categories[1];
      if (!category) throw new Error('needs a second category');
      await withPage(browser(), { width }, async (page) => {
        await gotoHydrated(page, '/shop');
        await page
          .getByRole('navigation', { name: 'Filter products by category' })
          .getByRole('link', { name: category.name })
          .click();
        await expect.poll(() => page.locator('#shop-grid > li[hidden]').count()).toBeGreaterThan(0);
        const failures = await audit(page, `/shop filtered to ${category.name} @${width}px`);
        await page.locator('#shop-grid > li:not([hidden]) .add-to-cart__button').first().click();
        await page.locator('.add-to-cart__note:popover-open').waitFor();
        failures.push(...(await audit(page, `/shop Add to Cart note @${width}px`)));
        expect(failures, failures.join('\n')).toEqual([]);
      });
    },
  );

  it.each([375, 1280])('the newsletter thank-you at %i px', async (width) => {
    await withPage(browser(), { width }, async (page) => {
      await gotoHydrated(page, '/');
      const field = page.getByRole('textbox', { name: newsletterCopy.label });
      await field.fill('a11y@example.com');
      await field.press('Enter');
      await page.getByRole('heading', { name: newsletterCopy.thankYouHeading }).waitFor({ state: 'visible' });
      const failures = await audit(page, `/ newsletter thank-you @${width}px`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  it.each([375, 1280])(
    'a request form with a field error, then with its email prepared, at %i px',
    async (width) => {
      await withPage(browser(), { width }, async (page) => {
        await gotoHydrated(page, '/corporate');
        const form = page.getByRole('form', { name: 'Request a Corporate Quote' });
        await form.getByRole('button', { name: 'Request a Quote' }).click();
        await form.locator('[aria-invalid="true"]').first().waitFor();
        const failures = await audit(page, `/corporate form error @${width}px`);
        await form.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
        await form.getByRole('button', { name: 'Request a Quote' }).click();
        await form.getByRole('link', { name: 'Open this request in your email app' }).waitFor();
        failures.push(...(await audit(page, `/corporate form ready @${width}px`)));
        expect(failures, failures.join('\n')).toEqual([]);
      });
    },
  );

  it('status regions are in the accessibility tree before anything is announced', async () => {
    await withPage(browser(), {}, async (page) => {
      await gotoHydrated(page, '/contact');
      expect(await page.getByRole('form', { name: 'Get In Touch' }).getByRole('status').count()).toBe(1);
      await gotoHydrated(page, '/');
      expect(
        await page.getByRole('region', { name: newsletterCopy.heading }).getByRole('status').count(),
      ).toBe(1);
    });
  });
});
