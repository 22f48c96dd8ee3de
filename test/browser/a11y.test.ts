/**
 * Chromium only: only a Playwright route refuses the site's scripts while axe runs in the page.
 *
 * Automated accessibility audit (axe-core, WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA, `test/support/axe.ts`) of
 * every page and the 404 page at a phone and a desktop width without JavaScript (with JavaScript, in every
 * engine by the journeys, `test/engines/journeys.ts`), with its colour contrast checked first as Lighthouse
 * checks a page just loaded. The states a visitor reaches by interacting (the open drawer, the filtered shop
 * and its Add to Cart note, the newsletter thank-you, a request form with an error and with its email
 * prepared) are audited in every engine by the journeys (`test/engines/journeys.ts`). Any violation of any
 * impact fails, listed with rule id, help text and the offending elements.
 */
import { expect, it } from 'vitest';
import { AUDIT_WIDTHS, audit, auditContrastAsLoaded } from '../support/axe';
import {
  describeBrowser,
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
  // axe waits. Each page with JavaScript on is audited by the journeys, in the load that checks its
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
});
