/**
 * `npm run bench`: builds, starts the production server, and in one run prints
 * 1. per page: HTML, JS and CSS bytes (raw and gzip) against the budgets (docs/product.md "Speed"),
 *    failing loudly when one is exceeded;
 * 2. SSR throughput on / and /shop (autocannon on loopback: req/s, p50, p99) beside two ceilings measured
 *    in the same run: the same HTML from memory through Express + compression, and bare node:http with
 *    pre-compressed bytes, with the ratios;
 * 3. render time per page: mean and p99 of the whole page render (route query, `renderToString` of the
 *    page and its islands, the document), after warm-up;
 * 4. the cost of compressing the largest page per response at the `compression` settings.
 *
 * Flags: `--seconds S` per throughput run (default 10), `--iterations N` renders per route (default 500).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';
import { SERVER_LIMITS } from '../server/http-server';
import { readManifest } from '../server/manifest';
import { createPageRenderer } from '../server/render';
import { createRoutes } from '../shared/routes';
import { startProductionServer } from './bench-server';
import { BUDGETS, budgetViolations, measurePage } from './budgets';
import { ALL_PATHS } from './targets';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const seconds = arg('--seconds', 10);
const iterations = arg('--iterations', 500);
const routes = ALL_PATHS;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });

function cannon(url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 32,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        // Like a browser after the server's Connection: close at its request cap (autocannon ignores it).
        reconnectRate: SERVER_LIMITS.maxRequestsPerSocket - 1,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function ceiling(mode: 'express' | 'bare', htmlFile: string, route: string): Promise<Result> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-ceilings.ts', mode, htmlFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  try {
    await cannon(`http://127.0.0.1:${port}${route}`); // warm-up
    return await cannon(`http://127.0.0.1:${port}${route}`);
  } finally {
    child.kill('SIGTERM');
  }
}

let failed = false;
const server = await startProductionServer();
const pages = new Map<string, string>();
try {
  // 1. Bytes against the budgets.
  console.log('\n## Bytes per route (first load; gzip -9)\n');
  console.log(
    `| route | HTML raw | HTML gzip | JS files | JS raw | JS gzip of budget | CSS raw | CSS gzip | fonts | eager img | budget |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const route of routes) {
    const html = await (await fetch(server.origin + route)).text();
    pages.set(route, html);
    const weight = measurePage(html, 'dist/public');
    const problems = budgetViolations(weight);
    if (problems.length) failed = true;
    const budget = weight.hasIslands ? BUDGETS.jsGzip : BUDGETS.jsWithoutIslandsGzip;
    console.log(
      `| ${route} | ${kb(weight.htmlRaw)} | ${kb(weight.htmlGzip)} | ${weight.jsFiles.length} | ${kb(weight.jsRaw)} | ${kb(weight.jsGzip)} of ${kb(budget)} | ${kb(weight.cssRaw)} | ${kb(weight.cssGzip)} | ${weight.fontFiles} | ${weight.eagerImages} | ${problems.length ? `OVER: ${problems.join('; ')}` : 'ok'} |`,
    );
  }
  console.log(
    `\nBudgets: JS ${kb(BUDGETS.jsWithoutIslandsGzip)} KB on a page without islands, ${kb(BUDGETS.jsGzip)} KB with islands; CSS ${kb(BUDGETS.cssGzip)} KB, HTML ${kb(BUDGETS.htmlGzip)} KB, ${BUDGETS.fontFiles} fonts, ${BUDGETS.eagerImages} eager image`,
  );

  // 2. Throughput against the ceilings.
  console.log(`\n## SSR throughput (autocannon, 32 connections, ${seconds} s, loopback)\n`);
  console.log(
    '| route | SSR req/s | p50 | p99 | Express ceiling req/s | bare node:http req/s | SSR / Express | SSR / bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  for (const route of ['/', '/shop']) {
    await cannon(server.origin + route); // warm-up
    const ssr = await cannon(server.origin + route);
    const file = path.join(dir, `${route === '/' ? 'home' : 'shop'}.html`);
    writeFileSync(file, pages.get(route) as string);
    const express = await ceiling('express', file, route);
    const bare = await ceiling('bare', file, route);
    const ratio = (a: Result, b: Result) =>
      `${((a.requests.average / b.requests.average) * 100).toFixed(0)}%`;
    console.log(
      `| ${route} | ${ssr.requests.average.toFixed(0)} | ${ssr.latency.p50} ms | ${ssr.latency.p99} ms | ${express.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio(ssr, express)} | ${ratio(ssr, bare)} |`,
    );
    if (ssr.errors || ssr.non2xx) failed = true;
  }
} finally {
  await server.stop();
}

// 3. The whole page render, per route.
console.log(`\n## Page render per route (${iterations} iterations after warm-up)\n`);
console.log('| route | mean | p99 |');
console.log('|---|---|---|');
const manifest = readManifest('dist');
const render = createPageRenderer({
  routes: createRoutes(),
  manifest: () => manifest,
  siteUrl: 'https://www.example.com',
});
for (const route of routes) {
  for (let i = 0; i < 100; i++) await render(route);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await render(route);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `| ${route} | ${mean.toFixed(2)} ms | ${(times[Math.floor(times.length * 0.99)] ?? 0).toFixed(2)} ms |`,
  );
}

// 4. Compression settings for HTML, measured on the largest page: bytes against CPU time per response.
console.log('\n## Compression of the /shop HTML (per response, 300 iterations)\n');
console.log('| setting | bytes | ms per response |');
console.log('|---|---|---|');
const shopHtml = Buffer.from(pages.get('/shop') as string);
const settings: [string, () => Buffer][] = [
  ['gzip level 1', () => gzipSync(shopHtml, { level: 1 })],
  ['gzip level 6 (default)', () => gzipSync(shopHtml, { level: 6 })],
  ['gzip level 9', () => gzipSync(shopHtml, { level: 9 })],
  [
    'brotli quality 1',
    () => brotliCompressSync(shopHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  ],
  [
    'brotli quality 4 (default)',
    () => brotliCompressSync(shopHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ],
  [
    'brotli quality 6',
    () => brotliCompressSync(shopHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ],
  [
    'brotli quality 11',
    () => brotliCompressSync(shopHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ],
];
for (const [name, compress] of settings) {
  for (let i = 0; i < 20; i++) compress();
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < 300; i++) bytes = compress().length;
  console.log(`| ${name} | ${bytes} | ${((performance.now() - start) / 300).toFixed(3)} |`);
}

console.log(`\nbuild ${manifest.buildId}: ${failed ? 'FAILED (see OVER rows above)' : 'all budgets met'}`);
process.exit(failed ? 1 : 0);
