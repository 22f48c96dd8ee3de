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
 *
 * This file reads the command line and runs the phases: `browser/measure-runs.ts` measures (one page load:
 * `browser/measure-load.ts`), `browser/report.ts` prints the tables and judges the goals, from what
 * `browser/model.ts` holds.
 */
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { InvalidArgumentError } from '@commander-js/extra-typings';
import { defineCommand, eachOf, numberOf, pathFromCaller, sitePath } from '../scripts/command-line';
import { ALL_PATHS } from '../scripts/harness/site-paths';
import {
  calibrate,
  measureInBrowser,
  measureWithLighthouse,
  prepareReferencePages,
  startSite,
} from './browser/measure-runs';
import { CALIBRATED, plan, type Site } from './browser/model';
import {
  printBusy,
  printEarlyTaps,
  printInteractions,
  printLighthouse,
  printLongTasks,
  printMainThread,
  printMenu,
  type Report,
} from './browser/report';
import { MOBILE_SCREEN_TEXT } from './lib/browser-metrics';
import { buildEarlierCommit, buildThisCheckout } from './lib/checkouts';
import { startReferencePages } from './lib/reference-page';
import { GoalBook } from './lib/report';

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

plan.routes = options.route ?? [...ALL_PATHS];
plan.runs = options.runs;
plan.lighthouseRuns = options.lighthouseRuns;
plan.traceDir = options.traceDir ?? null;
if (plan.traceDir) mkdirSync(plan.traceDir, { recursive: true });

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
  await calibrate(options);
  await prepareReferencePages(sites[0] as Site, referencePages);
  console.log(
    `\nMeasuring ${plan.routes.join(', ')} at ${plan.rates.map((rate) => plan.rateText(rate)).join(', ')} CPU\n`,
  );
  chromiumVersion = await measureInBrowser(sites);
  if (plan.lighthouseRuns > 0) await measureWithLighthouse(sites);
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
    `Emulation.setCPUThrottlingRate; this host's benchmarkIndex ${plan.benchmarkIndex}, calibrated ` +
    `multiplier ${plan.calibratedRate}×; median of ${plan.runs} first visit(s) per build; the builds and the ` +
    `reference page in turn, route by route and run by run. Load average (1 min): ` +
    `${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${cpus().length} cores.`,
);
printBusy(report);
printMenu(report);
printMainThread(report);
printLongTasks(report);
printInteractions(report);
printEarlyTaps(report);
if (plan.lighthouseRuns > 0) printLighthouse(report);
report.goals.finish('Every goal met.');
