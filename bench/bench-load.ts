/**
 * `npm run bench:load`: load and soak test of the production build on loopback, with the server run as
 * the pod runs it (bench/lib/server-under-test.ts: its Node.js, memory limit, CPU quota and
 * `NODE_OPTIONS`) on one core, the load on the other. Every request carries a query string of its own,
 * as visitors from shared links do, so nothing can be answered from a stored copy.
 *
 * 1. Load: 60 s at 64 connections, then 60 s at 200, across every page, a filtered shop and a 404;
 *    prints req/s, p50 and p99 and the count of every status, and fails unless there are 0 errors,
 *    0 timeouts and no status other than 2xx and 404.
 * 2. Soak: at least 200,000 requests; resident memory after a warm-up is compared with memory after
 *    the soak, and the run fails when it moved by more than 10% either way; the peak is printed too.
 *
 * Builds first. Traffic goes to 127.0.0.1 only and every phase is bounded.
 */

import { defineCommand, numberOf } from '../scripts/command-line';
import { MISSING_PATH, PAGE_PATHS } from '../scripts/harness/site-paths';
import { buildThisCheckout } from './lib/checkouts';
import { describeStatuses, type LoadResult, runLoad, unexpectedResponses } from './lib/load';
import { GoalBook, mib } from './lib/report';
import { describeCgroup, startServerForLoad, withServerOptions } from './lib/server-under-test';

const options = withServerOptions(
  defineCommand(
    'npm run bench:load --',
    'load at 64 and 200 connections, then a soak with the change in memory',
  )
    .option('--duration <n>', 'seconds of load at each connection count', numberOf({ min: 1 }), 60)
    .option('--soak <n>', 'requests of the soak', numberOf({ min: 1, integer: true }), 200_000),
)
  .parse()
  .opts();

/** Most change in resident memory over the soak, as a share of the memory before it. */
const SOAK_RSS_CHANGE = 0.1;
const routes = [...PAGE_PATHS, '/shop?category=pretzels', MISSING_PATH];
/** Every answer should be a page or the 404 page. */
const expectedStatus = (status: number) => (status >= 200 && status < 300) || status === 404;

/** The figures of a load run, one per line. */
function printRun(load: LoadResult): void {
  console.log(`  requests      ${load.responses}`);
  console.log(`  req/s         ${load.requestsPerSecond.toFixed(0)}`);
  console.log(`  latency p50   ${load.p50} ms`);
  console.log(`  latency p99   ${load.p99} ms`);
  console.log(`  statuses      ${describeStatuses(load)}`);
  console.log(`  errors        ${load.errors}, timeouts ${load.timeouts}`);
}

buildThisCheckout();
const server = await startServerForLoad(options);
const { setup } = server;
const goals = new GoalBook();
const noFailures = (name: string, load: LoadResult) =>
  goals.check(
    `${name}: no errors, timeouts or unexpected statuses`,
    !load.errors && !load.timeouts && !unexpectedResponses(load, expectedStatus),
  );
try {
  console.log(`\nServer: ${setup.label}; ${routes.length} paths in turn (one is a 404)`);
  // Warm-up so JIT and caches settle before anything is measured.
  await runLoad({ origin: server.origin, routes, connections: 16, requests: 5000, source: 'load' });

  for (const connections of [64, 200]) {
    const load = await runLoad({
      origin: server.origin,
      routes,
      connections,
      seconds: options.duration,
      source: 'load',
    });
    console.log(`\nLoad: ${options.duration} s, ${connections} connections (${setup.label})`);
    printRun(load);
    console.log(`  no failures   ${noFailures(`load at ${connections} connections`, load)}`);
  }

  const before = server.rss();
  server.resetPeakRss();
  const soak = await runLoad({
    origin: server.origin,
    routes,
    connections: 32,
    requests: options.soak,
    source: 'soak',
  });
  const after = server.rss();
  const growth = (after - before) / before;
  const steady = goals.check(
    `soak: RSS within ±${SOAK_RSS_CHANGE * 100}%`,
    Math.abs(growth) <= SOAK_RSS_CHANGE,
  );
  console.log(`\nSoak: ${soak.responses} requests at 32 connections (${setup.label})`);
  printRun(soak);
  console.log(`  no failures   ${noFailures('soak', soak)}`);
  console.log(`  RSS before    ${mib(before)}`);
  console.log(`  RSS after     ${mib(after)}`);
  console.log(`  RSS peak      ${mib(server.peakRss())}`);
  console.log(`  change        ${(growth * 100).toFixed(1)}% (goal ±${SOAK_RSS_CHANGE * 100}%: ${steady})`);
  console.log(`  ${describeCgroup(server)}`);
} finally {
  const lines = await server.stop();
  if (lines.length) console.log(`\n${lines.join('\n')}`);
}
goals.finish('PASSED');
