/**
 * The accessibility audit of the browser tests: axe-core on the page as it is now, against WCAG 2.0 and
 * 2.1 at A and AA plus the AA rules new in 2.2, with every violation described for the failure message.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { endTransitions } from '../../scripts/harness/end-transitions';
import { renderOffscreenBlocks } from '../../scripts/harness/offscreen-blocks';

/** The WCAG rule sets audited: 2.0 and 2.1 at A and AA, and the AA rules new in 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every page is audited at: a phone's and a desktop's, in CSS px. */
export const AUDIT_WIDTHS = [375, 1280] as const;

/**
 * What `AxeBuilder` evaluates as "axe's source" before each audit: nothing, since {@link installAxe} has
 * put axe in the page. `AxeBuilder` evaluates its source twice per audit, and each evaluation of axe's
 * 580 KB compiles it again: 600 ms in a fresh page and 200 ms after, of the renderer's main thread.
 */
const AXE_INSTALLED = '/* axe-core is in the page: installAxe */';

/**
 * Puts axe-core in the page once, before its first audit. A navigation drops it, so the next audit
 * installs it again.
 *
 * @param page - a loaded page
 */
async function installAxe(page: Page): Promise<void> {
  const installed = await page.evaluate(() => 'axe' in window);
  if (!installed) await page.evaluate(axe.source);
}

/**
 * One readable block per violated rule: where, impact, rule id, help and its URL, then each offending
 * element with axe's summary of what to fix.
 */
function describeViolations(violations: readonly Result[], where: string): string[] {
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

/**
 * Checks the page's colour contrast as it is now, with the blocks that `content-visibility: auto` leaves
 * unrendered off screen left so, as Lighthouse and PageSpeed Insights audit a page just loaded: axe then
 * finds no background for a skipped block and measures its text against the page behind it (WCAG 2.2
 * 1.4.3). Call it before {@link audit}, which renders those blocks.
 *
 * @param page - a page just loaded, nothing scrolled
 * @param where - what the page shows, prefixed to each entry
 * @returns one readable block if any text fails; empty when the page passes
 */
export async function auditContrastAsLoaded(page: Page, where: string): Promise<string[]> {
  await installAxe(page);
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_INSTALLED })
    .options({ resultTypes: ['violations'] })
    .withRules(['color-contrast'])
    .setLegacyMode(true)
    .analyze();
  return describeViolations(violations, `${where}, as loaded`);
}

/**
 * Audits the page as it is now, its off-screen blocks rendered as a visitor who scrolls sees them
 * (`renderOffscreenBlocks`) and its transitions ended (`endTransitions`), and describes every
 * violation, one entry per rule.
 *
 * Only violations come back in full: axe's `resultTypes` option cuts the passes, incomplete and
 * inapplicable results to one node each, which the failure message never shows (a third of an audit's
 * time on /shop went to building and sending them).
 *
 * @param page - the page to audit
 * @param where - what the page shows, e.g. "/shop @375px JS on", prefixed to each entry
 * @returns one readable block per violated rule; empty when the page passes
 */
export async function audit(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default mode opens a blank page for each audit to
  // merge the frames' results, which doubled an audit's time, and these pages have no frames.
  await installAxe(page);
  await page.evaluate(renderOffscreenBlocks);
  await page.evaluate(endTransitions);
  // `options` replaces every option set before it, so it comes before `withTags`.
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_INSTALLED })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return describeViolations(violations, where);
}
