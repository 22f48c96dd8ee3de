/**
 * `npm run bench:release`: a rolling release rehearsed behind the edge (deploy/kubernetes/README.md,
 * "Releasing"). Builds release N from this checkout and release N+1 (a changed price and a changed
 * island) with N's assets kept (`--previous-release`), starts two origins of N behind Varnish with
 * `deploy/varnish/default.vcl` and a round-robin director probing `/readyz`, and sends visitors through
 * the edge, each page view fetching the page and every asset it references. Then each origin is replaced
 * by one of N+1, the new one ready at the edge before the old one gets SIGTERM; while both releases serve,
 * Chromium opens a page of each and checks that its islands hydrate; then the purge (`BAN /`), and
 * visitors for a while after it.
 *
 * Prints requests, failures by kind (5xx, reset, timeout, 404 of a referenced asset), page views by
 * release, and pages of N served after the purge. Exits 1 when anything failed, a page of N was served
 * after the purge, an island did not hydrate, or the rate fell short.
 */
import os from 'node:os';
import { defineCommand, numberOf } from '../scripts/command-line';

/** A number of at least 0.01, or commander's one-line refusal. */
const positiveNumber = numberOf({ min: 0.01 });

import { checkHydration, type HydrationResult } from '../scripts/harness/release/hydration-check';
import { rehearseRelease } from '../scripts/harness/release/rehearsal';
import { buildRelease } from '../scripts/harness/release/releases';

const options = defineCommand(
  'npm run bench:release --',
  'A rolling release of two origins behind Varnish (deploy/varnish/default.vcl) under visitor load: ' +
    'failures by kind, and pages of the old release served after the purge.',
)
  .option('--rate <n>', 'page views per second, each with every asset it references', positiveNumber, 110)
  .option('--before <s>', 'seconds of load before the rollout starts', positiveNumber, 10)
  .option(
    '--both <s>',
    "seconds of load while both releases serve, the edge's copies expired",
    positiveNumber,
    20,
  )
  .option('--after-purge <s>', 'seconds of load after the purge', positiveNumber, 60)
  .parse()
  .opts();

/** The least rate the rehearsal must hold, in page views per second (docs/benchmarks.md, "The edge"). */
const MIN_RATE = 100;

const { rate, before, both, afterPurge } = options;

console.log('Building release N (this checkout) and N+1 (a changed price and island, N kept)...');
const releaseN = await buildRelease('N');
const releaseNext = await buildRelease('N+1', releaseN.distDir).catch((error: unknown) => {
  releaseN.remove();
  throw error;
});
let hydration: HydrationResult[] = [];
try {
  const report = await rehearseRelease({
    releaseN: releaseN.distDir,
    releaseNext: releaseNext.distDir,
    pageViewsPerSecond: rate,
    pageViewsBefore: Math.round(before * rate),
    pageViewsWhileBothServe: Math.round(both * rate),
    pageViewsAfterPurge: Math.round(afterPurge * rate),
    log: (line) => console.log(line),
    whileBothServe: async ({ edgeUrl, origins }) => {
      const oneOfEach = ['N', 'N+1'].map((release) => origins.find((origin) => origin.release === release));
      hydration = await checkHydration(
        edgeUrl,
        oneOfEach.filter((origin) => origin !== undefined),
      );
    },
  });
  const { tally } = report;
  const byKind: Record<string, number> = {};
  for (const failure of tally.failures) byKind[failure.kind] = (byKind[failure.kind] ?? 0) + 1;
  const measuredRate = tally.pageViews / tally.seconds;
  const oldAfterPurge = tally.pagesAfterPurgeByRelease.N ?? 0;
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nnpm run bench:release, ${date}, ${os.cpus()[0]?.model}, Node ${process.version}`);
  const views = `${tally.pageViews} page views, ${measuredRate.toFixed(1)}/s`;
  console.log(`requests: ${tally.requests} in ${tally.seconds.toFixed(1)} s (${views})`);
  console.log(`failures: ${tally.failures.length} ${JSON.stringify(byKind)}`);
  for (const failure of tally.failures.slice(0, 10))
    console.log(`  ${failure.kind} at ${failure.at} ms: ${failure.url} (${failure.detail})`);
  console.log(`page views by release: ${JSON.stringify(tally.pagesByRelease)}`);
  console.log(
    `after the purge: ${JSON.stringify(tally.pagesAfterPurgeByRelease)}; of release N: ${oldAfterPurge}`,
  );
  console.log(`origins of N after SIGTERM exited with: ${report.drainedExitCodes.join(', ')}`);
  for (const result of hydration)
    console.log(
      `hydrated in Chromium, release ${result.release}: ${result.hydrated.length} of ${result.islands.length} ` +
        `islands (${result.islands.join(', ')}); failed requests: ${result.failedRequests.join(', ') || 'none'}`,
    );
  const hydratedAll =
    hydration.length === 2 &&
    hydration.every(
      (result) => result.islands.length > 0 && result.hydrated.length === result.islands.length,
    );
  const problems = [
    tally.failures.length > 0 && `${tally.failures.length} failed requests`,
    oldAfterPurge > 0 && `${oldAfterPurge} pages of release N after the purge`,
    !hydratedAll && 'islands that did not hydrate',
    measuredRate < MIN_RATE && `${measuredRate.toFixed(1)} page views/s, below ${MIN_RATE}`,
  ].filter(Boolean);
  console.log(
    problems.length ? `MISSED: ${problems.join('; ')}` : 'met: 0 failures, no page of N after the purge',
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  releaseN.remove();
  releaseNext.remove();
}
