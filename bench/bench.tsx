/**
 * `npm run bench`: builds this checkout (and, with `--compare <ref>`, an earlier commit beside it), then
 * prints, each figure beside the earlier commit's measured in the same run:
 *
 * 1. per page: HTML, JS and CSS bytes (raw and gzip) against the budgets (docs/product.md "Speed");
 * 2. server CPU per rendered request on / and /shop (a new query string on every request, so every one
 *    is rendered), beside the same HTML served from memory by Express with `compression` (what a cache
 *    hit cost before pages were rendered on every request) and by bare node:http; CPU time is read from
 *    `/proc/<pid>/stat` (all the server's threads) and divided by the responses. The two builds take
 *    turns run by run. Goals (docs/decisions/0007-render-every-request.md): at most 1.5 ms on the pod
 *    (its Node.js, memory limit, CPU quota and NODE_OPTIONS) and 2.0 ms on Node 20 without limits;
 * 3. rendered pages per second on /shop against Express serving the same bytes from memory (32
 *    connections, `Accept-Encoding: gzip`): the goal is a ratio of at least 0.4;
 * 4. render time per page in this process: mean and p99 of the whole page render after warm-up;
 * 5. bytes and CPU time of compressing the /shop page once, at the page setting and others.
 *
 * Sections 2 and 3 run on the pod and then on this machine's Node.js without limits (`--node`,
 * `--no-limits` choose one setup instead; bench/lib/server-under-test.ts). A missed goal prints MISSED;
 * after everything is printed the script exits 1. `npm run bench -- --help` lists the options: run
 * length, `--compare none`, `--profile <dir>` (a `.cpuprofile` per server process) and `--trace-gc`
 * (each server process's collections and pauses).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineCommand, numberOf } from '../scripts/command-line';
import { BUDGETS, budgetViolations, measurePage, type PageWeight } from '../scripts/harness/page-weight';
import { ALL_PATHS } from '../scripts/harness/site-paths';
import { encodePage, PAGE_COMPRESSION } from '../server/http/policies';
import { type BuiltCheckout, buildEarlierCommit, buildThisCheckout } from './lib/checkouts';
import { runLoad } from './lib/load';
import { loadPageRenderer, type RenderPage } from './lib/page-renderer';
import { fixed, GoalBook, kib, printTable } from './lib/report';
import {
  bareMachineSetup,
  pinLoadGenerator,
  resolveSetups,
  type ServerSetup,
  type ServerStart,
  type ServerUnderTest,
  startServerUnderTest,
  unpinThisProcess,
  withServerOptions,
} from './lib/server-under-test';
import { mean, median, percentile } from './lib/stats';

const options = withServerOptions(
  defineCommand(
    'npm run bench --',
    'bytes per page, server CPU per rendered request, render time, compression cost',
  )
    .option('--seconds <n>', 'seconds of load per measured run', numberOf({ min: 1 }), 5)
    .option('--runs <n>', 'runs per server and route (median)', numberOf({ min: 1, integer: true }), 3)
    .option('--iterations <n>', 'renders per route, in process', numberOf({ min: 10, integer: true }), 500)
    .option('--compare <commit>', 'the commit measured beside this checkout, or none', 'HEAD~1'),
)
  .parse()
  .opts();

/** The routes whose server cost is measured. */
const COST_ROUTES = ['/', '/shop'] as const;
/** Concurrent connections of the cost and throughput runs. */
const CONNECTIONS = 32;
/** Most server CPU per rendered request, in ms (docs/decisions/0007-render-every-request.md). */
const CPU_GOALS_MS = { pod: 1.5, bareNode20: 2.0 } as const;
/** Least rendered throughput as a share of Express serving the same bytes from memory. */
const THROUGHPUT_RATIO_GOAL = 0.4;

/** The servers of one checkout in one setup. */
interface CheckoutServers {
  checkout: BuiltCheckout;
  rendered: ServerUnderTest;
  express: ServerUnderTest;
  bare: ServerUnderTest;
}

/** The figures of one server on one route: medians of the runs. */
interface CostFigures {
  cpuMsPerRequest: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers, added over the runs. */
  failures: number;
}

const goals = new GoalBook();
const setups = await resolveSetups(options, true);
const checkouts = [buildThisCheckout()];
const earlier = options.compare === 'none' ? null : buildEarlierCommit(options.compare);
if (earlier) checkouts.push(earlier);
const runsText = options.runs === 1 ? '1 run' : `${options.runs} runs`;
const columns = (heading: string) => checkouts.map((checkout) => `${heading}: ${checkout.label}`);

/**
 * Loads a route on several servers in turn, run by run (the order reversed every other run), after a
 * warm-up of each.
 *
 * @param servers - the servers, each pinned to the server core
 * @param route - the path, with a new query string on every request
 * @param acceptEncoding - the `Accept-Encoding` of every request
 * @returns the figures of each server, in the order given
 */
async function measureInTurn(servers: ServerUnderTest[], route: string, acceptEncoding: string) {
  const load = (server: ServerUnderTest, seconds: number) =>
    runLoad({ origin: server.origin, routes: [route], connections: CONNECTIONS, seconds, acceptEncoding });
  for (const server of servers) await load(server, Math.min(3, options.seconds));
  const runs = servers.map(() => [] as CostFigures[]);
  for (let run = 0; run < options.runs; run++) {
    const order = servers.map((_, index) => index);
    if (run % 2 === 1) order.reverse();
    for (const index of order) {
      const server = servers[index] as ServerUnderTest;
      const cpuBefore = server.cpuMs();
      const result = await load(server, options.seconds);
      // A run without a single response (the machine stalled) has no figures, rather than zeros.
      const answered = result.responses > 0;
      runs[index]?.push({
        cpuMsPerRequest: answered ? (server.cpuMs() - cpuBefore) / result.responses : Number.NaN,
        requestsPerSecond: result.requestsPerSecond,
        p50: answered ? result.p50 : Number.NaN,
        p99: answered ? result.p99 : Number.NaN,
        failures: result.errors + result.timeouts + result.raw.non2xx,
      });
    }
  }
  return runs.map((figures) => ({
    cpuMsPerRequest: median(figures.map((figure) => figure.cpuMsPerRequest)),
    requestsPerSecond: median(figures.map((figure) => figure.requestsPerSecond)),
    p50: median(figures.map((figure) => figure.p50)),
    p99: median(figures.map((figure) => figure.p99)),
    failures: figures.reduce((sum, figure) => sum + figure.failures, 0),
  }));
}

/** One row of the bytes table: this checkout's figures and budgets, then the earlier commit's gzip sizes. */
function bytesRow(route: string, weight: PageWeight, problems: string[], earlierWeight?: PageWeight) {
  const jsBudget = weight.hasIslands ? BUDGETS.jsGzip : BUDGETS.jsWithoutIslandsGzip;
  const cells = [
    route,
    kib(weight.htmlRaw),
    kib(weight.htmlGzip),
    weight.jsFiles.length,
    kib(weight.jsRaw),
    `${kib(weight.jsGzip)} of ${kib(jsBudget)}`,
    kib(weight.cssRaw),
    kib(weight.cssGzip),
    weight.fontFiles,
    weight.eagerImages,
    problems.length ? `OVER: ${problems.join('; ')}` : 'ok',
  ];
  if (!earlierWeight) return cells;
  return [...cells, kib(earlierWeight.htmlGzip), kib(earlierWeight.jsGzip), kib(earlierWeight.cssGzip)];
}

/**
 * 1. Bytes per route against the budgets, the earlier commit's gzip sizes beside them.
 *
 * @returns each checkout's HTML per route, as served
 */
async function printBytes(): Promise<Map<BuiltCheckout, Map<string, string>>> {
  const pages = new Map<BuiltCheckout, Map<string, string>>();
  const weights = new Map<BuiltCheckout, Map<string, PageWeight>>();
  for (const checkout of checkouts) {
    const server = await startServerUnderTest({
      setup: bareMachineSetup(),
      name: checkout.label,
      root: checkout.root,
      pinned: false,
    });
    try {
      const html = new Map<string, string>();
      for (const route of ALL_PATHS) html.set(route, await (await fetch(server.origin + route)).text());
      pages.set(checkout, html);
      const measure = (page: string) => measurePage(page, path.join(checkout.distDir, 'public'));
      weights.set(checkout, new Map([...html].map(([route, page]) => [route, measure(page)])));
    } finally {
      await server.stop();
    }
  }
  console.log('\n## Bytes per route (first load; gzip -9; KB; the same on every runtime and limits)\n');
  const headings = ['route', 'HTML raw', 'HTML gzip', 'JS files', 'JS raw', 'JS gzip of budget', 'CSS raw'];
  headings.push('CSS gzip', 'fonts', 'eager img', 'budget');
  if (earlier) headings.push(...['HTML', 'JS', 'CSS'].map((kind) => `${kind} gzip: ${earlier.label}`));
  const rows = ALL_PATHS.map((route) => {
    const weight = weights.get(checkouts[0] as BuiltCheckout)?.get(route) as PageWeight;
    const problems = budgetViolations(weight);
    goals.check(`bytes of ${route} within the budgets`, problems.length === 0);
    return bytesRow(route, weight, problems, earlier ? weights.get(earlier)?.get(route) : undefined);
  });
  printTable(headings, rows);
  console.log(
    `\nBudgets: JS ${kib(BUDGETS.jsWithoutIslandsGzip)} KB on a page without islands, ` +
      `${kib(BUDGETS.jsGzip)} KB with islands; CSS ${kib(BUDGETS.cssGzip)} KB, HTML ${kib(BUDGETS.htmlGzip)} KB, ` +
      `${BUDGETS.fontFiles} fonts, ${BUDGETS.eagerImages} eager image`,
  );
  return pages;
}

/** The CPU goal of a setup in ms, or null when none holds for it. */
function cpuGoalOf(setup: ServerSetup): number | null {
  if (setup.isPod) return CPU_GOALS_MS.pod;
  return setup.isBare && setup.runtime.major === 20 ? CPU_GOALS_MS.bareNode20 : null;
}

/**
 * Starts the rendering and the two stored-page servers of one checkout in one setup.
 *
 * @param start - starts one server and keeps it in the list the caller stops
 */
async function startCheckoutServers(
  start: (server: ServerStart) => Promise<ServerUnderTest>,
  setup: ServerSetup,
  checkout: BuiltCheckout,
  pagesFile: string,
): Promise<CheckoutServers> {
  const stored = (mode: 'express' | 'bare') =>
    start({
      setup,
      name: `${checkout.label}, stored pages (${mode})`,
      storedPages: { mode, file: pagesFile },
    });
  return {
    checkout,
    rendered: await start({ setup, name: `${checkout.label}, rendering`, root: checkout.root }),
    express: await stored('express'),
    bare: await stored('bare'),
  };
}

/** 2. Server CPU per request on each route; the earlier commit's figures in the columns beside. */
async function printServerCost(setup: ServerSetup, servers: CheckoutServers[]): Promise<void> {
  const goal = cpuGoalOf(setup);
  console.log(
    `\n## Server CPU per request: ${setup.label}\n\n${CONNECTIONS} connections, ${runsText} of ` +
      `${options.seconds} s (median), a new query string on every request, Accept-Encoding: gzip, deflate, br. ` +
      `Goal: ${goal === null ? 'none for this runtime and limits' : `rendered ≤ ${goal.toFixed(1)} ms`}.\n`,
  );
  const rows: unknown[][] = [];
  for (const route of COST_ROUTES) {
    const kinds = [
      ['rendered', (set: CheckoutServers) => set.rendered],
      ['stored HTML, Express + compression', (set: CheckoutServers) => set.express],
      ['stored HTML, bare node:http', (set: CheckoutServers) => set.bare],
    ] as const;
    const measured = kinds.flatMap(([, pick]) => servers.map(pick));
    const figures = await measureInTurn(measured, route, 'gzip, deflate, br');
    kinds.forEach(([kind], kindIndex) => {
      const own = figures.slice(kindIndex * servers.length, (kindIndex + 1) * servers.length);
      const [current] = own as [CostFigures];
      let verdict = '';
      if (kind === 'rendered') {
        goals.check(`no failed requests on ${route} (${setup.label})`, current.failures === 0);
        if (goal !== null) {
          const met = current.cpuMsPerRequest <= goal;
          verdict = goals.check(`≤ ${goal.toFixed(1)} CPU-ms per rendered ${route} (${setup.label})`, met);
        }
      }
      rows.push([
        route,
        kind,
        ...own.map((figure) => fixed(figure.cpuMsPerRequest, 2)),
        ...own.map((figure) => figure.requestsPerSecond.toFixed(0)),
        ...own.map((figure) => `${fixed(figure.p50, 0)} / ${fixed(figure.p99, 0)} ms`),
        ...own.map((figure) => figure.failures),
        verdict,
      ]);
    });
  }
  const headings = [
    'route',
    'server',
    ...columns('CPU ms/req'),
    ...columns('req/s'),
    ...columns('p50 / p99'),
  ];
  printTable([...headings, ...columns('failed'), 'goal'], rows);
}

/** 3. Rendered pages per second on /shop against Express serving the same bytes from memory, with gzip. */
async function printThroughputRatio(setup: ServerSetup, servers: CheckoutServers[]): Promise<void> {
  const measured = servers.flatMap((set) => [set.rendered, set.express]);
  const figures = await measureInTurn(measured, '/shop', 'gzip');
  const ratios = servers.map((_, index) => {
    const rendered = figures[2 * index] as CostFigures;
    const stored = figures[2 * index + 1] as CostFigures;
    const bothAnswered = rendered.requestsPerSecond > 0 && stored.requestsPerSecond > 0;
    return {
      rendered,
      stored,
      ratio: bothAnswered ? rendered.requestsPerSecond / stored.requestsPerSecond : Number.NaN,
    };
  });
  const [current] = ratios as [(typeof ratios)[number]];
  const verdict = goals.check(
    `rendered /shop ≥ ${THROUGHPUT_RATIO_GOAL} of Express from memory (${setup.label})`,
    current.ratio >= THROUGHPUT_RATIO_GOAL,
  );
  console.log(
    `\n## Rendered throughput against the same bytes from memory: ${setup.label}\n\n/shop, ${CONNECTIONS} ` +
      `connections, ${runsText} of ${options.seconds} s (median), a new query string on every ` +
      'request, Accept-Encoding: gzip.\n',
  );
  printTable(
    ['figure', ...checkouts.map((checkout) => checkout.label)],
    [
      ['rendered: req/s', ...ratios.map(({ rendered }) => rendered.requestsPerSecond.toFixed(0))],
      [
        'stored HTML, Express + compression: req/s',
        ...ratios.map(({ stored }) => stored.requestsPerSecond.toFixed(0)),
      ],
      [`ratio (goal ≥ ${THROUGHPUT_RATIO_GOAL}: ${verdict})`, ...ratios.map(({ ratio }) => fixed(ratio, 2))],
    ],
  );
}

/** Sections 2 and 3 for one setup: starts every checkout's servers, measures, stops them. */
async function measureSetup(
  setup: ServerSetup,
  pages: Map<BuiltCheckout, Map<string, string>>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  const started: ServerUnderTest[] = [];
  const start = async (server: ServerStart) => {
    started.push(await startServerUnderTest(server));
    return started[started.length - 1] as ServerUnderTest;
  };
  pinLoadGenerator();
  try {
    const servers: CheckoutServers[] = [];
    for (const [index, checkout] of checkouts.entries()) {
      const file = path.join(dir, `pages-${index}.json`);
      writeFileSync(file, JSON.stringify(Object.fromEntries(pages.get(checkout) ?? [])));
      servers.push(await startCheckoutServers(start, setup, checkout, file));
    }
    await printServerCost(setup, servers);
    await printThroughputRatio(setup, servers);
  } finally {
    const lines = (await Promise.all(started.map((server) => server.stop()))).flat();
    if (lines.length) console.log(`\n${lines.join('\n')}`);
    rmSync(dir, { recursive: true, force: true });
    unpinThisProcess();
  }
}

/** Renders of one route by one renderer, timed one by one, in ms. */
async function timeRenders(render: RenderPage, route: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await render(route);
    times.push(performance.now() - start);
  }
  return times;
}

/** 4. The whole page render per route, in this process, the checkouts taking turns round by round. */
async function printRenderTimes(): Promise<void> {
  const ROUNDS = 5;
  const renderers: (RenderPage | null)[] = [];
  const notes: string[] = [];
  for (const checkout of checkouts) {
    const render = await loadPageRenderer(checkout).catch((error: Error) => {
      notes.push(`${checkout.label}: no in-process figures (${error.message.split('\n')[0]})`);
      return null;
    });
    renderers.push(render);
  }
  const here = bareMachineSetup().label;
  console.log(
    `\n## Page render per route, in this process (${here}; ${options.iterations} renders after warm-up)\n`,
  );
  const rows: unknown[][] = [];
  for (const route of ALL_PATHS) {
    const times = renderers.map(() => [] as number[]);
    for (const render of renderers) if (render) await timeRenders(render, route, 100);
    for (let round = 0; round < ROUNDS; round++) {
      const order = renderers.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) {
        const render = renderers[index];
        if (render) times[index]?.push(...(await timeRenders(render, route, options.iterations / ROUNDS)));
      }
    }
    const cells = (figure: (values: number[]) => number) =>
      renderers.map((render, index) => (render ? `${figure(times[index] ?? []).toFixed(2)} ms` : 'n/a'));
    rows.push([route, ...cells(mean), ...cells((values) => percentile(values, 0.99))]);
  }
  printTable(['route', ...columns('mean'), ...columns('p99')], rows);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
}

/** 5. Compression of this checkout's /shop HTML, once per response: bytes against CPU time. */
function printCompression(shopHtml: string): void {
  const here = bareMachineSetup().label;
  console.log(`\n## Compression of this checkout's /shop HTML (one response, 300 times; ${here})\n`);
  const brotli = (quality: number) => () =>
    brotliCompressSync(shopHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  const settings: [string, () => Buffer][] = [
    [`pages: brotli quality ${PAGE_COMPRESSION.brotliQuality}`, () => encodePage(shopHtml, 'br').body],
    [`pages: gzip level ${PAGE_COMPRESSION.gzipLevel}`, () => encodePage(shopHtml, 'gzip').body],
    ['gzip level 1', () => gzipSync(shopHtml, { level: 1 })],
    ['gzip level 9', () => gzipSync(shopHtml, { level: 9 })],
    ['brotli quality 1', brotli(1)],
    ['brotli quality 4 (the compression middleware)', brotli(4)],
    ['brotli quality 11 (assets, at build time)', brotli(11)],
  ];
  const rows = settings.map(([name, compress]) => {
    for (let i = 0; i < 20; i++) compress();
    const start = performance.now();
    let bytes = 0;
    for (let i = 0; i < 300; i++) bytes = compress().length;
    return [name, bytes, ((performance.now() - start) / 300).toFixed(3)];
  });
  printTable(['setting', 'bytes', 'ms per response'], rows);
}

try {
  const pages = await printBytes();
  for (const setup of setups) await measureSetup(setup, pages);
  await printRenderTimes();
  printCompression(pages.get(checkouts[0] as BuiltCheckout)?.get('/shop') ?? '');
} finally {
  earlier?.remove();
}
const { buildId } = JSON.parse(readFileSync(path.join(checkouts[0]?.distDir ?? '', 'manifest.json'), 'utf8'));
goals.finish(`build ${buildId}: every budget and goal met`);
