/**
 * `npm run bench`: builds, starts the production server, and in one run prints
 * 1. per page: HTML, JS and CSS bytes (raw and gzip) against the budgets (docs/product.md "Speed"),
 *    failing loudly when one is exceeded;
 * 2. server CPU per rendered request on / and /shop (every request has a new query string, so every
 *    one is rendered), on the production runtime (Node.js of `.nvmrc`) and on this machine's Node.js,
 *    beside what the same HTML costs served from memory (what a cache hit cost before pages were
 *    rendered for every request: Express and `compression`) and from bare node:http; the target is
 *    at most 2.0 ms on the production runtime (docs/decisions/0007-render-every-request.md);
 * 3. render time per page: mean and p99 of the whole page render (route query, `renderToString` of the
 *    page and its islands, the document), after warm-up;
 * 4. bytes and CPU time of compressing the largest page once, at the page setting and others.
 *
 * The server runs on CPU 0 and autocannon on CPU 1, so the two never take turns on one core; CPU time
 * is read from `/proc/<pid>/stat` (all the server's threads) and divided by the requests answered.
 *
 * Flags: `--seconds S` per CPU run (default 5; three runs per route, the median printed),
 * `--iterations N` renders per route (default 500).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { SERVER_LIMITS } from '../server/http-server';
import { readManifest } from '../server/manifest';
import { encodePage, PAGE_COMPRESSION } from '../server/page-encoding';
import { createPageRenderer } from '../server/render';
import { createRoutes } from '../shared/routes';
import { BUDGETS, budgetViolations, measurePage, type PageWeight } from '../test/support/page-weight';
import {
  cpuMsOf,
  pinThisProcess,
  productionNode,
  startProductionServer,
} from '../test/support/server-process';
import { ALL_PATHS } from '../test/support/site-paths';
import { argValue } from './bench-args';

const seconds = argValue('--seconds', 5);
const iterations = argValue('--iterations', 500);
const RUNS = 3;
const CONNECTIONS = 32;
/** Most server CPU a rendered request may take on the production runtime, in ms. */
const CPU_TARGET_MS = 2;
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const ALL_CPUS = '0-1';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], { stdio: 'inherit' });
pinThisProcess(LOAD_CPU);

/** Load on one route, every request with a query string of its own, like visitors from shared links. */
function cannon(origin: string, route: string, duration: number): Promise<Result> {
  let sequence = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        // Like a browser after the server's Connection: close at its request cap (autocannon ignores it).
        reconnectRate: SERVER_LIMITS.maxRequestsPerSocket - 1,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              sequence += 1;
              return { ...request, path: `${route}?bench=${sequence}` };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Figures of one route on one server: the median run by CPU per request. */
interface CpuFigures {
  cpuMsPerRequest: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Server CPU per answered request: a warm-up, then {@link RUNS} runs, the median reported.
 *
 * @param origin - the server's origin
 * @param pid - the server process, whose CPU time is read
 * @param route - the path to load
 */
async function measureCpu(origin: string, pid: number | undefined, route: string): Promise<CpuFigures> {
  await cannon(origin, route, 3);
  const runs: CpuFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = cpuMsOf(pid);
    const result = await cannon(origin, route, seconds);
    const cpu = cpuMsOf(pid) - before;
    runs.push({
      cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  runs.sort((a, b) => a.cpuMsPerRequest - b.cpuMsPerRequest);
  return runs[Math.floor(runs.length / 2)] as CpuFigures;
}

/**
 * Starts a ceiling server (`bench/bench-ceilings.ts`) that serves one fixed HTML document from
 * memory, on the server's CPU.
 */
async function startCeiling(mode: 'express' | 'bare', htmlFile: string, node: string) {
  const child: ChildProcess = spawn(
    'taskset',
    ['--cpu-list', String(SERVER_CPU), node, '--import', 'tsx', 'bench/bench-ceilings.ts', mode, htmlFile],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** The version a `node` binary reports, e.g. `v24.21.0`. */
const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

/** One row of the bytes table. */
function bytesRow(route: string, weight: PageWeight, problems: string[]): string {
  const budget = weight.hasIslands ? BUDGETS.jsGzip : BUDGETS.jsWithoutIslandsGzip;
  const cells = [
    route,
    kb(weight.htmlRaw),
    kb(weight.htmlGzip),
    weight.jsFiles.length,
    kb(weight.jsRaw),
    `${kb(weight.jsGzip)} of ${kb(budget)}`,
    kb(weight.cssRaw),
    kb(weight.cssGzip),
    weight.fontFiles,
    weight.eagerImages,
    problems.length ? `OVER: ${problems.join('; ')}` : 'ok',
  ];
  return `| ${cells.join(' | ')} |`;
}

let failed = false;
const pages = new Map<string, string>();

// 1. Bytes against the budgets.
{
  const server = await startProductionServer();
  try {
    console.log('\n## Bytes per route (first load; gzip -9)\n');
    console.log(
      '| route | HTML raw | HTML gzip | JS files | JS raw | JS gzip of budget | CSS raw | CSS gzip | fonts ' +
        '| eager img | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of ALL_PATHS) {
      const html = await (await fetch(server.origin + route)).text();
      pages.set(route, html);
      const weight = measurePage(html, 'dist/public');
      const problems = budgetViolations(weight);
      if (problems.length) failed = true;
      console.log(bytesRow(route, weight, problems));
    }
    console.log(
      `\nBudgets: JS ${kb(BUDGETS.jsWithoutIslandsGzip)} KB on a page without islands, ` +
        `${kb(BUDGETS.jsGzip)} KB with islands; CSS ${kb(BUDGETS.cssGzip)} KB, HTML ${kb(BUDGETS.htmlGzip)} KB, ` +
        `${BUDGETS.fontFiles} fonts, ${BUDGETS.eagerImages} eager image`,
    );
  } finally {
    await server.stop();
  }
}

// 2. Server CPU per rendered request, beside the same HTML served from memory.
{
  const production = productionNode();
  const runtimes: [string, string][] = [[`this machine (Node.js ${process.version})`, process.execPath]];
  if (production) runtimes.unshift([`production runtime (Node.js ${versionOf(production)})`, production]);
  else console.log("\nThe production runtime could not be fetched: only this machine's Node.js is measured.");
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  console.log(
    `\n## Server CPU per request (${CONNECTIONS} connections, ${RUNS} runs of ${seconds} s, median; ` +
      `a new query string on every request)\n`,
  );
  console.log(
    '| runtime | route | rendered: CPU ms/req | req/s | p50 | p99 | stored HTML, Express + compression: ' +
      'CPU ms/req | bare node:http: CPU ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [index, [label, node]] of runtimes.entries()) {
    const server = await startProductionServer({ node, cpu: SERVER_CPU });
    try {
      for (const route of ['/', '/shop']) {
        const rendered = await measureCpu(server.origin, server.child.pid, route);
        const file = path.join(dir, `${route === '/' ? 'home' : 'shop'}.html`);
        writeFileSync(file, pages.get(route) as string);
        const stored: number[] = [];
        for (const mode of ['express', 'bare'] as const) {
          const ceiling = await startCeiling(mode, file, node);
          try {
            stored.push((await measureCpu(ceiling.origin, ceiling.pid, route)).cpuMsPerRequest);
          } finally {
            ceiling.stop();
          }
        }
        // The target holds for the production runtime: the first row when it could be fetched.
        const judged = index === 0 && production !== null;
        const onTarget = rendered.cpuMsPerRequest <= CPU_TARGET_MS;
        if ((judged && !onTarget) || rendered.failures) failed = true;
        const verdict = onTarget ? 'met' : 'MISSED';
        const cells = [
          label,
          route,
          rendered.cpuMsPerRequest.toFixed(2) +
            (judged ? ` (≤ ${CPU_TARGET_MS.toFixed(1)}: ${verdict})` : ''),
          rendered.requestsPerSecond.toFixed(0),
          `${rendered.p50} ms`,
          `${rendered.p99} ms`,
          stored[0]?.toFixed(2),
          stored[1]?.toFixed(2),
        ];
        console.log(`| ${cells.join(' | ')} |`);
      }
    } finally {
      await server.stop();
    }
  }
}

// 3. The whole page render, per route, in this process, on every core again.
pinThisProcess(ALL_CPUS);
console.log(`\n## Page render per route (${iterations} iterations after warm-up)\n`);
console.log('| route | mean | p99 |');
console.log('|---|---|---|');
const manifest = readManifest('dist');
const render = createPageRenderer({
  routes: createRoutes(),
  manifest: () => manifest,
  siteUrl: 'https://www.example.com',
});
for (const route of ALL_PATHS) {
  for (let i = 0; i < 100; i++) await render(route);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await render(route);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  console.log(`| ${route} | ${mean.toFixed(2)} ms | ${p99.toFixed(2)} ms |`);
}

// 4. Compression of the largest page, once, at the page setting and at others: bytes against CPU time.
console.log('\n## Compression of the /shop HTML (one response, 300 iterations)\n');
console.log('| setting | bytes | ms per response |');
console.log('|---|---|---|');
const shopHtml = pages.get('/shop') as string;
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
for (const [name, compress] of settings) {
  for (let i = 0; i < 20; i++) compress();
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < 300; i++) bytes = compress().length;
  console.log(`| ${name} | ${bytes} | ${((performance.now() - start) / 300).toFixed(3)} |`);
}

console.log(
  `\nbuild ${manifest.buildId}: ${failed ? 'FAILED (see OVER or MISSED above)' : 'all budgets and targets met'}`,
);
process.exit(failed ? 1 : 0);
