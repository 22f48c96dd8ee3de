/**
 * `npm run bench:browser`: what a visitor's phone feels, for every page and the 404, in Chromium with
 * Lighthouse's mobile screen (412×823 at DPR 1.75, touch) and the CPU slowed 4× and 8× (CDP
 * `Emulation.setCPUThrottlingRate`). The goal: the pages that sell never block the main thread. Each
 * figure is printed beside the same figure of an earlier commit (`--compare`, default `HEAD~1`),
 * measured in the same run: the two builds take turns route by route and run by run, so a busy machine
 * shows in both columns. Per route, the median of `--runs` page loads (each a first visit) gives:
 *
 * 1. the longest main-thread task after first contentful paint (FCP), in ms;
 * 2. the sum of (task − 50 ms) over the tasks after FCP, in ms;
 * 3. what each long task after FCP was made of, read from a Chrome trace of the page's renderer main
 *    thread (bench/lib/trace-tasks.ts), with the count the page's own long-task observer gave beside it;
 * 4. each interaction's Event Timing duration (INP's measure) once the islands have hydrated: a shop
 *    category link, a carousel dot and the pause/play button, the newsletter's and the contact form's
 *    submit, and the menu button on every page, each a plain touch at the control's middle (no test
 *    tool's checks inside the event: `tapCentre`);
 * 5. at 4×, a tap made during the load, before its island has hydrated: the time from the tap to the
 *    first frame showing its result (a shop category link, a carousel dot);
 * 6. Lighthouse 12.8's Performance score and TBT (mobile defaults), and TBT again with
 *    `throttling.cpuSlowdownMultiplier` 8, median of `--lighthouse-runs`.
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
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../build/chromium';
import { categories, products } from '../shared/content/catalogue';
import { heroItems } from '../shared/content/home';
import { newsletterCopy } from '../shared/content/newsletter';
import { filterProducts } from '../shared/lib/filter-products';
import { freePort } from '../test/support/server-process';
import { ALL_PATHS, MISSING_PATH } from '../test/support/site-paths';
import { parseCommandLine } from './lib/args';
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
import { GoalBook, printTable } from './lib/report';
import { bareMachineSetup, type ServerUnderTest, startServerUnderTest } from './lib/server-under-test';
import { median } from './lib/stats';
import { analyseMainThread, type LongTask, type MainThreadReport } from './lib/trace-tasks';

const { values: options } = parseCommandLine({
  summary: "what a visitor's phone feels: main-thread tasks, interactions, taps during load, Lighthouse",
  usage: 'npm run bench:browser -- [options]',
  options: {
    rate: { type: 'list', help: 'CPU slowdown, e.g. 4 for 4× (repeat it for more) [default: 4 and 8]' },
    route: {
      type: 'list',
      help: 'measure only this path (repeat it for more) [default: every page, the 404]',
    },
    runs: { type: 'number', default: 3, min: 1, integer: true, help: 'page loads per build, route and rate' },
    'lighthouse-runs': {
      type: 'number',
      default: 3,
      min: 0,
      integer: true,
      help: 'Lighthouse runs per build, route and setting (0: no Lighthouse)',
    },
    compare: { type: 'string', default: 'HEAD~1', help: 'the commit measured beside this checkout, or none' },
    'trace-dir': { type: 'string', help: 'keep every trace (JSON, for Chrome DevTools) in this folder' },
  },
});

/** Ends the process on a bad value of a list option, as lib/args.ts does for the others. */
function refuse(message: string): never {
  console.error(
    `${path.basename(process.argv[1] ?? 'bench-browser')}: ${message} (--help lists the options)`,
  );
  process.exit(1);
}

const rates = options.rate.length > 0 ? options.rate.map(Number) : [4, 8];
const badRate = options.rate.find((text) => !(Number(text) >= 1));
if (badRate !== undefined) refuse(`invalid --rate=${JSON.stringify(badRate)}: expected a number ≥ 1`);
const routes = options.route.length > 0 ? options.route : [...ALL_PATHS];
const badRoute = routes.find((route) => !route.startsWith('/'));
if (badRoute !== undefined)
  refuse(`invalid --route=${JSON.stringify(badRoute)}: expected a path such as /shop`);
const { runs } = options;
const lighthouseRuns = options['lighthouse-runs'];
const traceDir = options['trace-dir'] ? path.resolve(options['trace-dir']) : null;
if (traceDir) mkdirSync(traceDir, { recursive: true });

/** The rate the goals are judged at, and the only rate of taps during load. */
const GOAL_RATE = 4;
/** Goals at {@link GOAL_RATE}, in ms. */
const GOALS = { longestTaskMs: 100, blockingMs: 50, interactionMs: 100, tapDuringLoadMs: 500 } as const;
/** Lighthouse goals: at its defaults Performance 100 and TBT ≤ 50 ms; at an 8× CPU, TBT ≤ 150 ms. */
const LIGHTHOUSE_GOALS = { performance: 100, tbtMs: 50, slowCpu: 8, slowCpuTbtMs: 150 } as const;
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

/**
 * Starts a build's server as Lighthouse's is started, with `SITE_URL` its own origin: the port is
 * chosen first and given as `PORT`, so the origin is known before the server starts (the server's own
 * `origin` field then names the port it would have picked; {@link Site.origin} is the one it serves on).
 */
async function startSite(checkout: BuiltCheckout): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerUnderTest({
    setup: bareMachineSetup(),
    name: checkout.label,
    root: checkout.root,
    env: { PORT: String(port), SITE_URL: origin },
    pinned: false,
  });
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

/** One page load of one build, route and rate. */
interface LoadRun {
  /** The trace's reading, or null when the load failed. */
  trace: MainThreadReport | null;
  /** The long tasks after FCP the page's own observer saw, or null when the load failed. */
  page: PageLongTask[] | null;
  /** Each interaction's duration in ms (0: under 16 ms; NaN: it failed). */
  interactions: Map<string, number>;
}

/** Milliseconds as printed: whole, or `n/a` when there is no figure. */
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');

/** A file-name-safe form of a text. */
const slug = (text: string) => text.replace(/[^\w.]+/g, '-').replace(/^-|-$/g, '') || 'home';

/**
 * Where a finger taps a control: the middle of its box, in CSS px of the viewport, once it is scrolled
 * into view. The tap itself is then a plain touch (`page.touchscreen.tap`), not Playwright's
 * `locator.tap()`: for its actionability checks that one adds capture listeners on `pointerdown`,
 * `touchstart` and the like, which run a hit test in the page inside the tap's own dispatch, so the
 * test tool's work would count in the page's Event Timing. The difference measured at 4× was within the
 * spread (a carousel dot 152-200 ms with `locator.tap()`, 112-192 ms with a plain touch, 6 loads each;
 * docs/benchmarks.md, "26 Nov 2026, fourth session"); the plain touch is what a visitor's finger does.
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

/** Measures the interactions of a route on a settled page; one that fails is NaN, and said. */
async function measureInteractions(phone: PhonePage, route: string): Promise<Map<string, number>> {
  const { page, cdp } = phone;
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
      const duration = await interactionMs(cdp, () => page.touchscreen.tap(spot.x, spot.y));
      await interaction.result(page).waitFor({ state: 'visible', timeout: WAIT_MS });
      durations.set(interaction.name, duration);
      await interaction.undo?.(page);
      await untilSettled(phone, WAIT_MS);
    } catch (error) {
      console.log(`    ${interaction.name} failed: ${(error as Error).message.split('\n')[0]}`);
      durations.set(interaction.name, Number.NaN);
    }
  }
  return durations;
}

/** One first visit: a trace of the load until the page settled, then the interactions. */
async function measureLoad(browser: Browser, site: Site, route: string, rate: number, run: number) {
  const phone = await openPhonePage(browser, rate);
  const url = site.origin + route;
  try {
    let page: PageLongTask[] = [];
    const events = await recordTrace(phone.cdp, async () => {
      await phone.page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
      await untilSettled(phone, WAIT_MS);
      // Read while the trace still records, so both cover the same time.
      page = await pageLongTasks(phone.cdp);
    });
    if (traceDir) {
      const file = `${slug(site.checkout.label)}_${slug(route)}_${rate}x_run${run + 1}.json`;
      writeFileSync(path.join(traceDir, file), JSON.stringify({ traceEvents: events }));
    }
    const trace = analyseMainThread(events, url);
    const interactions = await measureInteractions(phone, route).catch((error: Error) => {
      console.log(`    interactions on ${route} failed: ${error.message.split('\n')[0]}`);
      return new Map<string, number>();
    });
    return { trace, page, interactions };
  } finally {
    await phone.context.close();
  }
}

/** One tap during a load at {@link GOAL_RATE}; its error, when it failed. */
async function measureEarlyTap(browser: Browser, site: Site, route: string, tap: EarlyTap) {
  const phone = await openPhonePage(browser, GOAL_RATE);
  try {
    return await tapDuringLoad(phone, site.origin + route, tap.control, tap.shown, WAIT_MS);
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'failed';
  } finally {
    await phone.context.close();
  }
}

/** The builds in the order of one turn: each route and run starts with the other one. */
const inTurn = (sites: readonly Site[], turn: number) => (turn % 2 === 0 ? [...sites] : [...sites].reverse());

/** The results of every build, by a key of build, route and (for page loads) rate. */
const loads = new Map<string, LoadRun[]>();
const earlyTaps = new Map<string, (TapDuringLoad | string)[]>();
const audits = new Map<string, LighthouseResult[]>();
const key = (site: Site, ...rest: (string | number)[]) => [site.checkout.label, ...rest].join(' | ');
const push = <T>(map: Map<string, T[]>, at: string, value: T) => map.set(at, [...(map.get(at) ?? []), value]);

/** One progress line for a page load. */
function describeLoad(site: Site, route: string, rate: number, run: number, result: LoadRun): string {
  const where = `${route} ${rate}× ${site.checkout.label} run ${run + 1}`;
  if (!result.trace) return `${where}: failed`;
  const taps = [...result.interactions].map(([name, value]) => `${name} ${interactionCell(value)}`);
  return (
    `${where}: longest task ${ms(result.trace.longestMs)} ms, Σ(task − 50) ${ms(result.trace.blockingMs)} ms, ` +
    `long tasks ${result.trace.longTasks.length} (page saw ${result.page?.length ?? 'n/a'}); ${taps.join(', ')}`
  );
}

/** An interaction's duration as printed. */
const interactionCell = (value: number) => (Number.isNaN(value) ? 'failed' : value < 16 ? '< 16' : ms(value));

/** Phase 1: page loads, interactions and taps during load, in Playwright's Chromium. */
async function measureInBrowser(sites: readonly Site[]): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    let turn = 0;
    for (const route of routes) {
      for (let run = 0; run < runs; run++, turn++) {
        for (const site of inTurn(sites, turn)) {
          for (const rate of rates) {
            await keepServing(site);
            const result = await measureLoad(browser, site, route, rate, run).catch((error: Error) => {
              console.log(`    ${route} ${rate}× ${site.checkout.label}: ${error.message.split('\n')[0]}`);
              return { trace: null, page: null, interactions: new Map<string, number>() };
            });
            push(loads, key(site, route, rate), result);
            console.log(describeLoad(site, route, rate, run, result));
          }
          const tap = EARLY_TAPS[route];
          if (!tap || !rates.includes(GOAL_RATE)) continue;
          await keepServing(site);
          const early = await measureEarlyTap(browser, site, route, tap);
          push(earlyTaps, key(site, route), early);
          const said = typeof early === 'string' ? early : `${ms(early.ms)} ms after the tap`;
          console.log(
            `${route} ${GOAL_RATE}× ${site.checkout.label} run ${run + 1}: ${tap.name} tapped during load: ${said}`,
          );
        }
      }
    }
    return browser.version();
  } finally {
    await browser.close();
  }
}

/** Phase 2: Lighthouse at its defaults and with an 8× CPU, the builds in turn. */
async function measureWithLighthouse(sites: readonly Site[]): Promise<void> {
  const photos = await startPhotoStandIn();
  try {
    let turn = 0;
    for (const route of routes) {
      for (let run = 0; run < lighthouseRuns; run++, turn++) {
        for (const site of inTurn(sites, turn)) {
          for (const cpuSlowdownMultiplier of [undefined, LIGHTHOUSE_GOALS.slowCpu]) {
            const setting = cpuSlowdownMultiplier
              ? `cpuSlowdownMultiplier ${cpuSlowdownMultiplier}`
              : 'defaults';
            const where = `Lighthouse ${route} ${site.checkout.label} run ${run + 1}, ${setting}`;
            const retryOnRuntimeError = route !== MISSING_PATH;
            const settings = { photos, cpuSlowdownMultiplier, retryOnRuntimeError };
            await keepServing(site);
            const result = await auditPage(site.origin + route, settings).catch((error: Error) => {
              console.log(`${where}: failed: ${error.message.split('\n')[0]}`);
              return null;
            });
            if (!result) continue;
            push(audits, key(site, route, cpuSlowdownMultiplier ?? 'default'), result);
            const said = result.runtimeError
              ? `not audited (${result.runtimeError.code})`
              : `Performance ${Math.round((result.categories.performance?.score ?? 0) * 100)}, ` +
                `TBT ${ms(result.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms`;
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
const atRate = ({ browserName }: Report, rate: number) => `${browserName}, ${rate}× CPU`;

/** The page loads of a build, route and rate. */
const runsOf = (site: Site, route: string, rate: number) => loads.get(key(site, route, rate)) ?? [];

/** 1 and 2: the longest task and Σ(task − 50) after FCP, per route and rate, against the goals. */
function printMainThread(report: Report): void {
  const { sites, goals } = report;
  console.log(`\n## Main thread after FCP (${report.browserName}; ms; median of ${runs})\n`);
  const rows: string[][] = [];
  for (const route of routes) {
    for (const rate of rates) {
      const figure = (site: Site, read: (trace: MainThreadReport) => number) =>
        median(runsOf(site, route, rate).map((run) => (run.trace ? read(run.trace) : Number.NaN)));
      const longest = sites.map((site) => figure(site, (trace) => trace.longestMs));
      const blocking = sites.map((site) => figure(site, (trace) => trace.blockingMs));
      const longestCpu = sites.map((site) => figure(site, longestTaskCpu));
      const counts = sites.map((site) => {
        const done = runsOf(site, route, rate).filter((run) => run.trace && run.page);
        const inTrace = median(done.map((run) => run.trace?.longTasks.length ?? Number.NaN));
        return `${ms(inTrace)} / ${ms(median(done.map((run) => run.page?.length ?? Number.NaN)))}`;
      });
      const fcp = sites.map((site) => figure(site, (trace) => trace.fcpMs));
      let goal = '-';
      if (rate === GOAL_RATE) {
        const [myLongest = Number.NaN] = longest;
        const [myBlocking = Number.NaN] = blocking;
        const where = `on ${route} (${atRate(report, rate)})`;
        const longestMet = goals.check(
          `longest task after FCP ≤ ${GOALS.longestTaskMs} ms ${where}`,
          myLongest <= GOALS.longestTaskMs,
        );
        const blockingMet = goals.check(
          `Σ(task − 50 ms) after FCP ≤ ${GOALS.blockingMs} ms ${where}`,
          myBlocking <= GOALS.blockingMs,
        );
        goal = `longest ${longestMet}, Σ ${blockingMet}`;
      }
      const figures = [...longest, ...blocking, ...longestCpu].map(ms);
      rows.push([route, `${rate}×`, ...figures, ...counts, ...fcp.map(ms), goal]);
    }
  }
  printTable(
    [
      'route',
      'CPU',
      ...columnsOf(report, 'longest task'),
      ...columnsOf(report, 'Σ(task − 50)'),
      ...columnsOf(report, "longest long task's thread CPU"),
      ...columnsOf(report, 'long tasks: trace / page observer'),
      ...columnsOf(report, 'FCP'),
      `goal at ${GOAL_RATE}×: longest ≤ ${GOALS.longestTaskMs}, Σ ≤ ${GOALS.blockingMs}`,
    ],
    rows,
  );
}

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
      'Self time of the events inside each task; script time split by URL with the CPU samples. Thread ' +
      "CPU: the time the thread was on a core (the throttling's pauses spin on it, so they count); a task " +
      'much longer than its thread CPU waited for a core: the machine was busy. `other`: time in no ' +
      "traced event (the task's own overhead, or that wait). Page observer: the length the page's " +
      "PerformanceObserver('longtask') gave the same task; Chromium leaves the frames' rendering tasks " +
      '(style, layout, paint) out of it.',
  );
  for (const route of routes) {
    for (const rate of rates) {
      for (const site of report.sites) {
        const chosen = medianRun(runsOf(site, route, rate));
        const where = `${route}, ${rate}× CPU, ${site.checkout.label}`;
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

/** 4: each interaction's Event Timing duration, per route and rate, against the goal at 4×. */
function printInteractions(report: Report): void {
  console.log(
    `\n## Interactions once the islands hydrated: Event Timing duration (${report.browserName}; ms; ` +
      `median of ${runs}; \`< 16\`: under the 16 ms threshold)\n`,
  );
  const rows: string[][] = [];
  for (const route of routes) {
    for (const interaction of interactionsOf(route)) {
      for (const rate of rates) {
        const durations = report.sites.map((site) => {
          const values = runsOf(site, route, rate).map(
            (run) => run.interactions.get(interaction.name) ?? Number.NaN,
          );
          return values.some(Number.isNaN) ? Number.NaN : median(values);
        });
        const [mineMs = Number.NaN] = durations;
        const goal =
          rate === GOAL_RATE
            ? report.goals.check(
                `${interaction.name} on ${route} ≤ ${GOALS.interactionMs} ms (${atRate(report, rate)})`,
                mineMs <= GOALS.interactionMs,
              )
            : '-';
        rows.push([route, interaction.name, `${rate}×`, ...durations.map(interactionCell), goal]);
      }
    }
  }
  const goal = `goal at ${GOAL_RATE}×: ≤ ${GOALS.interactionMs}`;
  printTable(['route', 'interaction', 'CPU', ...columnsOf(report, 'duration'), goal], rows);
}

/** 5: the taps during load, against the goal. */
function printEarlyTaps(report: Report): void {
  const tapRoutes = routes.filter((route) => EARLY_TAPS[route] && rates.includes(GOAL_RATE));
  if (tapRoutes.length === 0) return;
  console.log(
    '\n## A tap during the load, before its island hydrated: from the tap to the first frame showing its ' +
      `result (${atRate(report, GOAL_RATE)}; ms; median of ${runs})\n`,
  );
  const rows = tapRoutes.map((route) => {
    const tap = EARLY_TAPS[route] as EarlyTap;
    const figures = report.sites.map((site) => {
      const list = earlyTaps.get(key(site, route)) ?? [];
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
        `(${atRate(report, GOAL_RATE)})`,
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

/** A Lighthouse figure of a build, route and setting: the median over the runs it completed. */
function lighthouseFigure(
  site: Site,
  route: string,
  setting: string,
  read: (result: LighthouseResult) => number,
) {
  const results = audits.get(key(site, route, setting)) ?? [];
  return median(results.map((result) => (result.runtimeError ? Number.NaN : read(result))));
}

const performanceScore = (result: LighthouseResult) =>
  Math.round((result.categories.performance?.score ?? 0) * 100);
const totalBlockingTime = (result: LighthouseResult) =>
  result.audits['total-blocking-time']?.numericValue ?? Number.NaN;

/** 6: Lighthouse's Performance and TBT at its defaults, and TBT with an 8× CPU, against the goals. */
function printLighthouse(report: Report): void {
  const { sites, goals } = report;
  const all = [...audits.values()].flat();
  const first = all.find((result) => !result.runtimeError);
  const about = first ? `Lighthouse ${first.lighthouseVersion}, ${lighthouseBrowser(first)}` : 'Lighthouse';
  const benchmarkIndex = median(all.map((result) => result.environment.benchmarkIndex));
  const slow = String(LIGHTHOUSE_GOALS.slowCpu);
  console.log(
    `\n## ${about}: mobile defaults (simulated throttling, CPU 4×), and cpuSlowdownMultiplier ${slow}; ` +
      `median of ${lighthouseRuns}; this machine's benchmarkIndex ${ms(benchmarkIndex)} (median)\n`,
  );
  const rows = routes.map((route) => {
    const [mine] = sites as [Site];
    const refused = (audits.get(key(mine, route, 'default')) ?? []).find((result) => result.runtimeError);
    if (refused?.runtimeError && route === MISSING_PATH) {
      const why = `not audited: ${refused.runtimeError.code} (the 404 page answers 404, which Lighthouse refuses)`;
      return [route, ...sites.map(() => '-'), ...sites.map(() => '-'), why, ...sites.map(() => '-'), '-'];
    }
    const scores = sites.map((site) => lighthouseFigure(site, route, 'default', performanceScore));
    const tbts = sites.map((site) => lighthouseFigure(site, route, 'default', totalBlockingTime));
    const slowTbts = sites.map((site) => lighthouseFigure(site, route, slow, totalBlockingTime));
    const [myScore = Number.NaN] = scores;
    const [myTbt = Number.NaN] = tbts;
    const [mySlowTbt = Number.NaN] = slowTbts;
    const scoreMet = goals.check(
      `Lighthouse Performance ${LIGHTHOUSE_GOALS.performance} on ${route} (${about}, defaults)`,
      myScore >= LIGHTHOUSE_GOALS.performance,
    );
    const tbtMet = goals.check(
      `Lighthouse TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms on ${route} (${about}, defaults)`,
      myTbt <= LIGHTHOUSE_GOALS.tbtMs,
    );
    const slowMet = goals.check(
      `Lighthouse TBT ≤ ${LIGHTHOUSE_GOALS.slowCpuTbtMs} ms on ${route} (${about}, cpuSlowdownMultiplier ${slow})`,
      mySlowTbt <= LIGHTHOUSE_GOALS.slowCpuTbtMs,
    );
    const defaults = `Perf ${scoreMet}, TBT ${tbtMet}`;
    return [route, ...scores.map(ms), ...tbts.map(ms), defaults, ...slowTbts.map(ms), slowMet];
  });
  printTable(
    [
      'route',
      ...columnsOf(report, 'Perf'),
      ...columnsOf(report, 'TBT'),
      `goal: Perf ${LIGHTHOUSE_GOALS.performance}, TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs}`,
      ...columnsOf(report, `TBT at ${slow}× CPU`),
      `goal at ${slow}×: TBT ≤ ${LIGHTHOUSE_GOALS.slowCpuTbtMs}`,
    ],
    rows,
  );
}

const checkouts = [buildThisCheckout()];
const earlier = options.compare === 'none' ? null : buildEarlierCommit(options.compare);
if (earlier) checkouts.push(earlier);
const sites: Site[] = [];
let chromiumVersion = 'unknown';
/** Stops the servers and removes the earlier commit's worktree; run once, also when interrupted. */
let cleanUp = async () => {
  cleanUp = async () => {};
  for (const site of sites) for (const line of await site.server.stop()) console.log(line);
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
  console.log(`\nMeasuring ${routes.join(', ')} at ${rates.map((rate) => `${rate}×`).join(' and ')} CPU\n`);
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
    `Emulation.setCPUThrottlingRate; median of ${runs} first visit(s) per build; the builds in turn, route by ` +
    `route and run by run. Load average (1 min): ${loadBefore.toFixed(1)} at the start, ` +
    `${loadAfter.toFixed(1)} at the end, on ${cpus().length} cores.`,
);
printMainThread(report);
printLongTasks(report);
printInteractions(report);
printEarlyTaps(report);
if (lighthouseRuns > 0) printLighthouse(report);
report.goals.finish('Every goal met.');
