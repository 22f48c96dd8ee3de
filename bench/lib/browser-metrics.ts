/**
 * What a visitor's phone feels, measured in Playwright's Chromium: a page opened in a phone-sized
 * context (Lighthouse's mobile screen: 412×823 CSS px at DPR 1.75, touch) with its CPU slowed by CDP
 * `Emulation.setCPUThrottlingRate`, a Chrome trace of its load (CDP `Tracing`), the long tasks the page
 * itself saw (`PerformanceObserver` for `longtask`), each interaction's Event Timing duration (INP's
 * measure), and a tap made while the page still loads.
 *
 * Nothing here runs Playwright's own in-page helpers while a trace records (its injected script takes
 * a long task of its own on a slowed CPU): waiting in the page is a small expression sent with CDP
 * `Runtime.evaluate` (a `MutationObserver` for hydration, `requestAnimationFrame` for what shows), and
 * the lab's scripts carry a `sourceURL` of their own, so a trace tells their time from the page's.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHOTO_PLACEHOLDER } from '../../scripts/harness/photo-placeholder';
import { PHOTO_HOST } from '../../shared/content/catalogue';
import type { TraceEvent } from './trace-tasks';

/** Lighthouse's mobile screen: a Moto G Power, 412×823 CSS px at a device pixel ratio of 1.75, touch. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The phone's screen, as printed beside the figures. */
export const MOBILE_SCREEN_TEXT =
  `${MOBILE_SCREEN.viewport.width}×${MOBILE_SCREEN.viewport.height} CSS px at DPR ` +
  `${MOBILE_SCREEN.deviceScaleFactor}, touch`;

/**
 * The trace categories: tasks and what runs in them (`devtools.timeline` and its disabled-by-default
 * twin), V8's work, paint timing (`loading`, for FCP), navigation marks, and CPU samples (to name the
 * script behind module evaluation and microtasks).
 */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
  '__metadata',
];

/**
 * The URL this lab's own scripts in the page carry (`sourceURL`), so the trace names their time as the
 * lab's, apart from the page's.
 */
const OWN_SCRIPT_URL = 'bench-browser-probe.js';

/** Where the in-page observers keep what they saw. */
const SEEN = '__phoneFeel';

/** One tap the page saw: its `pointerdown`'s timestamp (ms) and whether its island had hydrated. */
interface SeenTap {
  at: number;
  hydrated: boolean | null;
}

/**
 * The observers, run in the top document before any of the page's scripts: long tasks, Event Timing
 * entries of at least 16 ms, and taps. A string: the page runs it, not this process.
 */
const OBSERVERS = `(() => {
  if (window !== window.top) return;
  const seen = { longTasks: [], events: [], taps: [] };
  Object.defineProperty(window, '${SEEN}', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.events.push({ startTime: entry.startTime, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (event) => {
    const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
    const hydrated = island ? island.getAttribute('data-hydration') === 'done' : null;
    seen.taps.push({ at: event.timeStamp, hydrated });
  }, { capture: true, passive: true });
})();
//# sourceURL=${OWN_SCRIPT_URL}`;

/** A page in a phone-sized context with a slowed CPU. */
export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** A CDP session of the page. */
  cdp: CDPSession;
}

/**
 * Opens a blank page in a fresh context (an empty cache: a first visit) with the phone's screen and
 * CPU, the observers in place, and the stock photos answered with the local placeholder.
 *
 * @param browser - a Chromium launched by Playwright
 * @param rate - the CPU slowdown, e.g. 4 for 4×; below 1 is refused by Chromium
 * @returns the page, its context (close it when done) and a CDP session
 */
export async function openPhonePage(browser: Browser, rate: number): Promise<PhonePage> {
  const context = await browser.newContext({ ...MOBILE_SCREEN });
  await context.route(`${PHOTO_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER }),
  );
  await context.addInitScript({ content: OBSERVERS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * Evaluates an expression in the page's top document, awaiting it when it is a promise.
 *
 * @param cdp - the page's CDP session
 * @param expression - JavaScript, e.g. `performance.now()`
 * @returns its value, as JSON carries it
 * @throws Error when it throws in the page, or the document goes away first (a navigation)
 */
async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const named = `${expression}\n//# sourceURL=${OWN_SCRIPT_URL}`;
  const answer = await cdp.send('Runtime.evaluate', {
    expression: named,
    awaitPromise: true,
    returnByValue: true,
  });
  if (answer.exceptionDetails) {
    const details = answer.exceptionDetails;
    throw new Error(`in the page: ${details.exception?.description ?? details.text}`);
  }
  return answer.result.value as T;
}

/**
 * Rejects a promise that has not settled in time.
 *
 * @param promise - what to wait for
 * @param ms - how long, in ms
 * @param what - what it is, for the error
 * @returns what the promise gives
 * @throws Error naming `what` when `ms` pass first
 */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** JavaScript for the page: a promise of the first truthy value of `expression`, checked at every frame. */
const firstFrameWith = (expression: string) =>
  `new Promise((resolve) => { const look = () => { const value = (${expression}); ` +
  'value ? resolve(value) : requestAnimationFrame(look); }; look(); })';

/**
 * JavaScript for the page: a promise that resolves once every island the page hydrates by itself has
 * hydrated (`data-hydrate-on="visible"` and on or near the screen; the others wait for the visitor),
 * looking again only when an island gets `data-hydration="done"` (no work at every frame during the load).
 */
const ALL_HYDRATED = `new Promise((resolve) => {
  const near = (island) => [...island.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > -200 && box.top < innerHeight + 200;
  });
  const done = () =>
    ![...document.querySelectorAll('[data-island][data-hydrate-on="visible"]:not([data-hydration="done"])')]
      .some(near);
  if (done()) return resolve(true);
  const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve(true)));
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydration'] });
})`;

/**
 * Waits, on a page that has loaded, until the islands it hydrates by itself have, the network has been idle for
 * 500 ms and the main thread has had two idle moments (or 1 s passed without one, each).
 *
 * @param phone - the page, after its `load` event
 * @param timeoutMs - how long each wait may take, in ms
 * @throws Error when one of them does not come in time
 */
export async function untilSettled({ page, cdp }: PhonePage, timeoutMs: number): Promise<void> {
  await within(evaluate(cdp, ALL_HYDRATED), timeoutMs, 'hydration');
  await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  // With a timeout: Chromium sometimes starts no idle period in a page that has nothing to paint.
  const idle =
    'new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 1000 }), ' +
    '{ timeout: 1000 }))';
  await within(evaluate(cdp, idle), timeoutMs, 'an idle moment');
}

/**
 * Records a Chrome trace of the whole browser while `during` runs.
 *
 * @param cdp - a CDP session of the page
 * @param during - what to record, e.g. the page's load
 * @returns every event of the trace (every process: keep the page's thread with trace-tasks.ts)
 */
export async function recordTrace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  const traceConfig = { includedCategories: TRACE_CATEGORIES };
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** A long task as the page's own `PerformanceObserver('longtask')` reported it. */
export interface PageLongTask {
  /** When it began, in ms after the navigation started (the page's `performance.now()` clock). */
  startMs: number;
  /** Its length, in ms. */
  durationMs: number;
}

/**
 * Reads the long tasks the page's observer saw that are 50 ms or longer after FCP (each counted by its
 * part after FCP, as the trace is read).
 *
 * @param cdp - the page's CDP session
 * @returns the tasks, in order, with their whole lengths in ms
 */
export async function pageLongTasks(cdp: CDPSession): Promise<PageLongTask[]> {
  return evaluate<PageLongTask[]>(
    cdp,
    `(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return window.${SEEN}.longTasks
        .filter((task) => task.startTime + task.duration - Math.max(task.startTime, fcp) >= 50)
        .map((task) => ({ startMs: task.startTime, durationMs: task.duration }));
    })()`,
  );
}

/**
 * Frames to wait for an interaction's Event Timing entries: for the first one, and then for the
 * interaction's other events (pointerdown, pointerup, click).
 */
const FRAMES_FOR_FIRST_ENTRY = 60;
const FRAMES_FOR_OTHER_ENTRIES = 6;

/**
 * Measures one interaction: Event Timing's `duration` (from the input to the next paint after its
 * handlers ran), the largest of the interaction's entries, as INP reads it.
 *
 * @param cdp - the page's CDP session
 * @param act - real input through Playwright (`tap`, `click`, `keyboard`)
 * @returns the duration in ms (Event Timing rounds to 8 ms), or 0 when no entry reached the 16 ms
 *   threshold within 60 frames (a quick interaction)
 */
export async function interactionMs(cdp: CDPSession, act: () => Promise<void>): Promise<number> {
  const since = await evaluate<number>(cdp, 'performance.now()');
  await act();
  return evaluate<number>(
    cdp,
    `new Promise((resolve) => {
      const seen = window.${SEEN};
      let id = 0;
      let frames = 0;
      let framesSinceFirst = 0;
      const look = () => {
        frames += 1;
        id ||= seen.events.find((entry) => entry.startTime >= ${since} && entry.id > 0)?.id ?? 0;
        if (id) framesSinceFirst += 1;
        if (framesSinceFirst < ${FRAMES_FOR_OTHER_ENTRIES} && (id || frames < ${FRAMES_FOR_FIRST_ENTRY}))
          return requestAnimationFrame(look);
        const own = seen.events.filter((entry) => id && entry.id === id).map((entry) => entry.duration);
        resolve(Math.max(0, ...own));
      };
      requestAnimationFrame(look);
    })`,
  );
}

/** A tap made while the page loads, and what came of it. */
export interface TapDuringLoad {
  /** From the tap (its `pointerdown`'s timestamp) to the first frame showing its result, in ms. */
  ms: number;
  /** When the tap came, in ms after the navigation started. */
  tappedAtMs: number;
  /** Whether the island had already hydrated when the tap reached it (then it was not a tap during load). */
  hydratedFirst: boolean;
}

/**
 * Opens a page and taps a control the moment it is on screen (the page has painted, the control is
 * rendered inside the viewport and its island has not hydrated), then waits for the result. A control
 * below the first screen is scrolled into view as soon as it is rendered, as a visitor would scroll to it.
 *
 * @param phone - a fresh page from {@link openPhonePage}
 * @param url - the page's URL
 * @param control - JavaScript giving the element to tap, e.g. `document.querySelector('a')`
 * @param shown - JavaScript that is true once the page shows the tap's result
 * @param timeoutMs - how long the control may take to appear, and the result after the tap, in ms
 * @returns the time to the result, in ms
 * @throws Error when the control is not on screen in time (or its island hydrated first), the result
 *   does not show in time, or the page is loaded again (a held link followed after all)
 */
export async function tapDuringLoad(
  { page, cdp }: PhonePage,
  url: string,
  control: string,
  shown: string,
  timeoutMs: number,
): Promise<TapDuringLoad> {
  await page.goto(url, { waitUntil: 'commit' });
  const onScreen = `(() => {
    const element = ${control};
    if (!performance.getEntriesByName('first-contentful-paint').length || !element?.checkVisibility()) return null;
    if (element.closest('[data-island]')?.getAttribute('data-hydration') === 'done') return { hydrated: true };
    const box = element.getBoundingClientRect();
    if (!box.width) return null;
    if (box.top < 0 || box.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return null;
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  })()`;
  type Spot = { x: number; y: number } | { hydrated: true };
  const spot = await within(evaluate<Spot>(cdp, firstFrameWith(onScreen)), timeoutMs, 'the control');
  if ('hydrated' in spot) throw new Error('the island hydrated before its control was on screen');
  await page.touchscreen.tap(spot.x, spot.y);
  const result = `(${shown}) && { shownAt: performance.now(), tap: window.${SEEN}.taps[0] ?? null }`;
  const waited = evaluate<{ shownAt: number; tap: SeenTap | null }>(cdp, firstFrameWith(result));
  const { shownAt, tap } = await within(waited, timeoutMs, 'the result of the tap').catch((error: Error) => {
    // The document the wait ran in is gone: the browser followed the held link after all.
    if (/context/i.test(error.message)) throw new Error(`the page was loaded again, at ${page.url()}`);
    throw error;
  });
  if (!tap) throw new Error('the page saw no pointerdown');
  return { ms: shownAt - tap.at, tappedAtMs: tap.at, hydratedFirst: tap.hydrated === true };
}
