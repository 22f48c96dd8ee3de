/**
 * One page load of `npm run bench:browser` on the phone: a trace of the load until the page settled, then
 * the route's interactions; and one tap during a load. What they measure is kept by `measure-runs.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import {
  interactionMs,
  openPhonePage,
  type PageLongTask,
  type PhonePage,
  pageLongTasks,
  recordTrace,
  tapDuringLoad,
  untilSettled,
} from '../lib/browser-metrics';
import { analyseMainThread, type BusyTime, type PageThread, threadBusyTime } from '../lib/trace-tasks';
import { type EarlyTap, interactionsOf, MENU } from './interactions';
import { type LoadRun, plan, type Site, WAIT_MS } from './model';

/** What one load opens: a build's page, or the reference page standing for it. */
export interface LoadTarget {
  /** The build's label, or {@link REFERENCE}. */
  label: string;
  /** The page's URL. */
  url: string;
  /** Whether to measure the route's interactions once it settled (not on the reference page). */
  interact: boolean;
}

/** A file-name-safe form of a text. */
const slug = (text: string) => text.replace(/[^\w.]+/g, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Where a finger taps a control: the middle of its box, in CSS px of the viewport, once it is scrolled
 * into view. The tap itself is then a plain touch (`page.touchscreen.tap`), not Playwright's
 * `locator.tap()`: for its actionability checks that one adds capture listeners on `pointerdown`,
 * `touchstart` and the like, which run a hit test in the page inside the tap's own dispatch, so the
 * test tool's work would count in the page's Event Timing. The difference at 4× was within the spread
 * (a carousel dot 152-200 ms with `locator.tap()`, 112-192 ms with a plain touch, 26 Nov 2026;
 * docs/benchmarks.md, "The phone"); the plain touch is what a visitor's finger does.
 *
 * @param control - the element to tap
 * @returns the point to touch
 * @throws Error when the control has no box (not rendered)
 */
export async function tapCentre(control: Locator): Promise<{ x: number; y: number }> {
  await control.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  const box = await control.boundingBox({ timeout: WAIT_MS });
  if (!box) throw new Error('the control is not rendered');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** What a route's interactions gave: each one's duration, and the menu's main-thread busy time. */
interface InteractionResults {
  durations: Map<string, number>;
  /** Null when the menu failed. */
  menuBusy: BusyTime | null;
}

/**
 * Taps a control and waits for the Event Timing duration of the tap; for the menu button, the tap and
 * the frames after it are traced, and the page's main-thread busy time in that trace is kept.
 */
async function tapMeasured(phone: PhonePage, spot: { x: number; y: number }, thread: PageThread | null) {
  const tap = () => interactionMs(phone.cdp, () => phone.page.touchscreen.tap(spot.x, spot.y));
  if (!thread) return { duration: await tap(), busy: null };
  let duration = Number.NaN;
  const events = await recordTrace(phone.cdp, async () => {
    await phone.page.evaluate(`${TWO_FRAMES}.then(() => performance.mark('${TAP_MARK}'))`);
    duration = await tap();
    await phone.page.evaluate(TWO_FRAMES);
  });
  return { duration, busy: await threadBusyTime(events, thread, TAP_MARK) };
}

/** The User Timing mark made just before a traced tap: busy time counts from there. */
const TAP_MARK = 'bench-browser-tap';

/** JavaScript for the page: a promise of the second frame from now (the change is painted). */
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Measures the interactions of a route on a settled page; one that fails is NaN, and said.
 *
 * @param phone - the page, loaded and settled
 * @param route - its route
 * @param thread - the page's main thread, from the load's trace (null: no menu busy time)
 * @returns each duration in ms, and the menu's main-thread busy time in ms
 */
async function measureInteractions(
  phone: PhonePage,
  route: string,
  thread: PageThread | null,
): Promise<InteractionResults> {
  const { page } = phone;
  let menuBusy: BusyTime | null = null;
  // Playwright's in-page helpers load on their first use: a long task of their own, before measuring.
  await page.locator('body').count();
  await untilSettled(phone, WAIT_MS);
  const durations = new Map<string, number>();
  for (const interaction of interactionsOf(route)) {
    try {
      await interaction.prepare?.(page);
      const spot = await tapCentre(interaction.control(page));
      // Scrolling may have brought an island on screen: it hydrates before the tap, not during it.
      await untilSettled(phone, WAIT_MS);
      const measured = await tapMeasured(phone, spot, interaction === MENU ? thread : null);
      await interaction.result(page).waitFor({ state: 'visible', timeout: WAIT_MS });
      durations.set(interaction.name, measured.duration);
      if (interaction === MENU) menuBusy = measured.busy;
      await interaction.undo?.(page);
      await untilSettled(phone, WAIT_MS);
    } catch (error) {
      console.log(`    ${interaction.name} failed: ${(error as Error).message.split('\n')[0]}`);
      durations.set(interaction.name, Number.NaN);
    }
  }
  return { durations, menuBusy };
}

/** One first visit: a trace of the load until the page settled, then the interactions. */
export async function measureLoad(
  browser: Browser,
  target: LoadTarget,
  route: string,
  rate: number,
  run: number,
): Promise<LoadRun> {
  const phone = await openPhonePage(browser, rate);
  const { url } = target;
  try {
    let page: PageLongTask[] = [];
    const events = await recordTrace(phone.cdp, async () => {
      await phone.page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
      await untilSettled(phone, WAIT_MS);
      // Read while the trace still records, so both cover the same time.
      page = await pageLongTasks(phone.cdp);
    });
    if (plan.traceDir) {
      const file = `${slug(target.label)}_${slug(route)}_${rate}x_run${run + 1}.json`;
      writeFileSync(path.join(plan.traceDir, file), JSON.stringify({ traceEvents: events }));
    }
    const trace = await analyseMainThread(events, url);
    if (!target.interact) return { trace, page, interactions: new Map(), menuBusy: null };
    const measured = await measureInteractions(phone, route, trace.thread).catch((error: Error) => {
      console.log(`    interactions on ${route} failed: ${error.message.split('\n')[0]}`);
      return { durations: new Map<string, number>(), menuBusy: null };
    });
    return { trace, page, interactions: measured.durations, menuBusy: measured.menuBusy };
  } finally {
    await phone.context.close();
  }
}

/** One tap during a load at the calibrated multiplier; its error, when it failed. */
export async function measureEarlyTap(browser: Browser, site: Site, route: string, tap: EarlyTap) {
  const phone = await openPhonePage(browser, plan.calibratedRate);
  try {
    return await tapDuringLoad(phone, site.origin + route, tap.control, tap.shown, WAIT_MS);
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'failed';
  } finally {
    await phone.context.close();
  }
}
