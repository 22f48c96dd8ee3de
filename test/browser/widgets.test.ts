/**
 * Chromium only: only Playwright's clock and media emulation move the page's time and ask for less motion.
 *
 * The hero carousel on a clock the test moves (not a slide before its interval, none while paused or under
 * the pointer) and with `prefers-reduced-motion`. What a visitor does with the widgets in real time (the
 * hero's rotation, dots, pause and pointer, the newsletter and the request forms sending nothing, the
 * countdown) is in the journeys of every engine (`test/engines/journeys.ts`).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ISLAND_WANTED_EVENT } from '../../client/pending-input';
import { heroItems, heroRotationMs } from '../../shared/content/home';
import { describeBrowser, origin, useBrowser, withPage } from '../support/browser';

const POLL = { timeout: 5_000 };
/** One frame at 60 Hz, in ms: how far the paused clock moves at a time while islands hydrate. */
const FRAME_MS = 16;
const N = heroItems.length;
const slide = (n: number) => `${n} of ${N}`;

/** Labels ("n of N") of the hero slides a visitor can see. */
const visibleSlides = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.filter((s) => (s as HTMLElement).checkVisibility()).map((s) => s.getAttribute('aria-label')),
    );

/**
 * Opens `path` with Playwright's clock installed and paused; time then moves only on `runFor`. The
 * island loader waits for a frame and a task before it hydrates (timers the paused clock holds), so
 * the clock moves a frame at a time, each island asked for as held input does, until all have hydrated;
 * the widgets' own timers start at hydration.
 */
async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-12-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-12-01T10:00:01Z'));
  await page.goto(origin + path, { waitUntil: 'load' });
  const allHydrated = async () => {
    const waiting = await page.evaluate((wanted) => {
      const islands = document.querySelectorAll('[data-island]:not([data-hydration="done"])');
      for (const island of islands) island.dispatchEvent(new Event(wanted));
      return islands.length;
    }, ISLAND_WANTED_EVENT);
    if (waiting > 0) await page.clock.runFor(FRAME_MS);
    return waiting === 0;
  };
  await expect.poll(allHydrated, { timeout: 15_000 }).toBe(true);
}

/** The hero carousel's region. */
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured treats' });

/** Moves the pointer off the carousel and focus out of it, so neither pauses it; waits until both are out. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(5, 850);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const pointerOrFocusInside = () =>
    carousel(page).evaluate((region) => region.matches(':hover') || region.contains(document.activeElement));
  await expect.poll(pointerOrFocusInside, POLL).toBe(false);
}

/**
 * Whether the carousel is rotating, as it tells assistive technology: its slides are
 * `aria-live="off"` while they rotate and "polite" while they stand still.
 */
const rotating = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => slide.parentElement?.getAttribute('aria-live') === 'off');

/**
 * Resolves once every task the page queued before now has run: a message posted now is delivered
 * after them. React may start or stop the rotation timer in such a task, after the commit that
 * changed `aria-live`.
 */
async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Waits until the carousel rotates (`true`) or stands still (`false`), timer included. */
async function untilRotating(page: Page, expected: boolean): Promise<void> {
  await expect.poll(() => rotating(page), POLL).toBe(expected);
  await queuedTasksRun(page);
}

describeBrowser('storefront widgets in a real browser', () => {
  const browser = useBrowser();

  it('the hero shows the first slide, the second after one interval, and a dot selects a slide', async () => {
    await withPage(browser(), { ownContext: true }, async (page) => {
      await gotoWithPausedClock(page, '/');
      await leaveCarousel(page);
      await untilRotating(page, true);
      expect(await visibleSlides(page)).toEqual([slide(1)]);
      await page.clock.runFor(heroRotationMs - 500);
      expect(await visibleSlides(page), 'not before the interval').toEqual([slide(1)]);
      await page.clock.runFor(600);
      await expect.poll(() => visibleSlides(page), POLL).toEqual([slide(2)]);

      const third = page.getByRole('button', { name: new RegExp(`^Show slide 3 of ${N}`) });
      await third.click();
      await expect.poll(() => visibleSlides(page), POLL).toEqual([slide(3)]);
      expect(await third.getAttribute('aria-current')).toBe('true');
      expect(await page.getByRole('img', { name: `Illustration: ${heroItems[2]?.name}` }).isVisible()).toBe(
        true,
      );
    });
  });

  it('the pause button stops the rotation and becomes "Play slideshow"; play resumes it', async () => {
    await withPage(browser(), { ownContext: true }, async (page) => {
      await gotoWithPausedClock(page, '/');
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
      await leaveCarousel(page);
      await page.clock.runFor(2 * heroRotationMs + 200);
      expect(await visibleSlides(page), 'a paused carousel does not advance').toEqual([slide(1)]);
      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await leaveCarousel(page);
      await untilRotating(page, true);
      await page.clock.runFor(heroRotationMs + 100);
      await expect.poll(() => visibleSlides(page), POLL).toEqual([slide(2)]);
    });
  });

  it('hovering the hero stops it on its clock; with reduced motion it does not rotate and offers Play', async () => {
    await withPage(browser(), { ownContext: true }, async (page) => {
      await gotoWithPausedClock(page, '/');
      await untilRotating(page, true);
      await carousel(page).hover();
      await untilRotating(page, false);
      await page.clock.runFor(2 * heroRotationMs + 200);
      expect(await visibleSlides(page), 'under the pointer').toEqual([slide(1)]);
    });
    await withPage(browser(), { reducedMotion: 'reduce', ownContext: true }, async (page) => {
      await gotoWithPausedClock(page, '/');
      await leaveCarousel(page);
      await page.clock.runFor(2 * heroRotationMs + 200);
      expect(await visibleSlides(page)).toEqual([slide(1)]);
      expect(await page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
    });
  });
});
