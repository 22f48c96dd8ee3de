/**
 * The measuring of `npm run bench:browser`: the host's calibration, then every page load, interaction and
 * tap during the load in Playwright's Chromium, then Lighthouse; the builds and the reference page take
 * turns route by route and run by run. Everything measured goes into {@link measured}.
 */
import { launchChromium } from '../../scripts/chromium';
import { MISSING_PATH } from '../../scripts/harness/site-paths';
import type { BuiltCheckout } from '../lib/checkouts';
import { auditPage, startPhotoStandIn } from '../lib/lighthouse-run';
import { calibratedCpuMultiplier, hostBenchmarkIndex } from '../lib/phone-calibration';
import { type ReferencePages, wordsOf } from '../lib/reference-page';
import { startSiteAtOwnOrigin } from '../lib/server-under-test';
import { EARLY_TAPS } from './interactions';
import { type LoadTarget, measureEarlyTap, measureLoad } from './measure-load';
import {
  CALIBRATED,
  FAILED_LOAD,
  interactionCell,
  key,
  type LoadRun,
  measured,
  ms,
  performanceScore,
  plan,
  push,
  REFERENCE,
  type Site,
  totalBlockingTime,
} from './model';

/** Starts a build's server at its own origin, as Lighthouse's is started (`startSiteAtOwnOrigin`). */
export async function startSite(checkout: BuiltCheckout): Promise<Site> {
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

/** Loads in the order of one turn: each route and run starts with the other end of the list. */
const inTurn = <T>(targets: readonly T[], turn: number) =>
  turn % 2 === 0 ? [...targets] : [...targets].reverse();

/** The loads of one turn of a route: each build's page and the reference page. */
function targetsOf(sites: readonly Site[], route: string): LoadTarget[] {
  const pages = sites.map((site) => ({
    label: site.checkout.label,
    url: site.origin + route,
    interact: true,
  }));
  return [...pages, { label: REFERENCE, url: plan.referenceUrls.get(route) ?? '', interact: false }];
}

/** The site a load target belongs to, or undefined for the reference page. */
const siteOf = (sites: readonly Site[], target: LoadTarget) =>
  sites.find((site) => site.checkout.label === target.label);

/** One progress line for a page load. */
function describeLoad(label: string, route: string, rate: number, run: number, result: LoadRun): string {
  const where = `${route} ${plan.rateText(rate)} ${label} run ${run + 1}`;
  if (!result.trace) return `${where}: failed`;
  const taps = [...result.interactions].map(([name, value]) => `${name} ${interactionCell(value)}`);
  const menu = result.menuBusy ? `; menu main thread ${ms(result.menuBusy.busyMs)} ms` : '';
  return (
    `${where}: busy ${ms(result.trace.busyMs)} ms, longest task after FCP ${ms(result.trace.longestMs)} ms, ` +
    `Σ(task − 50) ${ms(result.trace.blockingMs)} ms${menu}${taps.length ? `; ${taps.join(', ')}` : ''}`
  );
}

/**
 * Reads the host's benchmarkIndex in an unthrottled Chromium and sets the plan's rates: the calibrated
 * multiplier, 4× and 8× (or `--rate`), and Lighthouse's (the calibrated one, or `--lighthouse-rate`).
 *
 * @param requested - the rates given on the command line (CPU slowdowns, or {@link CALIBRATED}); none: the defaults
 */
export async function calibrate(requested: {
  rate?: readonly (number | typeof CALIBRATED)[];
  lighthouseRate?: readonly (number | typeof CALIBRATED)[];
}): Promise<void> {
  const browser = await launchChromium();
  try {
    plan.benchmarkIndex = Math.round(await hostBenchmarkIndex(browser));
  } finally {
    await browser.close();
  }
  plan.calibratedRate = calibratedCpuMultiplier(plan.benchmarkIndex);
  const given = (list: readonly (number | typeof CALIBRATED)[]) =>
    list.map((rate) => (rate === CALIBRATED ? plan.calibratedRate : rate));
  plan.rates = requested.rate ? given(requested.rate) : [...new Set([plan.calibratedRate, 4, 8])];
  plan.lighthouseRates = requested.lighthouseRate ? given(requested.lighthouseRate) : [plan.calibratedRate];
  console.log(
    `This host's benchmarkIndex: ${plan.benchmarkIndex} (Lighthouse's page function, median of 3); ` +
      `the phone Lighthouse means is ${plan.calibratedRate}× CPU here (3 + (index − 1300) / 233).`,
  );
}

/** Gives each route a reference page with as many words as the route's page shows. */
export async function prepareReferencePages(site: Site, pages: ReferencePages): Promise<void> {
  for (const route of plan.routes) {
    const html = await (await fetch(site.origin + route)).text();
    const words = await wordsOf(html);
    plan.referenceUrls.set(route, pages.urlFor(words));
  }
}

/** Phase 1: page loads, interactions and taps during load, in Playwright's Chromium. */
export async function measureInBrowser(sites: readonly Site[]): Promise<string> {
  const browser = await launchChromium();
  try {
    let turn = 0;
    for (const route of plan.routes) {
      for (let run = 0; run < plan.runs; run++, turn++) {
        for (const target of inTurn(targetsOf(sites, route), turn)) {
          const site = siteOf(sites, target);
          for (const rate of plan.rates) {
            if (site) await keepServing(site);
            const result = await measureLoad(browser, target, route, rate, run).catch((error: Error) => {
              console.log(
                `    ${route} ${plan.rateText(rate)} ${target.label}: ${error.message.split('\n')[0]}`,
              );
              return FAILED_LOAD;
            });
            push(measured.loads, key(target.label, route, rate), result);
            console.log(describeLoad(target.label, route, rate, run, result));
          }
          const tap = EARLY_TAPS[route];
          if (!site || !tap) continue;
          await keepServing(site);
          const early = await measureEarlyTap(browser, site, route, tap);
          push(measured.earlyTaps, key(target.label, route), early);
          const said = typeof early === 'string' ? early : `${ms(early.ms)} ms after the tap`;
          const where = `${route} ${plan.rateText(plan.calibratedRate)} ${target.label} run ${run + 1}`;
          console.log(`${where}: ${tap.name} tapped during load: ${said}`);
        }
      }
    }
    return browser.version();
  } finally {
    await browser.close();
  }
}

/** Phase 2: Lighthouse at each of its plan.rates, the builds and the reference page in turn. */
export async function measureWithLighthouse(sites: readonly Site[]): Promise<void> {
  const photos = await startPhotoStandIn();
  try {
    let turn = 0;
    for (const route of plan.routes) {
      for (let run = 0; run < plan.lighthouseRuns; run++, turn++) {
        for (const target of inTurn(targetsOf(sites, route), turn)) {
          const site = siteOf(sites, target);
          for (const cpuSlowdownMultiplier of plan.lighthouseRates) {
            const where = `Lighthouse ${route} ${target.label} run ${run + 1}, ${plan.rateText(cpuSlowdownMultiplier)}`;
            // The 404 page answers 404 on purpose; the reference page beside it answers 200.
            const errorStatusExpected = route === MISSING_PATH && site !== undefined;
            const settings = { photos, cpuSlowdownMultiplier, errorStatusExpected };
            if (site) await keepServing(site);
            const result = await auditPage(target.url, settings).catch((error: Error) => {
              console.log(`${where}: failed: ${error.message.split('\n')[0]}`);
              return null;
            });
            if (!result) continue;
            push(measured.audits, key(target.label, route, cpuSlowdownMultiplier), result);
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
