/**
 * `npm run bench:browser`: what a visitor's phone feels, for every page and the 404, in Chromium with
 * Lighthouse's mobile screen (412×823 at DPR 1.75, touch) and the CPU slowed (CDP
 * `Emulation.setCPUThrottlingRate`) at the multiplier calibrated for this host (the phone Lighthouse
 * means: `bench/lib/phone-calibration.ts`, from the host's benchmarkIndex, read first and printed with
 * every figure), and at 4× and 8×. The goal: the pages that sell never block the main thread. Each
 * figure is printed beside the same figure of an earlier commit (`--compare`, default `HEAD~1`),
 * measured in the same run: the two builds take turns route by route and run by run, so a busy machine
 * shows in both columns. A plain reference page with as many words as the route's page, and no
 * stylesheet, script or image (`bench/lib/reference-page.ts`), is loaded in turn with them: the host's
 * floor at that moment. Per route, the median of `--runs` page loads (each a first visit) gives:
 *
 * 0. the main thread's busy time from the navigation until the page settled (every task, short ones
 *    included), what it was made of, its ratio to the earlier commit's, and the reference page's;
 * 1. the longest main-thread task after first contentful paint (FCP), in ms;
 * 2. the sum of (task − 50 ms) over the tasks after FCP, in ms;
 * 3. what each long task after FCP was made of, read from a Chrome trace of the page's renderer main
 *    thread by Chrome DevTools' trace engine (bench/lib/trace-tasks.ts), with the count the page's own
 *    long-task observer gave beside it;
 * 4. each interaction's Event Timing duration (INP's measure) once the islands have hydrated: a shop
 *    category link, a carousel dot and the pause/play button, the newsletter's and the contact form's
 *    submit, and the menu button on every page, each a plain touch at the control's middle (no test
 *    tool's checks inside the event: `tapCentre`), and the main thread's busy time of opening the menu;
 * 5. at the calibrated multiplier, a tap made during the load, before its island has hydrated: the time
 *    from the tap to the first frame showing its result (a shop category link, a carousel dot);
 * 6. Lighthouse 12.8's Performance score and TBT (mobile defaults otherwise) with
 *    `throttling.cpuSlowdownMultiplier` at the calibrated multiplier (or `--lighthouse-rate`), the
 *    reference page's TBT beside it, median of `--lighthouse-runs`.
 *
 * The trace of a load runs from the navigation until the page has settled (islands hydrated, the
 * network idle for 500 ms, an idle moment); the interactions come after it, untraced. Goals are printed
 * beside the figures; a missed one prints MISSED and the script exits 1 at the end.
 * `--trace-dir <dir>` keeps every trace for a closer look in Chrome DevTools (Performance, Load
 * profile). `npm run bench:browser -- --help` lists the options.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { InvalidArgumentError } from '@commander-js/extra-typings';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { defineCommand, eachOf, numberOf, pathFromCaller, sitePath } from '../scripts/command-line';
import { categories, products } from '../shared/content/catalogue';
import { heroItems } from '../shared/content/home';
import { newsletterCopy } from '../shared/content/newsletter';
import { filterProducts } from '../shared/lib/filter-products';
import { ALL_PATHS, MISSING_PATH } from '../support/site-paths';
import {
  interactionMs,
  MOBILE_SCREEN_TEXT,
  openPhonePage,
  type PageLongTask,
  type PhonePage,
  pageLongTasks,
  recordTrace,
  type TapDuringLoad,
  tapDuringLoad,
  untilSettled,
} from './lib/browser-metrics';
import { type BuiltCheckout, buildEarlierCommit, buildThisCheckout } from './lib/checkouts';
import { auditPage, type LighthouseResult, lighthouseBrowser, startPhotoStandIn } from './lib/lighthouse-run';
import { calibratedCpuMultiplier, hostBenchmarkIndex } from './lib/phone-calibration';
import { type ReferencePages, startReferencePages, wordsOf } from './lib/reference-page';
import { GoalBook, printTable } from './lib/report';
import { type ServerUnderTest, startSiteAtOwnOrigin } from './lib/server-under-test';
import { median } from './lib/stats';
import {
  analyseMainThread,
  type BusyTime,
  type LongTask,
  type MainThreadReport,
  type PageThread,
  threadBusyTime,
} from './lib/trace-tasks';

/** The word `--rate` and `--lighthouse-rate` take for the multiplier calibrated for this host. */
const CALIBRATED = 'calibrated';

/** A CPU slowdown as given: a number ≥ 1, or {@link CALIBRATED}; anything else is refused. */
function slowdown(text: string): number | typeof CALIBRATED {
  if (text === CALIBRATED) return CALIBRATED;
  const rate = Number(text);
  if (!(rate >= 1)) throw new InvalidArgumentError(`Expected a number ≥ 1 or ${CALIBRATED}.`);
  return rate;
}

const options = defineCommand(
  'npm run bench:browser --',
  "what a visitor's phone feels: main-thread tasks, interactions, taps during load, Lighthouse",
)
  .option(
    '--rate <n>',
    'CPU slowdown, e.g. 4 for 4×, or calibrated (repeat it for more) [default: calibrated, 4 and 8]',
    eachOf(slowdown),
  )
  .option(
    '--lighthouse-rate <n>',
    "Lighthouse's cpuSlowdownMultiplier, or calibrated (repeat it for more) [default: calibrated]",
    eachOf(slowdown),
  )
  .option(
    '--route <path>',
    'measure only this path (repeat it for more) [default: every page, the 404]',
    eachOf(sitePath),
  )
  .option('--runs <n>', 'page loads per build, route and rate', numberOf({ min: 1, integer: true }), 3)
  .option(
    '--lighthouse-runs <n>',
    'Lighthouse runs per build, route and setting (0: no Lighthouse)',
    numberOf({ min: 0, integer: true }),
    3,
  )
  .option('--compare <commit>', 'the commit measured beside this checkout, or none', 'HEAD~1')
  .option(
    '--trace-dir <folder>',
    'keep every trace (JSON, for Chrome DevTools) in this folder',
    pathFromCaller,
  )
  .parse()
  .opts();

const routes = options.route ?? [...ALL_PATHS];
const { runs, lighthouseRuns } = options;
const traceDir = options.traceDir ?? null;
if (traceDir) mkdirSync(traceDir, { recursive: true });

/**
 * Goals (docs/benchmarks.md, "The phone"), in ms unless named: at the calibrated multiplier, every
 * interaction within 150 ms and a tap during the load answered within 500 ms; at 4×, every interaction
 * within 100 ms; beside the earlier commit, at most `ratio` of its main-thread busy time on the pages that
 * sell and of its menu's.
 */
const GOALS = {
  interactionMs: 150,
  interactionAt4xMs: 100,
  tapDuringLoadMs: 500,
  ratio: 0.5,
  ratioRoutes: ['/', '/shop', '/seasonal', '/corporate', '/about'],
} as const;
/** Lighthouse goals at the calibrated multiplier: Performance 98, TBT ≤ 100 ms and ≤ the reference's + 50. */
const LIGHTHOUSE_GOALS = { performance: 98, tbtMs: 100, overReferenceMs: 50 } as const;
/** How long one wait in a page may take (a page load on an 8× CPU of a busy machine), in ms. */
const WAIT_MS = 60_000;

/** A build and its running server. */
interface Site {
  checkout: BuiltCheckout;
  server: ServerUnderTest;
  /** Where it serves; also its `SITE_URL`. */
  origin: string;
  /** How each earlier server of this build ended, e.g. `killed by SIGTERM` (it was started again). */
  ended: string[];
}

/** Starts a build's server at its own origin, as Lighthouse's is started (`startSiteAtOwnOrigin`). */
async function startSite(checkout: BuiltCheckout): Promise<Site> {
  const { server, origin } = await startSiteAtOwnOrigin(checkout);
  return { checkout, server, origin, ended: [] };
}

/**
 * Starts a build's server again if it has ended (this machine is shared: another engineer's clean-up may
 * end it), and says so; the page load that found it gone is lost, the next ones are not.
 */
async function keepServing(site: Site): Promise<void> {
  const ended = site.server.exitStatus();
  if (ended === null) return;
  console.log(`    the server of ${site.checkout.label} ended (${ended}); starting it again`);
  const again = await startSite(site.checkout);
  Object.assign(site, { server: again.server, origin: again.origin, ended: [...site.ended, ended] });
}

/** An interaction measured once the page has settled. */
interface Interaction {
  /** As printed, e.g. `carousel dot 3`. */
  name: string;
  /** Gets the page ready, unmeasured: e.g. fills a field. */
  prepare?: (page: Page) => Promise<void>;
  /** What the finger taps, at the middle of its box (the measured input, {@link tapCentre}). */
  control: (page: Page) => Locator;
  /** What shows once it worked. */
  result: (page: Page) => Locator;
  /** Undoes it, unmeasured: e.g. closes the menu. */
  undo?: (page: Page) => Promise<void>;
}

/** The category the shop's link selects: the second, so the grid changes. */
const shopCategory = categories[1];
if (!shopCategory) throw new Error('the catalogue needs two categories');
/** How many slides the hero carousel has. */
const slideCount = heroItems.length;
/** The hero slide the carousel dot selects, 1-based. */
const DOT_SLIDE = 3;
const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Filter products by category' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Get In Touch' });

/** The menu button, on every page at this width. */
const MENU: Interaction = {
  name: 'menu button',
  control: (page) => page.getByRole('button', { name: 'Open menu' }),
  result: (page) => page.getByRole('dialog', { name: 'Menu' }),
  undo: async (page) => {
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden', timeout: WAIT_MS });
  },
};

/** The interactions of each route besides the menu button. */
const INTERACTIONS: Readonly<Record<string, readonly Interaction[]>> = {
  '/shop': [
    {
      name: `category link "${shopCategory.name}"`,
      control: (page) => filterNav(page).getByRole('link', { name: shopCategory.name, exact: true }),
      result: (page) => filterNav(page).locator('[aria-current="true"]', { hasText: shopCategory.name }),
    },
  ],
  '/': [
    {
      name: `carousel dot ${DOT_SLIDE}`,
      control: (page) => page.getByRole('button', { name: `Show slide ${DOT_SLIDE} of ${slideCount}:` }),
      result: (page) =>
        page.locator(`[aria-roledescription="slide"][aria-label="${DOT_SLIDE} of ${slideCount}"]`),
    },
    {
      name: 'carousel pause/play',
      control: (page) => page.getByRole('button', { name: 'Pause slideshow' }),
      result: (page) => page.getByRole('button', { name: 'Play slideshow' }),
    },
    {
      name: 'newsletter submit',
      prepare: (page) =>
        page.getByRole('textbox', { name: newsletterCopy.label }).fill('visitor@example.com'),
      control: (page) => page.getByRole('button', { name: newsletterCopy.button }),
      result: (page) => page.getByRole('heading', { name: newsletterCopy.thankYouHeading }),
    },
  ],
  '/contact': [
    {
      name: '"Get In Touch" submit',
      prepare: (page) =>
        contactForm(page).getByRole('textbox', { name: 'Email' }).fill('visitor@example.com'),
      control: (page) => contactForm(page).getByRole('button', { name: 'Send Message' }),
      result: (page) => page.getByRole('heading', { name: 'Your request is ready to send' }),
    },
  ],
};

/** The interactions measured on a route. */
const interactionsOf = (route: string) => [...(INTERACTIONS[route] ?? []), MENU];

/** A tap made during the load: what is tapped, and what shows once it worked (JavaScript for the page). */
interface EarlyTap {
  name: string;
  control: string;
  shown: string;
}

const shopNames = JSON.stringify(filterProducts(products, shopCategory).map((product) => product.name));
/** The taps made during the load, by route. */
const EARLY_TAPS: Readonly<Record<string, EarlyTap>> = {
  '/shop': {
    name: `category link "${shopCategory.name}"`,
    control:
      '[...document.querySelectorAll(\'nav[aria-label="Filter products by category"] a\')]' +
      `.find((link) => link.textContent.trim() === ${JSON.stringify(shopCategory.name)})`,
    shown:
      "JSON.stringify([...document.querySelectorAll('#shop-grid > li:not([hidden]) .product-card__name')]" +
      `.map((name) => name.textContent)) === ${JSON.stringify(shopNames)}`,
  },
  '/': {
    name: `carousel dot ${DOT_SLIDE}`,
    control: `document.querySelector('button[aria-label^="Show slide ${DOT_SLIDE} of ${slideCount}:"]')`,
    shown:
      '[...document.querySelectorAll(\'[aria-roledescription="slide"]\')]' +
      ".filter((slide) => slide.checkVisibility()).map((slide) => slide.getAttribute('aria-label'))" +
      `.join() === '${DOT_SLIDE} of ${slideCount}'`,
  },
};

/** One page load of one build (or the reference page), route and rate. */
interface LoadRun {
  /** The trace's reading, or null when the load failed. */
  trace: MainThreadReport | null;
  /** The long tasks after FCP the page's own observer saw, or null when the load failed. */
  page: PageLongTask[] | null;
  /** Each interaction's duration in ms (0: under 16 ms; NaN: it failed). */
  interactions: Map<string, number>;
  /** The main thread's busy time of opening the menu, and what it was made of (null: not measured or failed). */
  menuBusy: BusyTime | null;
}

/** A failed load's run. */
const FAILED_LOAD: LoadRun = { trace: null, page: null, interactions: new Map(), menuBusy: null };

/** What one load opens: a build's page, or the reference page standing for it. */
interface LoadTarget {
  /** The build's label, or {@link REFERENCE}. */
  label: string;
  /** The page's URL. */
  url: string;
  /** Whether to measure the route's interactions once it settled (not on the reference page). */
  interact: boolean;
}

/** The label of the plain reference page's figures. */
const REFERENCE = 'reference page';

/** Milliseconds as printed: whole, or `n/a` when there is no figure. */
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');

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
async function tapCentre(control: Locator): Promise<{ x: number; y: number }> {
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
async function measureLoad(
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
    if (traceDir) {
      const file = `${slug(target.label)}_${slug(route)}_${rate}x_run${run + 1}.json`;
      writeFileSync(path.join(traceDir, file), JSON.stringify({ traceEvents: events }));
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
async function measureEarlyTap(browser: Browser, site: Site, route: string, tap: EarlyTap) {
  const phone = await openPhonePage(browser, calibrated.rate);
  try {
    return await tapDuringLoad(phone, site.origin + route, tap.control, tap.shown, WAIT_MS);
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'failed';
  } finally {
    await phone.context.close();
  }
}

/** Loads in the order of one turn: each route and run starts with the other end of the list. */
const inTurn = <T>(targets: readonly T[], turn: number) =>
  turn % 2 === 0 ? [...targets] : [...targets].reverse();

/** The results of every build and the reference page, by a key of label, route and (for loads) rate. */
const loads = new Map<string, LoadRun[]>();
const earlyTaps = new Map<string, (TapDuringLoad | string)[]>();
const audits = new Map<string, LighthouseResult[]>();
const key = (label: string, ...rest: (string | number)[]) => [label, ...rest].join(' | ');
const push = <T>(map: Map<string, T[]>, at: string, value: T) => map.set(at, [...(map.get(at) ?? []), value]);

/** This host's benchmarkIndex and the CPU multiplier calibrated from it; read before anything is measured. */
const calibrated = { benchmarkIndex: Number.NaN, rate: Number.NaN };
/** The CPU slowdowns of the page loads, and of Lighthouse; set once the host is calibrated. */
let rates: number[] = [];
let lighthouseRates: number[] = [];
/** The reference page standing for each route: as many words as the route's page. */
const referenceUrls = new Map<string, string>();

/** A rate as printed: `8.2× (calibrated)` for the calibrated one. */
const rateText = (rate: number) => (rate === calibrated.rate ? `${rate}× (calibrated)` : `${rate}×`);

/** The loads of one turn of a route: each build's page and the reference page. */
function targetsOf(sites: readonly Site[], route: string): LoadTarget[] {
  const pages = sites.map((site) => ({
    label: site.checkout.label,
    url: site.origin + route,
    interact: true,
  }));
  return [...pages, { label: REFERENCE, url: referenceUrls.get(route) ?? '', interact: false }];
}

/** The site a load target belongs to, or undefined for the reference page. */
const siteOf = (sites: readonly Site[], target: LoadTarget) =>
  sites.find((site) => site.checkout.label === target.label);

/** One progress line for a page load. */
function describeLoad(label: string, route: string, rate: number, run: number, result: LoadRun): string {
  const where = `${route} ${rateText(rate)} ${label} run ${run + 1}`;
  if (!result.trace) return `${where}: failed`;
  const taps = [...result.interactions].map(([name, value]) => `${name} ${interactionCell(value)}`);
  const menu = result.menuBusy ? `; menu main thread ${ms(result.menuBusy.busyMs)} ms` : '';
  return (
    `${where}: busy ${ms(result.trace.busyMs)} ms, longest task after FCP ${ms(result.trace.longestMs)} ms, ` +
    `Σ(task − 50) ${ms(result.trace.blockingMs)} ms${menu}${taps.length ? `; ${taps.join(', ')}` : ''}`
  );
}

/** An interaction's duration as printed. */
const interactionCell = (value: number) => (Number.isNaN(value) ? 'failed' : value < 16 ? '< 16' : ms(value));

/**
 * Reads the host's benchmarkIndex in an unthrottled Chromium and sets the rates: the calibrated
 * multiplier, 4× and 8× (or `--rate`), and Lighthouse's (the calibrated one, or `--lighthouse-rate`).
 */
async function calibrate(): Promise<void> {
  const browser = await launchChromium();
  try {
    calibrated.benchmarkIndex = Math.round(await hostBenchmarkIndex(browser));
  } finally {
    await browser.close();
  }
  calibrated.rate = calibratedCpuMultiplier(calibrated.benchmarkIndex);
  const given = (list: readonly (number | typeof CALIBRATED)[]) =>
    list.map((rate) => (rate === CALIBRATED ? calibrated.rate : rate));
  rates = options.rate ? given(options.rate) : [...new Set([calibrated.rate, 4, 8])];
  lighthouseRates = options.lighthouseRate ? given(options.lighthouseRate) : [calibrated.rate];
  console.log(
    `This host's benchmarkIndex: ${calibrated.benchmarkIndex} (Lighthouse's page function, median of 3); ` +
      `the phone Lighthouse means is ${calibrated.rate}× CPU here (3 + (index − 1300) / 233).`,
  );
}

/** Gives each route a reference page with as many words as the route's page shows. */
async function prepareReferencePages(site: Site, pages: ReferencePages): Promise<void> {
  for (const route of routes) {
    const html = await (await fetch(site.origin + route)).text();
    const words = await wordsOf(html);
    referenceUrls.set(route, pages.urlFor(words));
  }
}

/** Phase 1: page loads, interactions and taps during load, in Playwright's Chromium. */
async function measureInBrowser(sites: readonly Site[]): Promise<string> {
  const browser = await launchChromium();
  try {
    let turn = 0;
    for (const route of routes) {
      for (let run = 0; run < runs; run++, turn++) {
        for (const target of inTurn(targetsOf(sites, route), turn)) {
          const site = siteOf(sites, target);
          for (const rate of rates) {
            if (site) await keepServing(site);
            const result = await measureLoad(browser, target, route, rate, run).catch((error: Error) => {
              console.log(`    ${route} ${rateText(rate)} ${target.label}: ${error.message.split('\n')[0]}`);
              return FAILED_LOAD;
            });
            push(loads, key(target.label, route, rate), result);
            console.log(describeLoad(target.label, route, rate, run, result));
          }
          const tap = EARLY_TAPS[route];
          if (!site || !tap) continue;
          await keepServing(site);
          const early = await measureEarlyTap(browser, site, route, tap);
          push(earlyTaps, key(target.label, route), early);
          const said = typeof early === 'string' ? early : `${ms(early.ms)} ms after the tap`;
          const where = `${route} ${rateText(calibrated.rate)} ${target.label} run ${run + 1}`;
          console.log(`${where}: ${tap.name} tapped during load: ${said}`);
        }
      }
    }
    return browser.version();
  } finally {
    await browser.close();
  }
}

/** Phase 2: Lighthouse at each of its rates, the builds and the reference page in turn. */
async function measureWithLighthouse(sites: readonly Site[]): Promise<void> {
  const photos = await startPhotoStandIn();
  try {
    let turn = 0;
    for (const route of routes) {
      for (let run = 0; run < lighthouseRuns; run++, turn++) {
        for (const target of inTurn(targetsOf(sites, route), turn)) {
          const site = siteOf(sites, target);
          for (const cpuSlowdownMultiplier of lighthouseRates) {
            const where = `Lighthouse ${route} ${target.label} run ${run + 1}, ${rateText(cpuSlowdownMultiplier)}`;
            // The 404 page answers 404 on purpose; the reference page beside it answers 200.
            const errorStatusExpected = route === MISSING_PATH && site !== undefined;
            const settings = { photos, cpuSlowdownMultiplier, errorStatusExpected };
            if (site) await keepServing(site);
            const result = await auditPage(target.url, settings).catch((error: Error) => {
              console.log(`${where}: failed: ${error.message.split('\n')[0]}`);
              return null;
            });
            if (!result) continue;
            push(audits, key(target.label, route, cpuSlowdownMultiplier), result);
            const said = result.runtimeError
              ? `not audited (${result.runtimeError.code})`
              : `Performance ${performanceScore(result)}, TBT ${ms(totalBlockingTime(result))} ms`;
            console.log(`${where}: ${said}`);
          }
        }
      }
    }
  } finally {
    photos.close();
  }
}
/** The run whose Σ(task − 50) is the median (the lower middle one of an even count), and its number. */
function medianRun(list: readonly LoadRun[]): { run: LoadRun; number: number } | null {
  const done = list.map((run, index) => ({ run, number: index + 1 })).filter(({ run }) => run.trace);
  done.sort((a, b) => (a.run.trace?.blockingMs ?? 0) - (b.run.trace?.blockingMs ?? 0));
  return done[Math.floor((done.length - 1) / 2)] ?? null;
}

/** How far apart a task's start may be in the trace and in the page's observer to be the same task, in ms. */
const SAME_TASK_MS = 4;

/**
 * One long task as a line: when, how long, the thread's CPU time, the length the page's observer gave
 * it, and its parts.
 */
function describeTask(task: LongTask, fcpMs: number, page: readonly PageLongTask[]): string {
  const startMs = fcpMs + task.startMs;
  const seen = page.find((entry) => Math.abs(entry.startMs - startMs) <= SAME_TASK_MS);
  const parts = task.parts.map((part) => `${part.label} ${ms(part.ms)}`).join(', ');
  const whole = task.wholeMs > task.durationMs ? ` after FCP of a ${ms(task.wholeMs)} ms task` : '';
  return (
    `- FCP${task.startMs < 0 ? '' : '+'}${ms(task.startMs)} ms: ${ms(task.durationMs)} ms${whole} ` +
    `(thread CPU ${ms(task.cpuMs)}; page observer: ${seen ? ms(seen.durationMs) : 'not reported'}): ${parts}`
  );
}

/** The figures of every build, as a report prints them. */
interface Report {
  sites: readonly Site[];
  /** e.g. `Chromium 156.0.8078.108`. */
  browserName: string;
  goals: GoalBook;
}

/** The column headings of a figure, one per build. */
const columnsOf = ({ sites }: Report, heading: string) =>
  sites.map((site) => `${heading}: ${site.checkout.label}`);

/** Names the browser and rate of a goal. */
const atRate = ({ browserName }: Report, rate: number) =>
  `${browserName}, ${rateText(rate)} CPU, benchmarkIndex ${calibrated.benchmarkIndex}`;

/** The page loads of a build (or the reference page), route and rate. */
const runsOf = (label: string, route: string, rate: number) => loads.get(key(label, route, rate)) ?? [];

/** The thread CPU time of a load's longest long task, in ms (NaN when it had none). */
function longestTaskCpu(trace: MainThreadReport): number {
  const longest = trace.longTasks.reduce<LongTask | null>(
    (found, task) => (!found || task.durationMs > found.durationMs ? task : found),
    null,
  );
  return longest?.cpuMs ?? Number.NaN;
}

/** 3: what each long task after FCP was made of, in the median run of each build, route and rate. */
function printLongTasks(report: Report): void {
  console.log(
    `\n## Long tasks after FCP: what each was made of (${report.browserName}; the median run by Σ; ms)\n\n` +
      'Self time of the events inside each task, by the names Chrome DevTools gives them; script time ' +
      "split by URL with the CPU samples. Thread CPU: the time the thread was on a core (the throttling's " +
      'pauses spin on it, so they count); a task much longer than its thread CPU waited for a core: the ' +
      "machine was busy. `other`: time in no event DevTools names (the task's own overhead, or that " +
      "wait). Page observer: the length the page's " +
      "PerformanceObserver('longtask') gave the same task; Chromium leaves the frames' rendering tasks " +
      '(style, layout, paint) out of it.',
  );
  for (const route of routes) {
    for (const rate of rates) {
      for (const site of report.sites) {
        const chosen = medianRun(runsOf(site.checkout.label, route, rate));
        const where = `${route}, ${rateText(rate)} CPU, ${site.checkout.label}`;
        if (!chosen?.run.trace) {
          console.log(`\n${where}: no trace`);
          continue;
        }
        const { trace, page } = chosen.run;
        console.log(
          `\n${where} (run ${chosen.number}; FCP at ${ms(trace.fcpMs)} ms; ${trace.longTasks.length} long ` +
            `tasks; the page's long-task observer saw ${page?.length ?? 'n/a'}):`,
        );
        const lines = trace.longTasks.map((task) => describeTask(task, trace.fcpMs, page ?? []));
        console.log(lines.join('\n') || '- none');
      }
    }
  }
}

/** The median of one figure of a label's loads of a route at a rate; NaN when none was measured. */
function loadFigure(label: string, route: string, rate: number, read: (run: LoadRun) => number): number {
  return median(runsOf(label, route, rate).map(read));
}

/** A load's busy time, or NaN when it failed. */
const busyOf = (run: LoadRun) => run.trace?.busyMs ?? Number.NaN;

/** A load's busy thread CPU time, or NaN when it failed. */
const busyCpuOf = (run: LoadRun) => run.trace?.busyCpuMs ?? Number.NaN;

/** This build's figure over the earlier build's, or NaN with one build. */
const ratioOf = (figures: readonly number[]) =>
  figures.length > 1 ? (figures[0] as number) / (figures[1] as number) : Number.NaN;

/** `this / earlier` as printed: two decimals, or `-` without an earlier build. */
const ratioText = (ratio: number) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '-');

/**
 * Judges a ratio to the earlier commit against {@link GOALS.ratio}, on the routes that sell, at the
 * calibrated rate, when an earlier commit was measured.
 */
function judgeRatio(report: Report, what: string, route: string, rate: number, ratio: number): string {
  const judged = report.sites.length > 1 && rate === calibrated.rate;
  if (!judged || !(GOALS.ratioRoutes as readonly string[]).includes(route)) return '-';
  const [, earlier] = report.sites as [Site, Site];
  const name = `${what} on ${route} ≤ ${GOALS.ratio}× ${earlier.checkout.label}'s (${atRate(report, rate)})`;
  return report.goals.check(name, ratio <= GOALS.ratio);
}

/** 0: the main thread's busy time from navigation until settled, beside the earlier build and the reference. */
function printBusy(report: Report): void {
  const { sites } = report;
  console.log(
    `\n## Main thread busy from navigation until the page settled (${report.browserName}; ms; median of ` +
      `${runs}; benchmarkIndex ${calibrated.benchmarkIndex})\n\n` +
      "Every task on the page's main thread, short ones included: their length, and their thread CPU time " +
      '(what waits for a core on a busy host leave out; the goal is judged on it). The reference page has as ' +
      "many words as the route's page and no stylesheet, script or image: the host's floor in the same " +
      'minutes.\n',
  );
  const rows: string[][] = [];
  for (const route of routes) {
    for (const rate of rates) {
      const busy = sites.map((site) => loadFigure(site.checkout.label, route, rate, busyOf));
      const cpu = sites.map((site) => loadFigure(site.checkout.label, route, rate, busyCpuOf));
      const reference = [busyOf, busyCpuOf].map((read) => loadFigure(REFERENCE, route, rate, read));
      const ratio = ratioOf(cpu);
      const goal = judgeRatio(report, 'main-thread busy time (thread CPU)', route, rate, ratio);
      const cells = [...busy.map(ms), ratioText(ratioOf(busy)), ...cpu.map(ms), ratioText(ratio)];
      rows.push([route, rateText(rate), ...cells, ...reference.map(ms), goal]);
    }
  }
  printTable(
    [
      'route',
      'CPU',
      ...columnsOf(report, 'busy'),
      'this / earlier',
      ...columnsOf(report, 'thread CPU'),
      'this / earlier (CPU)',
      `busy: ${REFERENCE}`,
      `thread CPU: ${REFERENCE}`,
      `goal at the calibrated rate: CPU ≤ ${GOALS.ratio}× on ${GOALS.ratioRoutes.join(', ')}`,
    ],
    rows,
  );
  const labels = [...sites.map((site) => site.checkout.label), REFERENCE];
  const title = `What the busy time was made of (${atRate(report, partsRate())}; the median load; ms)`;
  printBusyParts(title, labels, loadBusyOf);
}

/** The rate whose loads' busy time is broken down: the calibrated one, or the first measured. */
const partsRate = () => (rates.includes(calibrated.rate) ? calibrated.rate : (rates[0] as number));

/**
 * Prints what a busy time was made of, by kind of work, in the median load of each label and route.
 *
 * @param title - the table's heading
 * @param labels - the builds (and the reference page) to show
 * @param busyOfRun - the busy time of one load, or null when it has none
 */
function printBusyParts(
  title: string,
  labels: readonly string[],
  busyOfRun: (run: LoadRun) => BusyTime | null,
) {
  console.log(`\n### ${title}\n`);
  const rows: string[][] = [];
  for (const route of routes) {
    for (const label of labels) {
      const measured = runsOf(label, route, partsRate())
        .map(busyOfRun)
        .filter((busy): busy is BusyTime => busy !== null);
      measured.sort((a, b) => a.busyMs - b.busyMs);
      const middle = measured[Math.floor((measured.length - 1) / 2)];
      if (!middle) continue;
      const parts = middle.parts.filter((part) => part.ms >= 1).slice(0, 8);
      rows.push([
        route,
        label,
        ms(middle.busyMs),
        parts.map((part) => `${part.label} ${ms(part.ms)}`).join(', '),
      ]);
    }
  }
  printTable(['route', 'page', 'busy', 'made of (largest first)'], rows);
}

/** A load's busy time as a {@link BusyTime}, or null when it failed. */
const loadBusyOf = (run: LoadRun): BusyTime | null =>
  run.trace ? { busyMs: run.trace.busyMs, cpuMs: run.trace.busyCpuMs, parts: run.trace.busyParts } : null;

/** The menu's busy time of a load in ms, or NaN. */
const menuBusyOf = (run: LoadRun) => run.menuBusy?.busyMs ?? Number.NaN;

/** The menu's busy thread CPU time of a load in ms, or NaN. */
const menuCpuOf = (run: LoadRun) => run.menuBusy?.cpuMs ?? Number.NaN;

/** The main-thread busy time of opening the menu, per route and rate, beside the earlier build. */
function printMenu(report: Report): void {
  console.log(
    `\n## Opening the menu: the main thread's busy time from the tap to the second frame after it ` +
      `(${report.browserName}; ms; median of ${runs}; benchmarkIndex ${calibrated.benchmarkIndex})\n`,
  );
  const rows: string[][] = [];
  for (const route of routes) {
    for (const rate of rates) {
      const busy = report.sites.map((site) => loadFigure(site.checkout.label, route, rate, menuBusyOf));
      const cpu = report.sites.map((site) => loadFigure(site.checkout.label, route, rate, menuCpuOf));
      const ratio = ratioOf(cpu);
      const goal = judgeRatio(report, "the menu's main-thread time (thread CPU)", route, rate, ratio);
      const cells = [...busy.map(ms), ratioText(ratioOf(busy)), ...cpu.map(ms), ratioText(ratio)];
      rows.push([route, rateText(rate), ...cells, goal]);
    }
  }
  const goal = `goal at the calibrated rate: CPU ≤ ${GOALS.ratio}× on ${GOALS.ratioRoutes.join(', ')}`;
  const cpuColumns = [...columnsOf(report, 'thread CPU'), 'this / earlier (CPU)'];
  printTable(['route', 'CPU', ...columnsOf(report, 'menu'), 'this / earlier', ...cpuColumns, goal], rows);
  const labels = report.sites.map((site) => site.checkout.label);
  const title = `What opening the menu was made of (${atRate(report, partsRate())}; the median load; ms)`;
  printBusyParts(title, labels, (run) => run.menuBusy);
}

/** The longest task and Σ(task − 50) after FCP, per route and rate (what Lighthouse's TBT adds up). */
function printMainThread(report: Report): void {
  const { sites } = report;
  console.log(`\n## Main thread after FCP (${report.browserName}; ms; median of ${runs})\n`);
  const rows: string[][] = [];
  for (const route of routes) {
    for (const rate of rates) {
      const figure = (label: string, read: (trace: MainThreadReport) => number) =>
        loadFigure(label, route, rate, (run) => (run.trace ? read(run.trace) : Number.NaN));
      const labels = [...sites.map((site) => site.checkout.label), REFERENCE];
      const longest = labels.map((label) => figure(label, (trace) => trace.longestMs));
      const blocking = labels.map((label) => figure(label, (trace) => trace.blockingMs));
      const longestCpu = sites.map((site) => figure(site.checkout.label, longestTaskCpu));
      const counts = sites.map((site) => {
        const done = runsOf(site.checkout.label, route, rate).filter((run) => run.trace && run.page);
        const inTrace = median(done.map((run) => run.trace?.longTasks.length ?? Number.NaN));
        return `${ms(inTrace)} / ${ms(median(done.map((run) => run.page?.length ?? Number.NaN)))}`;
      });
      const fcp = labels.map((label) => figure(label, (trace) => trace.fcpMs));
      const figures = [...longest, ...blocking, ...longestCpu].map(ms);
      rows.push([route, rateText(rate), ...figures, ...counts, ...fcp.map(ms)]);
    }
  }
  const withReference = (heading: string) => [...columnsOf(report, heading), `${heading}: ${REFERENCE}`];
  printTable(
    [
      'route',
      'CPU',
      ...withReference('longest task'),
      ...withReference('Σ(task − 50)'),
      ...columnsOf(report, "longest long task's thread CPU"),
      ...columnsOf(report, 'long tasks: trace / page observer'),
      ...withReference('FCP'),
    ],
    rows,
  );
}

/** The goal of an interaction at a rate, in ms: at the calibrated rate and at 4×; none at others. */
function interactionGoalMs(rate: number): number | null {
  if (rate === calibrated.rate) return GOALS.interactionMs;
  return rate === 4 ? GOALS.interactionAt4xMs : null;
}

/** 4: each interaction's Event Timing duration, per route and rate, against the goals. */
function printInteractions(report: Report): void {
  console.log(
    `\n## Interactions once the islands hydrated: Event Timing duration (${report.browserName}; ms; ` +
      `median of ${runs}; \`< 16\`: under the 16 ms threshold; benchmarkIndex ${calibrated.benchmarkIndex})\n`,
  );
  const rows: string[][] = [];
  for (const route of routes) {
    for (const interaction of interactionsOf(route)) {
      for (const rate of rates) {
        const durations = report.sites.map((site) => {
          // A load that failed (its line says why) tried no interaction: it is left out, as in every median.
          const values = runsOf(site.checkout.label, route, rate)
            .filter((run) => run !== FAILED_LOAD)
            .map((run) => run.interactions.get(interaction.name) ?? Number.NaN);
          return values.some(Number.isNaN) ? Number.NaN : median(values);
        });
        const [mineMs = Number.NaN] = durations;
        const goalMs = interactionGoalMs(rate);
        const goal =
          goalMs === null
            ? '-'
            : report.goals.check(
                `${interaction.name} on ${route} ≤ ${goalMs} ms (${atRate(report, rate)})`,
                mineMs <= goalMs,
              );
        rows.push([route, interaction.name, rateText(rate), ...durations.map(interactionCell), goal]);
      }
    }
  }
  const goal = `goal: ≤ ${GOALS.interactionMs} at the calibrated rate, ≤ ${GOALS.interactionAt4xMs} at 4×`;
  printTable(['route', 'interaction', 'CPU', ...columnsOf(report, 'duration'), goal], rows);
}

/** 5: the taps during load, against the goal. */
function printEarlyTaps(report: Report): void {
  const tapRoutes = routes.filter((route) => EARLY_TAPS[route]);
  if (tapRoutes.length === 0) return;
  console.log(
    '\n## A tap during the load, before its island hydrated: from the tap to the first frame showing its ' +
      `result (${atRate(report, calibrated.rate)}; ms; median of ${runs})\n`,
  );
  const rows = tapRoutes.map((route) => {
    const tap = EARLY_TAPS[route] as EarlyTap;
    const figures = report.sites.map((site) => {
      const list = earlyTaps.get(key(site.checkout.label, route)) ?? [];
      const done = list.filter((result): result is TapDuringLoad => typeof result !== 'string');
      const failed = list.filter((result): result is string => typeof result === 'string');
      const late = done.filter((result) => result.hydratedFirst).length;
      const notes = [
        ...failed.map((reason) => `failed: ${reason}`),
        ...(late ? [`${late} tap(s) reached the island after it hydrated`] : []),
      ];
      return {
        ms: failed.length ? Number.NaN : median(done.map((result) => result.ms)),
        tappedAt: median(done.map((result) => result.tappedAtMs)),
        notes: notes.length ? `${site.checkout.label}: ${notes.join('; ')}` : '',
      };
    });
    const [myMs = Number.NaN] = figures.map((figure) => figure.ms);
    const goal = report.goals.check(
      `${tap.name} tapped during the load of ${route} shows within ${GOALS.tapDuringLoadMs} ms ` +
        `(${atRate(report, calibrated.rate)})`,
      myMs <= GOALS.tapDuringLoadMs,
    );
    const notes = figures.map((figure) => figure.notes).filter(Boolean);
    const cells = [
      ...figures.map((figure) => ms(figure.ms)),
      ...figures.map((figure) => ms(figure.tappedAt)),
    ];
    return [route, tap.name, ...cells, notes.join(' / ') || '-', goal];
  });
  printTable(
    [
      'route',
      'tap',
      ...columnsOf(report, 'tap to result'),
      ...columnsOf(report, 'tapped at (after navigation start)'),
      'notes',
      `goal: ≤ ${GOALS.tapDuringLoadMs}`,
    ],
    rows,
  );
}

/** A Lighthouse figure of a label, route and rate: the median over the runs it completed. */
function lighthouseFigure(
  label: string,
  route: string,
  rate: number,
  read: (result: LighthouseResult) => number,
) {
  const results = audits.get(key(label, route, rate)) ?? [];
  return median(results.map((result) => (result.runtimeError ? Number.NaN : read(result))));
}

const performanceScore = (result: LighthouseResult) =>
  Math.round((result.categories.performance?.score ?? 0) * 100);
const totalBlockingTime = (result: LighthouseResult) =>
  result.audits['total-blocking-time']?.numericValue ?? Number.NaN;

/** 6: Lighthouse's Performance and TBT at each of its rates, beside the reference page's TBT. */
function printLighthouse(report: Report): void {
  const { sites, goals } = report;
  const all = [...audits.values()].flat();
  const first = all.find((result) => !result.runtimeError);
  const about = first ? `Lighthouse ${first.lighthouseVersion}, ${lighthouseBrowser(first)}` : 'Lighthouse';
  const theirIndex = median(all.map((result) => result.environment.benchmarkIndex));
  console.log(
    `\n## ${about}: mobile (simulated throttling) with cpuSlowdownMultiplier ${lighthouseRates.map(rateText)}; ` +
      `median of ${lighthouseRuns}; this host's benchmarkIndex ${calibrated.benchmarkIndex} ` +
      `(${ms(theirIndex)} as Lighthouse read it during its runs)\n`,
  );
  const rows: string[][] = [];
  for (const route of routes) {
    for (const rate of lighthouseRates) {
      const reference = lighthouseFigure(REFERENCE, route, rate, totalBlockingTime);
      const scores = sites.map((site) =>
        lighthouseFigure(site.checkout.label, route, rate, performanceScore),
      );
      const tbts = sites.map((site) => lighthouseFigure(site.checkout.label, route, rate, totalBlockingTime));
      let goal = '-';
      if (rate === calibrated.rate) {
        const [myScore = Number.NaN] = scores;
        const [myTbt = Number.NaN] = tbts;
        const where = `on ${route} (${about}, ${atRate(report, rate)})`;
        const scoreMet = goals.check(
          `Lighthouse Performance ≥ ${LIGHTHOUSE_GOALS.performance} ${where}`,
          myScore >= LIGHTHOUSE_GOALS.performance,
        );
        const tbtMet = goals.check(
          `Lighthouse TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms ${where}`,
          myTbt <= LIGHTHOUSE_GOALS.tbtMs,
        );
        const overReference = goals.check(
          `Lighthouse TBT within ${LIGHTHOUSE_GOALS.overReferenceMs} ms of the reference page's ${where}`,
          myTbt - reference <= LIGHTHOUSE_GOALS.overReferenceMs,
        );
        goal = `Perf ${scoreMet}, TBT ${tbtMet}, beside the reference ${overReference}`;
      }
      rows.push([route, rateText(rate), ...scores.map(ms), ...tbts.map(ms), ms(reference), goal]);
    }
  }
  printTable(
    [
      'route',
      'CPU',
      ...columnsOf(report, 'Perf'),
      ...columnsOf(report, 'TBT'),
      `TBT: ${REFERENCE}`,
      `goal at the calibrated rate: Perf ≥ ${LIGHTHOUSE_GOALS.performance}, TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ` +
        `and ≤ the reference's + ${LIGHTHOUSE_GOALS.overReferenceMs}`,
    ],
    rows,
  );
}

const checkouts = [buildThisCheckout()];
const earlier = options.compare === 'none' ? null : buildEarlierCommit(options.compare);
if (earlier) checkouts.push(earlier);
const sites: Site[] = [];
const referencePages = await startReferencePages();
let chromiumVersion = 'unknown';
/** Stops the servers and removes the earlier commit's worktree; run once, also when interrupted. */
let cleanUp = async () => {
  cleanUp = async () => {};
  for (const site of sites) for (const line of await site.server.stop()) console.log(line);
  referencePages.close();
  earlier?.remove();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
const loadBefore = loadavg()[0] ?? Number.NaN;
try {
  for (const checkout of checkouts) sites.push(await startSite(checkout));
  await calibrate();
  await prepareReferencePages(sites[0] as Site, referencePages);
  console.log(`\nMeasuring ${routes.join(', ')} at ${rates.map(rateText).join(', ')} CPU\n`);
  chromiumVersion = await measureInBrowser(sites);
  if (lighthouseRuns > 0) await measureWithLighthouse(sites);
} finally {
  await cleanUp();
}
for (const site of sites) {
  if (site.ended.length) console.log(`The server of ${site.checkout.label} ended: ${site.ended.join(', ')}`);
}
const loadAfter = loadavg()[0] ?? Number.NaN;

const report: Report = { sites, browserName: `Chromium ${chromiumVersion}`, goals: new GoalBook() };
console.log(
  `\n${report.browserName} (Playwright), ${MOBILE_SCREEN_TEXT}; CPU slowed with CDP ` +
    `Emulation.setCPUThrottlingRate; this host's benchmarkIndex ${calibrated.benchmarkIndex}, calibrated ` +
    `multiplier ${calibrated.rate}×; median of ${runs} first visit(s) per build; the builds and the reference ` +
    `page in turn, route by route and run by run. Load average (1 min): ${loadBefore.toFixed(1)} at the start, ` +
    `${loadAfter.toFixed(1)} at the end, on ${cpus().length} cores.`,
);
printBusy(report);
printMenu(report);
printMainThread(report);
printLongTasks(report);
printInteractions(report);
printEarlyTaps(report);
if (lighthouseRuns > 0) printLighthouse(report);
report.goals.finish('Every goal met.');
