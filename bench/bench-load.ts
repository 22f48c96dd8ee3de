/**
 * `npm run bench:load`: load and soak test of the production build on loopback, with the server run as
 * the Kubernetes Deployment runs it (its `NODE_OPTIONS` heap cap) on one core, the load on the other.
 * Every request carries a query string of its own, as visitors from shared links do, so nothing can
 * be answered from a stored copy.
 *
 * 1. Load: 60 s at 64 connections, then 60 s at 200, across every page, a filtered shop and a 404;
 *    prints req/s, p50 and p99 and fails unless there are 0 errors, 0 timeouts and no status other
 *    than 2xx and 404.
 * 2. Soak: at least 200,000 requests; resident memory after a warm-up is compared with memory after
 *    the soak, and the run fails when it moved by more than 10% either way; the peak is printed too.
 *
 * Flags: `--duration S` (load seconds, default 60), `--soak N` (requests, default 200000).
 * Builds first. Traffic goes to 127.0.0.1 only and every phase is bounded.
 */

import { execFileSync } from 'node:child_process';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { SERVER_LIMITS } from '../server/http-server';
import { deploymentNodeOptions, pinThisProcess, startProductionServer } from '../test/support/server-process';
import { MISSING_PATH, PAGE_PATHS } from '../test/support/site-paths';
import { argValue } from './bench-args';

const duration = argValue('--duration', 60);
const soakRequests = argValue('--soak', 200_000);
const paths = [...PAGE_PATHS, '/shop?category=pretzels', MISSING_PATH];
let sequence = 0;
const requests: CannonRequest[] = paths.map((path) => ({
  method: 'GET',
  headers: { 'accept-encoding': 'gzip, br' },
  setupRequest: (request) => {
    sequence += 1;
    const separator = path.includes('?') ? '&' : '?';
    return { ...request, path: `${path}${separator}utm_source=load&fbclid=${sequence.toString(36)}` };
  },
}));

// Always a fresh production build, never whatever dist/ holds.
execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], { stdio: 'inherit' });

/**
 * Requests per connection before autocannon opens a new one. Browsers and proxies open a new
 * connection when the server ends one with `Connection: close` (after its request cap); autocannon
 * ignores that header, so it reconnects on its own just before the cap.
 */
const RECONNECT_RATE = SERVER_LIMITS.maxRequestsPerSocket - 1;

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Counts answers that are neither 2xx nor 404. */
function unexpectedStatuses(result: Result): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !(code.startsWith('2') || code === '404'))
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
}

const server = await startProductionServer({ env: { NODE_OPTIONS: deploymentNodeOptions() }, cpu: 0 });
pinThisProcess(1);
let failed = false;
try {
  // Warm-up so JIT and caches settle before anything is measured.
  await run({ url: server.origin, connections: 16, amount: 5000, requests, timeout: 10 });

  for (const connections of [64, 200]) {
    const load = await run({
      url: server.origin,
      connections,
      duration,
      requests,
      timeout: 10,
      reconnectRate: RECONNECT_RATE,
    });
    const unexpected = unexpectedStatuses(load);
    console.log(`\nLoad: ${duration} s, ${connections} connections, ${paths.length} paths (one is a 404)`);
    console.log(`  requests      ${load.requests.total}`);
    console.log(`  req/s         ${load.requests.average.toFixed(0)}`);
    console.log(`  latency p50   ${load.latency.p50} ms`);
    console.log(`  latency p99   ${load.latency.p99} ms`);
    console.log(
      `  errors        ${load.errors}, timeouts ${load.timeouts}, unexpected statuses ${unexpected}`,
    );
    if (load.errors || load.timeouts || unexpected) failed = true;
  }

  const before = server.rss();
  server.resetPeakRss();
  const soak = await run({
    url: server.origin,
    connections: 32,
    amount: soakRequests,
    requests,
    timeout: 10,
    reconnectRate: RECONNECT_RATE,
  });
  const after = server.rss();
  const peak = server.peakRss();
  const growth = (after - before) / before;
  console.log(`\nSoak: ${soak.requests.total} requests at ${soak.requests.average.toFixed(0)} req/s`);
  console.log(`  RSS before    ${(before / 2 ** 20).toFixed(1)} MiB`);
  console.log(`  RSS after     ${(after / 2 ** 20).toFixed(1)} MiB`);
  console.log(`  RSS peak      ${(peak / 2 ** 20).toFixed(1)} MiB`);
  console.log(`  change        ${(growth * 100).toFixed(1)}% (limit ±10%)`);
  console.log(
    `  errors        ${soak.errors}, timeouts ${soak.timeouts}, unexpected statuses ${unexpectedStatuses(soak)}`,
  );
  if (Math.abs(growth) > 0.1 || soak.errors || soak.timeouts || unexpectedStatuses(soak)) failed = true;
} finally {
  await server.stop();
}
console.log(failed ? '\nFAILED' : '\nPASSED');
process.exit(failed ? 1 : 0);
