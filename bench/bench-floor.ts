/**
 * `npm run bench:floor`: what each kind of part of a page costs the phone's main thread, and so how low
 * a change that keeps the page's look could take it. Each route's page is loaded as served, then with
 * its parts left out one kind at a time (`bench/lib/page-parts.ts`: the scripts, then the stylesheet,
 * then every picture, then `<head>`'s metadata), then as the plain reference page of as many words
 * (`bench/lib/reference-page.ts`), all in turn, run by run, in Chromium with Lighthouse's mobile screen
 * and the CPU slowed at the multiplier calibrated for this host's benchmarkIndex (or `--rate`).
 *
 * The figure is Chromium's own count of the page's main-thread task time, in thread CPU (CDP
 * `Performance.getMetrics` with `timeDomain: 'threadTicks'`: `TaskDuration`, with its style, layout
 * and script parts), from the navigation until the page has settled (`untilSettled`), median of
 * `--runs`. Each variant is printed beside the page as served: a variant that keeps the page's look can
 * cost no less than the variant that leaves out everything it keeps. `npm run bench:floor -- --help`
 * lists the options.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { defineCommand, eachOf, numberOf, sitePath } from '../scripts/command-line';
import { MOBILE_SCREEN_TEXT, openPhonePage, untilSettled } from './lib/browser-metrics';
import { buildThisCheckout } from './lib/checkouts';
import { PAGE_VARIANTS, pageWithout } from './lib/page-parts';
import { calibratedCpuMultiplier, hostBenchmarkIndex } from './lib/phone-calibration';
import { startReferencePages, wordsOf } from './lib/reference-page';
import { printTable } from './lib/report';
import { startSiteAtOwnOrigin } from './lib/server-under-test';
import { median } from './lib/stats';

/** The pages that sell, whose main-thread time the phone goals judge (docs/benchmarks.md, "The phone"). */
const SELLING_PAGES = ['/', '/shop', '/seasonal', '/corporate', '/about'];

const options = defineCommand(
  'npm run bench:floor --',
  "what each kind of part of a page costs the phone's main thread: the page taken apart",
)
  .option(
    '--route <path>',
    `measure only this path (repeat it for more) [default: ${SELLING_PAGES.join(', ')}]`,
    eachOf(sitePath),
  )
  .option('--runs <n>', 'page loads per variant and route', numberOf({ min: 1, integer: true }), 5)
  .option(
    '--rate <n>',
    'CPU slowdown, e.g. 4 for 4× [default: the calibrated multiplier]',
    numberOf({ min: 1 }),
  )
  .parse()
  .opts();
const routes = options.route ?? SELLING_PAGES;
const givenRate = options.rate;

/** The page as served, its variants in order, then the plain reference page. */
const AS_SERVED = 'as served';
const REFERENCE = 'plain reference page';
const TARGETS = [AS_SERVED, ...PAGE_VARIANTS.map((variant) => variant.name), REFERENCE];

/** One load's main-thread task time, thread CPU, in ms. */
interface LoadCost {
  task: number;
  style: number;
  layout: number;
  script: number;
}

/**
 * The page variants' server: `/<target index>/<route>` answers that variant of the route's page; any
 * other path is passed to the storefront (assets, fonts, photos), so every variant loads what it keeps
 * from one origin.
 */
async function startVariantServer(storefront: string, pages: Map<string, string>): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const page = pages.get(req.url ?? '');
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
      return;
    }
    const answer = await fetch(storefront + req.url, { headers: { 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control', 'access-control-allow-origin'])
      if (answer.headers.has(name)) headers[name] = answer.headers.get(name) ?? '';
    res.writeHead(answer.status, headers);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The path of a target's page of a route on the variant server. */
const pathOf = (target: number, route: string) => `/${target}${route}`;

/**
 * Makes every target's page of every route: as served, each variant, and the plain reference page.
 */
async function makePages(storefront: string, referenceUrl: (words: number) => string) {
  const pages = new Map<string, string>();
  for (const route of routes) {
    const html = await (await fetch(storefront + route)).text();
    pages.set(pathOf(0, route), html);
    for (let count = 1; count <= PAGE_VARIANTS.length; count++) {
      pages.set(pathOf(count, route), await pageWithout(html, count));
    }
    const plain = await (await fetch(referenceUrl(await wordsOf(html)))).text();
    pages.set(pathOf(TARGETS.length - 1, route), plain);
  }
  return pages;
}

/** Chromium's task time counters of the page, in ms of thread CPU. */
async function taskCounters(cdp: CDPSession): Promise<LoadCost> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
    script: value('ScriptDuration'),
  };
}

/** Loads one target's page of one route as a first visit and returns its main-thread cost. */
async function measureLoad(browser: Browser, url: string, rate: number): Promise<LoadCost> {
  const phone = await openPhonePage(browser, rate);
  try {
    await phone.cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const before = await taskCounters(phone.cdp);
    await phone.page.goto(url, { waitUntil: 'load' });
    await untilSettled(phone, 30_000);
    const after = await taskCounters(phone.cdp);
    return {
      task: after.task - before.task,
      style: after.style - before.style,
      layout: after.layout - before.layout,
      script: after.script - before.script,
    };
  } finally {
    await phone.context.close();
  }
}

const { server, origin: storefront } = await startSiteAtOwnOrigin(buildThisCheckout());
const referencePages = await startReferencePages();
const browser = await launchChromium();
let variantServer: Server | undefined;
try {
  const benchmarkIndex = Math.round(await hostBenchmarkIndex(browser));
  const rate = givenRate ?? calibratedCpuMultiplier(benchmarkIndex);
  const rateText = givenRate === undefined ? `${rate}× (calibrated)` : `${rate}×`;
  console.log(`This host's benchmarkIndex: ${benchmarkIndex}; CPU slowed ${rateText}.`);
  const pages = await makePages(storefront, referencePages.urlFor);
  variantServer = await startVariantServer(storefront, pages);
  const origin = `http://127.0.0.1:${(variantServer.address() as AddressInfo).port}`;
  const costs = new Map<string, LoadCost[]>();
  for (const route of routes) {
    for (let run = 0; run < options.runs; run++) {
      // Each run starts at another target, so none is always loaded first.
      for (let step = 0; step < TARGETS.length; step++) {
        const target = (run + step) % TARGETS.length;
        const cost = await measureLoad(browser, origin + pathOf(target, route), rate);
        const key = `${route} ${target}`;
        costs.set(key, [...(costs.get(key) ?? []), cost]);
        console.log(`${route} ${TARGETS[target]} run ${run + 1}: ${Math.round(cost.task)} ms`);
      }
    }
  }
  console.log(
    `\n## The page taken apart: main-thread task time from navigation until settled ` +
      `(thread CPU, ms; ${MOBILE_SCREEN_TEXT}; ${rateText} CPU, benchmarkIndex ${benchmarkIndex}; ` +
      `median of ${options.runs})\n`,
  );
  const rows: (string | number)[][] = [];
  for (const route of routes) {
    const servedTask = median((costs.get(`${route} 0`) ?? []).map((cost) => cost.task));
    TARGETS.forEach((name, target) => {
      const runs = costs.get(`${route} ${target}`) ?? [];
      const of = (part: keyof LoadCost) => Math.round(median(runs.map((cost) => cost[part])));
      const ratio = (median(runs.map((cost) => cost.task)) / servedTask).toFixed(2);
      rows.push([route, name, of('task'), `${ratio}×`, of('style'), of('layout'), of('script')]);
    });
  }
  printTable(['route', 'page', 'task time', '/ as served', 'style', 'layout', 'script'], rows);
  console.log('\nWhat each variant leaves out:');
  for (const variant of PAGE_VARIANTS) console.log(`- ${variant.name}: ${variant.leavesOut}`);
} finally {
  await browser.close();
  variantServer?.close();
  referencePages.close();
  for (const line of await server.stop()) console.log(line);
}
