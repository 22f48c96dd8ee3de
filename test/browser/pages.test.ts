/**
 * Every page and the 404 page as a visitor with JavaScript meets it, in one hydrated load each:
 * - it hydrates without a console error or warning (React reports a hydration mismatch as an error);
 * - at every width we check (320 to 1440 px) no page scrolls sideways, no link or button is cut off at
 *   the edge, and no button label wraps onto a second line;
 * - at a phone's and a desktop's width, axe finds no WCAG 2.2 AA violation (`test/support/axe.ts`; without
 *   JavaScript and in the states a visitor reaches, in `a11y.test.ts`).
 *
 * One load serves all three, since a fresh context and page cost Chromium's headless shell about a
 * second of CPU with /shop in it (docs/benchmarks.md, "Tests").
 */
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { WIDTHS } from '../../scripts/harness/site-paths';
import { AUDIT_WIDTHS, audit } from '../support/axe';
import {
  collectConsole,
  describeBrowser,
  gotoHydrated,
  MISSING_PATH,
  PAGE_PATHS,
  pageSettled,
  resizeTo,
  useBrowser,
  withPage,
} from '../support/browser';

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

/**
 * The layout problems a visitor would see at the page's current width, one line each.
 *
 * @param page - a loaded page, resized to `width`
 * @param width - the viewport width in CSS px, named in each line
 * @returns one line per problem; empty when the page fits
 */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`${width} px: scrolls ${overflow} px sideways`);
  for (const label of await wrappedLabels(page)) problems.push(`${width} px: "${label}" wraps`);
  for (const label of await cutOff(page)) problems.push(`${width} px: "${label}" is cut off at the edge`);
  return problems;
}

describeBrowser('every page with JavaScript on', () => {
  const browser = useBrowser();

  // One hydrated load per path, then the viewport steps through the widths (`resizeTo`): the layout of
  // every width is pure CSS. The tests run side by side (each in its own browser context) while axe works.
  it.concurrent.for([...PAGE_PATHS, MISSING_PATH])(
    '%s hydrates without a console problem, fits every width, and axe finds no violation',
    // The soft assertions use the test's own `expect`, as a concurrent test must.
    async (path, { expect }) => {
      await withPage(browser(), { width: WIDTHS[0] }, async (page) => {
        const log = collectConsole(page);
        await gotoHydrated(page, path);
        await pageSettled(page);
        // Chromium logs the 404 page's own status as "Failed to load resource": the intended status.
        const consoleProblems = log.problems.filter(
          (line) => !(path === MISSING_PATH && line.includes('status of 404')),
        );
        const layout: string[] = [];
        const accessibility: string[] = [];
        for (const width of WIDTHS) {
          await resizeTo(page, width);
          layout.push(...(await layoutProblems(page, width)));
          if (AUDIT_WIDTHS.some((auditWidth) => auditWidth === width))
            accessibility.push(...(await audit(page, `${path} @${width}px JS on`)));
        }
        expect.soft(consoleProblems, consoleProblems.join('\n')).toEqual([]);
        expect.soft(layout, layout.join('\n')).toEqual([]);
        expect.soft(accessibility, accessibility.join('\n')).toEqual([]);
      });
    },
  );
});
