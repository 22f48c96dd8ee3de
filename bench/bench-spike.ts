/**
 * `npm run bench:spike`: a viral post, on loopback. Builds, starts the production server as the pod runs
 * it (bench/lib/server-under-test.ts: its Node.js, memory limit, CPU quota and `NODE_OPTIONS`, from
 * deploy/kubernetes/deployment.yaml), pinned to one core, with the load generator and the prober on the
 * other, then:
 *
 * 1. light load: 10 s at 10 connections, then 10 s at 64, on `/shop` with a new query string on every
 *    request (as every phone arrives with its own `?utm_source=…&fbclid=…`): pages per second, latency
 *    and peak resident memory;
 * 2. the spike: 1,000 connections for 20 s, the same way, while a separate process probes `/healthz`
 *    every 500 ms over a fresh connection, as the kubelet does;
 * 3. recovery: 3 s after the spike, 5 s of light load again.
 *
 * It prints peak RSS, pages (2xx) per second against the light-load rate, the 503s and whether each
 * carried `Retry-After`, timeouts and errors, `/healthz` p95 and max, and the latency after recovery,
 * each against its goal (docs/decisions/0008-load-shedding.md), and exits 1 when one is missed.
 * Settings such as `MAX_IN_FLIGHT` pass through the environment to the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineCommand, numberOf } from '../scripts/command-line';
import { buildThisCheckout } from './lib/checkouts';
import { type LoadResult, runLoad } from './lib/load';
import { GoalBook, MiB, mib, printTable } from './lib/report';
import {
  describeCgroup,
  type ServerUnderTest,
  startServerForLoad,
  withServerOptions,
} from './lib/server-under-test';
import { percentile } from './lib/stats';

const options = withServerOptions(
  defineCommand(
    'npm run bench:spike --',
    'a viral post: a spike of connections on /shop while /healthz is probed',
  )
    .option('--spike-seconds <n>', 'seconds of the spike', numberOf({ min: 1 }), 20)
    .option('--connections <n>', 'connections of the spike', numberOf({ min: 1, integer: true }), 1000)
    .option('--light-seconds <n>', 'seconds of each light-load phase', numberOf({ min: 1 }), 10),
)
  .parse()
  .opts();

/** The goals of a spike (docs/decisions/0008-load-shedding.md). */
const GOALS = {
  spikeRssMiB: 384,
  lightRssMiB: 192,
  healthP95Ms: 500,
  healthMaxMs: 1000,
  /** Pages per second during the spike, as a share of the light-load rate. */
  goodput: 0.8,
  /** Latency 3 s after the spike, as a multiple of the light-load p99. */
  recoveredP99: 1.5,
} as const;

/** The prober's script, by its place beside this one: the lab runs from the root or from `bench/`. */
const HEALTH_PROBE = path.join(import.meta.dirname, 'health-probe.ts');

/** One probe's outcome, as `bench/health-probe.ts` prints it. */
interface Probe {
  at: number;
  ms: number;
  status?: number;
  error?: string;
}

/** Starts the prober on `/healthz`; its probes collect into the returned list until it is stopped. */
function startProber(server: ServerUnderTest): { probes: Probe[]; child: ChildProcess } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', HEALTH_PROBE, `${server.origin}/healthz`, '--every', '500'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const probes: Probe[] = [];
  if (child.stdout)
    createInterface({ input: child.stdout }).on('line', (line) => probes.push(JSON.parse(line)));
  return { probes, child };
}

/**
 * Ends the prober (its input closed) and waits for it to exit.
 *
 * @param child - the prober's process, running or already ended
 * @throws Error naming its exit code when it ended other than by being stopped (its error is on stderr)
 */
async function stopProber(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.stdin?.end();
    await once(child, 'exit');
  }
  if (child.exitCode !== 0) throw new Error(`the /healthz prober ended with code ${child.exitCode}`);
}

/** Load on `/shop` with a new query string on every request, like phones arriving from a shared link. */
const load = (server: ServerUnderTest, connections: number, seconds: number) =>
  runLoad({ origin: server.origin, routes: ['/shop'], connections, seconds, source: 'spike' });

buildThisCheckout();
const server = await startServerForLoad(options);
const { setup } = server;
const goals = new GoalBook();
try {
  console.log(`\nServer: ${setup.label}; idle RSS ${mib(server.rss())}`);
  await load(server, 10, 3); // warm-up

  server.resetPeakRss();
  const light: [number, LoadResult][] = [];
  for (const connections of [10, 64])
    light.push([connections, await load(server, connections, options.lightSeconds)]);
  const lightPeak = server.peakRss();
  const [[, base]] = light as [[number, LoadResult]];
  console.log(`\n## Light load (/shop, a new query string per request; ${setup.label})\n`);
  printTable(
    ['connections', 'pages/s', 'p50', 'p99', 'non-2xx', 'errors', 'timeouts'],
    light.map(([connections, run]) => [
      connections,
      run.pagesPerSecond.toFixed(0),
      `${run.p50} ms`,
      `${run.p99} ms`,
      run.raw.non2xx,
      run.errors,
      run.timeouts,
    ]),
  );
  const lightRssMet = goals.check('light RSS', lightPeak <= GOALS.lightRssMiB * MiB);
  console.log(
    `\nPeak RSS at 10-64 connections: ${mib(lightPeak)} (goal ≤ ${GOALS.lightRssMiB} MiB: ${lightRssMet})`,
  );

  server.resetPeakRss();
  const prober = startProber(server);
  const spikeStartedAt = performance.now();
  const spike = await load(server, options.connections, options.spikeSeconds);
  const spikeEndedAt = performance.now();
  const died = server.exitStatus();
  const spikePeak = died ? Number.NaN : server.peakRss();

  await sleep(3000);
  const recovered = died ? null : await load(server, 10, 5);
  await stopProber(prober.child);

  const spikeProbes = prober.probes.filter((probe) => probe.at <= spikeEndedAt - spikeStartedAt);
  const failedProbes = spikeProbes.filter((probe) => probe.status !== 200);
  const healthTimes = spikeProbes.map((probe) => probe.ms);
  const healthP95 = percentile(healthTimes, 0.95);
  const healthMax = Math.max(...healthTimes);
  const goodput = spike.pagesPerSecond / base.pagesPerSecond;
  const shed = spike.statuses[503] ?? 0;
  const otherStatuses = spike.raw.non2xx - shed;
  const recoveredLimit = base.p99 * GOALS.recoveredP99;
  const recoveredText = recovered ? `${recovered.p50} / ${recovered.p99} ms` : 'not measured';

  console.log(
    `\n## Spike: ${options.connections} connections for ${options.spikeSeconds} s on /shop (${setup.label})\n`,
  );
  printTable(
    ['figure', 'value', 'goal'],
    [
      [
        'server process',
        died ?? 'ran throughout',
        `no exit: ${goals.check('server survived', died === null)}`,
      ],
      [
        'peak RSS',
        mib(spikePeak),
        `≤ ${GOALS.spikeRssMiB} MiB: ${goals.check('spike RSS', spikePeak <= GOALS.spikeRssMiB * MiB)}`,
      ],
      [
        'pages (2xx) per second',
        `${spike.pagesPerSecond.toFixed(0)} of ${base.pagesPerSecond.toFixed(0)} at light load ` +
          `(${(goodput * 100).toFixed(0)}%)`,
        `≥ ${GOALS.goodput * 100}%: ${goals.check('goodput', goodput >= GOALS.goodput)}`,
      ],
      [
        '503 (shed)',
        `${shed}, ${spike.shedWithRetryAfter} with Retry-After`,
        `every one: ${goals.check('Retry-After on every 503', shed === spike.shedWithRetryAfter)}`,
      ],
      ['other non-2xx', otherStatuses, `0: ${goals.check('other statuses', otherStatuses === 0)}`],
      ['timeouts (10 s)', spike.timeouts, `0: ${goals.check('timeouts', spike.timeouts === 0)}`],
      ['errors (resets)', spike.errors, `0: ${goals.check('errors', spike.errors === 0)}`],
      ['page latency p50 / p99', `${spike.p50} / ${spike.p99} ms`, ''],
      [
        '/healthz p95 / max',
        `${healthP95.toFixed(1)} / ${healthMax} ms (${spikeProbes.length} probes)`,
        `≤ ${GOALS.healthP95Ms} / ${GOALS.healthMaxMs} ms: ` +
          goals.check('/healthz latency', healthP95 <= GOALS.healthP95Ms && healthMax <= GOALS.healthMaxMs),
      ],
      [
        'failed liveness probes',
        failedProbes.length,
        `0: ${goals.check('liveness', failedProbes.length === 0)}`,
      ],
      [
        'latency 3 s after the spike, p50 / p99',
        `${recoveredText} (light load: ${base.p50} / ${base.p99} ms)`,
        `p99 ≤ ${recoveredLimit.toFixed(0)} ms: ` +
          goals.check('recovery', (recovered?.p99 ?? Number.NaN) <= recoveredLimit),
      ],
    ],
  );
  console.log(`\n${describeCgroup(server)}`);
} finally {
  const lines = await server.stop();
  if (lines.length) console.log(`\n${lines.join('\n')}`);
}
goals.finish('Every spike goal met');
