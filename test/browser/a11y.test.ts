/**
 * Automated accessibility audit (axe-core, WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA) of every page and the
 * 404 page at a phone and a desktop width, with and without JavaScript, and of the states a visitor
 * reaches by interacting: the open drawer, the filtered shop, the newsletter thank-you. Any violation
 * of any impact fails, listed with rule id, help text and the offending elements.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  describeBrowser,
  gotoHydrated,
  ROUTES,
  revealHydrated,
  UNKNOWN_PATH,
  useSiteAndBrowser,
  withPage,
} from './harness';

/** The WCAG rule sets audited: 2.0 and 2.1 at A and AA, and the AA rules new in 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Audits the page as it is now and describes every violation, one entry per rule.
 *
 * @param page - the page to audit
 * @param where - what the page shows, e.g. "/shop @375px JS on", prefixed to each entry
 * @returns one readable line block per violated rule; empty when the page passes
 */
async function audit(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) =>
      `${where}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
      violation.nodes
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  );
}

describeBrowser('accessibility: axe finds no WCAG 2.2 AA violations', () => {
  const suite = useSiteAndBrowser();

  const combinations = [375, 1280].flatMap((width) => [
    { width, javaScript: 'on' as const },
    { width, javaScript: 'off' as const },
  ]);

  for (const { width, javaScript } of combinations) {
    it(`every page and the 404 page at ${width} px with JavaScript ${javaScript}`, async () => {
      const scripts = javaScript === 'on';
      // "JavaScript off" serves the app's scripts as empty files: the page is exactly the server's HTML,
      // while axe itself can still run (a context with JavaScript disabled never fires axe's timers).
      await withPage(suite.browser, { width, appScripts: scripts }, async (page) => {
        const failures: string[] = [];
        for (const path of [...ROUTES, UNKNOWN_PATH]) {
          if (scripts) {
            await gotoHydrated(page, suite.site.origin + path);
          } else {
            await page.goto(suite.site.origin + path, { waitUntil: 'load' });
            expect(await page.locator('html[data-hydrated]').count(), 'the page must stay unhydrated').toBe(
              0,
            );
          }
          failures.push(...(await audit(page, `${path} @${width}px JS ${javaScript}`)));
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    });
  }

  it('the open drawer at 375 px', async () => {
    await withPage(suite.browser, { width: 375 }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
      const failures = await audit(page, '/ drawer open @375px');
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  it.each([375, 1280])('the shop filtered to pretzels at %i px', async (width) => {
    await withPage(suite.browser, { width }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/shop`);
      await page
        .getByRole('navigation', { name: 'Filter products by category' })
        .getByRole('link', { name: 'Pretzels' })
        .click();
      await page.waitForURL(`${suite.site.origin}/shop?category=pretzels`);
      await expect
        .poll(() => page.getByRole('main').getByRole('article').count(), { timeout: 5_000 })
        .toBe(3);
      const failures = await audit(page, `/shop?category=pretzels (clicked) @${width}px`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  it.each([375, 1280])('the newsletter thank-you at %i px', async (width) => {
    await withPage(suite.browser, { width }, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/`);
      const field = page.getByRole('textbox', { name: 'Email address' });
      await revealHydrated(field);
      await field.fill('a11y@example.com');
      await field.press('Enter');
      await page.getByRole('heading', { name: 'Welcome to the Sweet List!' }).waitFor({ state: 'visible' });
      const failures = await audit(page, `/ newsletter thank-you @${width}px`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  // Regression guard (found by this suite, fixed in c5b6642): the empty role="status" regions were
  // `display: none` via `:empty` rules in styles/components/_request-form.scss, _newsletter.scss and
  // _product-card.scss. A display:none live region is not in the accessibility tree, so it appears
  // together with its message and screen readers commonly announce nothing.
  it('form status regions are in the accessibility tree before the first submit, so the message is announced', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await gotoHydrated(page, `${suite.site.origin}/contact`);
      const form = page.getByRole('form', { name: 'Get In Touch' });
      await revealHydrated(
        form.getByRole('button', { name: 'Send Message' }),
        form.locator('[role="status"]'),
      );
      expect(await form.getByRole('status').count(), 'contact form status region before submit').toBe(1);

      await gotoHydrated(page, `${suite.site.origin}/`);
      const field = page.getByRole('textbox', { name: 'Email address' });
      await revealHydrated(field);
      const newsletter = page.getByRole('region', { name: 'Join the Sweet List' });
      expect(await newsletter.getByRole('status').count(), 'newsletter status region before submit').toBe(1);

      await gotoHydrated(page, `${suite.site.origin}/shop`);
      const firstCard = page.getByRole('main').getByRole('article').first();
      expect(await firstCard.getByRole('status').count(), 'Add to Cart note region before the click').toBe(1);
    });
  });
});
