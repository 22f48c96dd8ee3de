/**
 * `npm run bench:spike`: a viral post, on loopback. Builds, starts the production server with the heap
 * cap of the Kubernetes Deployment (`NODE_OPTIONS` in `deploy/kubernetes/deployment.yaml`), then:
 *
 * The server is pinned to one core (the Deployment's CPU limit is one core) and the load generator and
 * prober to the other, so they never take turns on the same core.
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
 * each against its target (docs/decisions/0008-load-shedding.md), and exits 1 when one is missed.
 *
 * Flags: `--spike-seconds S` (default 20), `--connections N` (default 1000). Settings such as
 * `MAX_IN_FLIGHT` pass through the environment to the server.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { SERVER_LIMITS } from '../server/http-server';
import {
  deploymentNodeOptions,
  pinThisProcess,
  type RunningServer,
  startProductionServer,
} from '../test/support/server-process';
import { argValue } from './bench-args';

const spikeSeconds = argValue('--spike-seconds', 20);
const spikeConnections = argValue('--connections', 1000);

/** The targets of a spike (docs/decisions/0008-load-shedding.md). */
const TARGETS = {
  spikeRssMiB: 384,
  lightRssMiB: 192,
  healthP95Ms: 500,
  healthMaxMs: 1000,
  /** Pages per second during the spike, as a share of the light-load rate. */
  goodput: 0.7,
  /** Latency 3 s after the spike, as a multiple of the light-load p99. */
  recoveredP99: 1.5,
} as const;

const MiB = 2 ** 20;
/** The cores of this 2-core machine: one for the server, one for the load generator and the prober. */
const SERVER_CPU = 0;
const LOAD_CPU = 1;

/** What one load phase saw beyond autocannon's own result. */
interface PhaseResult {
  result: Result;
  /** Responses with status 503, and how many of them carried `Retry-After`. */
  shed: number;
  shedWithRetryAfter: number;
}

/**
 * Load on `/shop` with a new query string on every request, like phones arriving from a shared link.
 *
 * @param origin - the server's origin
 * @param connections - concurrent connections
 * @param seconds - how long
 */
function load(origin: string, connections: number, seconds: number): Promise<PhaseResult> {
  let sequence = 0;
  let shed = 0;
  let shedWithRetryAfter = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        // Like a browser after the server's Connection: close at its request cap (autocannon ignores it).
        reconnectRate: SERVER_LIMITS.maxRequestsPerSocket - 1,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              sequence += 1;
              return { ...request, path: `/shop?utm_source=spike&fbclid=${sequence.toString(36)}` };
            },
            onResponse: (status, _body, _context, headers) => {
              if (status !== 503) return;
              shed += 1;
              // autocannon gives the header names as the server wrote them.
              const names = Object.keys(headers ?? {}).map((name) => name.toLowerCase());
              if (names.includes('retry-after')) shedWithRetryAfter += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, shed, shedWithRetryAfter })),
    );
  });
}

/** 2xx answers per second of a phase. */
const pagesPerSecond = ({ result }: PhaseResult) => result['2xx'] / (result.duration || 1);

/** One probe's outcome, as `bench/health-probe.ts` prints it. */
interface Probe {
  at: number;
  ms: number;
  status?: number;
  error?: string;
}

/** Starts the prober on `/healthz`; its probes collect into the returned list until it is stopped. */
function startProber(server: RunningServer): { probes: Probe[]; child: ChildProcess } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/health-probe.ts', `${server.origin}/healthz`, '--every', '500'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const probes: Probe[] = [];
  if (child.stdout)
    createInterface({ input: child.stdout }).on('line', (line) => probes.push(JSON.parse(line)));
  return { probes, child };
}

/** The value below which `share` of the sorted numbers fall (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], { stdio: 'inherit' });
const nodeOptions = deploymentNodeOptions();
// The server gets one core, as the Deployment's CPU limit gives it; the load and the prober the other.
const server = await startProductionServer({ env: { NODE_OPTIONS: nodeOptions }, cpu: SERVER_CPU });
pinThisProcess(LOAD_CPU);
const missed: string[] = [];
const check = (name: string, met: boolean) => {
  if (!met) missed.push(name);
  return verdict(met);
};
try {
  console.log(
    `\nServer: NODE_OPTIONS=${nodeOptions}, ${process.version}, CPU ${SERVER_CPU} only; ` +
      `idle RSS ${mib(server.rss())}`,
  );
  await load(server.origin, 10, 3); // warm-up

  server.resetPeakRss();
  const light = await load(server.origin, 10, 10);
  const light64 = await load(server.origin, 64, 10);
  const lightPeak = server.peakRss();
  const lightRate = pagesPerSecond(light);
  console.log('\n## Light load (/shop, a new query string per request)\n');
  console.log('| connections | pages/s | p50 | p99 | non-2xx | errors | timeouts |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [connections, phase] of [
    [10, light],
    [64, light64],
  ] as const) {
    const { result } = phase;
    console.log(
      `| ${connections} | ${pagesPerSecond(phase).toFixed(0)} | ${result.latency.p50} ms | ` +
        `${result.latency.p99} ms | ${result.non2xx} | ${result.errors} | ${result.timeouts} |`,
    );
  }
  console.log(
    `\nPeak RSS at 10-64 connections: ${mib(lightPeak)} ` +
      `(target ≤ ${TARGETS.lightRssMiB} MiB: ${check('light RSS', lightPeak <= TARGETS.lightRssMiB * MiB)})`,
  );

  server.resetPeakRss();
  const prober = startProber(server);
  const spikeStartedAt = performance.now();
  const spike = await load(server.origin, spikeConnections, spikeSeconds);
  const spikeEndedAt = performance.now();
  const spikePeak = server.peakRss();

  await new Promise((resolve) => setTimeout(resolve, 3000));
  const recovered = await load(server.origin, 10, 5);
  prober.child.stdin?.end();
  await new Promise((resolve) => prober.child.once('exit', resolve));

  const probeWindow = (probe: Probe) => probe.at <= spikeEndedAt - spikeStartedAt;
  const spikeProbes = prober.probes.filter(probeWindow);
  const failedProbes = spikeProbes.filter((probe) => probe.status !== 200);
  const healthTimes = spikeProbes.map((probe) => probe.ms);
  const healthP95 = percentile(healthTimes, 0.95);
  const healthMax = Math.max(...healthTimes);
  const goodput = pagesPerSecond(spike) / lightRate;
  const { result } = spike;
  const otherStatuses = result.non2xx - spike.shed;

  console.log(`\n## Spike: ${spikeConnections} connections for ${spikeSeconds} s on /shop\n`);
  console.log('| figure | value | target |');
  console.log('|---|---|---|');
  console.log(
    `| peak RSS | ${mib(spikePeak)} | ≤ ${TARGETS.spikeRssMiB} MiB: ` +
      `${check('spike RSS', spikePeak <= TARGETS.spikeRssMiB * MiB)} |`,
  );
  console.log(
    `| pages (2xx) per second | ${pagesPerSecond(spike).toFixed(0)} of ${lightRate.toFixed(0)} at light load ` +
      `(${(goodput * 100).toFixed(0)}%) | ` +
      `≥ ${TARGETS.goodput * 100}%: ${check('goodput', goodput >= TARGETS.goodput)} |`,
  );
  console.log(
    `| 503 (shed) | ${spike.shed}, ${spike.shedWithRetryAfter} with Retry-After | every one: ` +
      `${check('Retry-After on every 503', spike.shed === spike.shedWithRetryAfter)} |`,
  );
  console.log(`| other non-2xx | ${otherStatuses} | 0: ${check('other statuses', otherStatuses === 0)} |`);
  console.log(`| timeouts (10 s) | ${result.timeouts} | 0: ${check('timeouts', result.timeouts === 0)} |`);
  console.log(`| errors (resets) | ${result.errors} | 0: ${check('errors', result.errors === 0)} |`);
  console.log(`| page latency p50 / p99 | ${result.latency.p50} / ${result.latency.p99} ms | |`);
  console.log(
    `| /healthz p95 / max | ${healthP95} / ${healthMax} ms (${spikeProbes.length} probes) | ` +
      `≤ ${TARGETS.healthP95Ms} / ${TARGETS.healthMaxMs} ms: ` +
      `${check('/healthz latency', healthP95 <= TARGETS.healthP95Ms && healthMax <= TARGETS.healthMaxMs)} |`,
  );
  console.log(
    `| failed liveness probes | ${failedProbes.length} | 0: ${check('liveness', failedProbes.length === 0)} |`,
  );
  const lightLatency = light.result.latency;
  const recoveredLatency = recovered.result.latency;
  const recoveredLimit = lightLatency.p99 * TARGETS.recoveredP99;
  console.log(
    `| latency 3 s after the spike, p50 / p99 | ${recoveredLatency.p50} / ${recoveredLatency.p99} ms ` +
      `(light load: ${lightLatency.p50} / ${lightLatency.p99} ms) | ` +
      `p99 ≤ ${recoveredLimit.toFixed(0)} ms: ${check('recovery', recoveredLatency.p99 <= recoveredLimit)} |`,
  );
} finally {
  await server.stop();
}
console.log(missed.length ? `\nMISSED: ${missed.join(', ')}` : '\nAll spike targets met');
process.exit(missed.length ? 1 : 0);
