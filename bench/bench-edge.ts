/**
 * `npm run bench:edge`: the viral spike through the edge (deploy/varnish/README.md). Builds, starts one
 * storefront process as the pod runs it (bench/lib/server-under-test.ts: the Deployment's heap cap,
 * memory limit and CPU quota), pinned to one core, and Varnish with `deploy/varnish/default.vcl` in front
 * of it on that same core, so the edge and its origin together get what the origin alone gets; the load
 * generator runs on the other core. Then:
 *
 * 1. through the edge: 5,000 visitors on `/shop` for 20 s, each asking once a second with a new
 *    `utm_content`: pages per second, p50 and p99, non-2xx, errors and timeouts, the `X-Cache` of every
 *    answer, the origin's renders (from its metrics) against the distinct cache keys, and the origin's
 *    resident memory before, at its peak and after;
 * 2. the origin alone: the same visitors straight at the server.
 *
 * The visitors are this script's own, on `node:net`, not autocannon (bench/lib/load.ts): autocannon turns
 * every response body into a string, about 270 µs of CPU per 7 KB page on this machine, so at 5,000
 * requests a second it would need more than its core and the figures would be its own; and it paces in
 * whole requests per second per connection, all connections in step. Here each visitor's connection is
 * open before the measured window (a spike of visitors already on the site; the 5,000 handshakes are
 * not what is measured), its first request falls at a random moment of the first second, and a latency
 * runs from the moment the visitor meant to ask, so a stalled server cannot hide behind a paused visitor.
 *
 * Exits 1 when a goal is missed.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineCommand, numberOf } from '../scripts/command-line';
import { renders as rendersOf } from '../scripts/harness/metrics';
import { addressOf, startEdge } from '../scripts/harness/varnish';
import { buildThisCheckout } from './lib/checkouts';
import { GoalBook, MiB, mib, printTable } from './lib/report';
import { describeCgroup, SERVER_CPU, startServerForLoad, withServerOptions } from './lib/server-under-test';
import { percentile } from './lib/stats';

const options = withServerOptions(
  defineCommand(
    'npm run bench:edge --',
    'a viral spike on /shop through Varnish (deploy/varnish/default.vcl), then at the origin alone',
  )
    .option('--seconds <n>', 'seconds of each run', numberOf({ min: 1 }), 20)
    .option('--connections <n>', 'visitors, one connection each', numberOf({ min: 1, integer: true }), 5000)
    .option('--rate <n>', 'requests per second of each visitor', numberOf({ min: 0.01 }), 1),
)
  .parse()
  .opts();

/** The goals of the edge (deploy/varnish/README.md, "Tested and measured"). */
const GOALS = {
  /** Pages per second through the edge, as a multiple of the origin alone. */
  goodput: 10,
  p99Ms: 100,
  /** How much the origin's peak RSS during the run may exceed its RSS before it. */
  rssGrowthMiB: 16,
  /** The window in which each cache key may cost one render (the pages' `s-maxage`). */
  renderWindowSeconds: 60,
} as const;

/** How long a request may wait for its answer before it counts as a timeout, in ms (as autocannon's 10 s). */
const TIMEOUT_MS = 10_000;
/** Connections opened at once before the window, so the kernel's listen queue never overflows. */
const CONNECT_BATCH = 500;

/** What one run saw. */
interface SpikeResult {
  pagesPerSecond: number;
  /**
   * Goodput: 2xx answers per second that came within {@link TIMEOUT_MS} of the moment they were meant
   * to be asked for; a page a visitor waited longer for counts as lost, as a visitor would count it.
   */
  goodPagesPerSecond: number;
  /** Latencies of the 2xx answers, in ms, from the moment each was meant to be sent. */
  p50: number;
  p99: number;
  non2xx: number;
  /** Connections reset, refused or closed with a request unanswered. */
  errors: number;
  timeouts: number;
  /** Answers per `X-Cache` value (`none` when absent). */
  cache: Record<string, number>;
  /** Distinct cache keys asked for: the paths, as every query parameter sent is a tracking one. */
  keys: number;
  /** The p99 of each second of the run (by when the requests were meant to go), in ms. */
  p99BySecond: number[];
}

/** The tally a run's visitors share. */
interface Tally {
  latencies: number[];
  /** The same latencies, by the second of the run in which each request was meant to go. */
  bySecond: number[][];
  startAt: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  cache: Record<string, number>;
  keys: Set<string>;
  sequence: number;
}

/** One request on the wire: when it was meant to go, and what is known of its answer so far. */
interface InFlight {
  plannedAt: number;
  /** The request as written. */
  text: string;
  /** Whether it was sent again on a new connection (see {@link Visitor}). */
  retried: boolean;
  /** Bytes of the whole answer, once its headers are read (-1 before; Infinity: until the server closes). */
  length: number;
  status: number;
  close: boolean;
}

/**
 * One visitor: a keep-alive connection asking for `/shop` every `1 / rate` s, one request at a time,
 * reconnecting when the server closes the connection or it fails. A request whose connection closes
 * before any byte of the answer arrives (the server closed it as idle just as the request went out) is
 * sent once more on a new connection, as browsers do for a GET; its latency still runs from its plan.
 */
class Visitor {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private inFlight: InFlight | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextAt = 0;
  private finish: () => void = () => {};
  readonly finished = new Promise<void>((resolve) => {
    this.finish = resolve;
  });

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly tally: Tally,
  ) {}

  /** Opens the connection; settles once it is established (or has failed, to be retried later). */
  open(): Promise<void> {
    return new Promise((resolve) => {
      const socket = this.connect();
      socket.once('connect', () => resolve());
      socket.once('close', () => resolve());
    });
  }

  /**
   * Starts asking: first at `firstAt`, then every `intervalMs`, until `endAt` (all `performance.now()`).
   */
  start(firstAt: number, intervalMs: number, endAt: number): void {
    this.nextAt = firstAt;
    const tick = () => {
      if (this.inFlight) return;
      if (this.nextAt >= endAt) return this.stop();
      const wait = this.nextAt - performance.now();
      if (wait > 0) {
        this.timer = setTimeout(tick, wait);
        return;
      }
      this.send(this.nextAt);
      this.nextAt += intervalMs;
    };
    this.tick = tick;
    tick();
  }

  private tick: () => void = () => {};

  private connect(): Socket {
    const socket = connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.socket !== socket) return;
      const received = this.buffer.length > 0;
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const request = this.inFlight;
      if (!request) return;
      // Closed before its answer was complete: an error, unless the answer runs until the close.
      if (request.length === Number.POSITIVE_INFINITY) this.answered();
      else if (!received && !request.retried) {
        request.retried = true;
        this.connect().write(request.text);
      } else this.failed('error');
    });
    this.socket = socket;
    return socket;
  }

  private send(plannedAt: number): void {
    const socket = this.socket ?? this.connect();
    this.tally.sequence += 1;
    const path = `/shop?utm_source=social&utm_medium=share&utm_content=${this.tally.sequence.toString(36)}`;
    this.tally.keys.add('/shop');
    const headers = `Host: ${this.host}:${this.port}\r\nAccept-Encoding: gzip, deflate, br`;
    const text = `GET ${path} HTTP/1.1\r\n${headers}\r\n\r\n`;
    this.inFlight = { plannedAt, text, retried: false, length: -1, status: 0, close: false };
    socket.write(text);
    this.timer = setTimeout(() => this.failed('timeout'), TIMEOUT_MS);
  }

  private read(chunk: Buffer): void {
    const request = this.inFlight;
    if (!request) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    if (request.length < 0) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.buffer.toString('latin1', 0, end);
      request.status = Number(head.slice(9, 12));
      request.close = /\r\nconnection: *close/i.test(head);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      request.length = length === undefined ? Number.POSITIVE_INFINITY : end + 4 + Number(length);
      const cache = /\r\nx-cache: *(\w+)/i.exec(head)?.[1] ?? 'none';
      this.tally.cache[cache] = (this.tally.cache[cache] ?? 0) + 1;
    }
    if (this.buffer.length >= request.length) this.answered();
  }

  private answered(): void {
    const request = this.inFlight as InFlight;
    if (this.timer) clearTimeout(this.timer);
    if (request.status >= 200 && request.status < 300) {
      const latency = performance.now() - request.plannedAt;
      this.tally.latencies.push(latency);
      const second = Math.floor((request.plannedAt - this.tally.startAt) / 1000);
      const bucket = this.tally.bySecond[second] ?? [];
      bucket.push(latency);
      this.tally.bySecond[second] = bucket;
    } else this.tally.non2xx += 1;
    this.inFlight = null;
    this.buffer = Buffer.alloc(0);
    if (request.close) this.drop();
    this.tick();
  }

  private failed(kind: 'error' | 'timeout'): void {
    if (this.timer) clearTimeout(this.timer);
    if (kind === 'timeout') this.tally.timeouts += 1;
    else this.tally.errors += 1;
    this.inFlight = null;
    this.drop();
    this.tick();
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    socket?.destroy();
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.drop();
    this.finish();
  }
}

/**
 * The spike: `connections` visitors on `/shop`, each asking `rate` times a second for `seconds`.
 *
 * @param origin - where to send it, e.g. `http://127.0.0.1:41234`
 * @returns the figures of the run
 */
async function spike(origin: string): Promise<SpikeResult> {
  const { hostname, port } = new URL(origin);
  const tally: Tally = {
    latencies: [],
    bySecond: [],
    startAt: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    cache: {},
    keys: new Set(),
    sequence: 0,
  };
  const visitors = Array.from(
    { length: options.connections },
    () => new Visitor(hostname, Number(port), tally),
  );
  for (let first = 0; first < visitors.length; first += CONNECT_BATCH)
    await Promise.all(visitors.slice(first, first + CONNECT_BATCH).map((visitor) => visitor.open()));
  const intervalMs = 1000 / options.rate;
  const startAt = performance.now() + 100;
  tally.startAt = startAt;
  const endAt = startAt + options.seconds * 1000;
  for (const visitor of visitors) visitor.start(startAt + Math.random() * intervalMs, intervalMs, endAt);
  await Promise.all(visitors.map((visitor) => visitor.finished));
  return {
    pagesPerSecond: tally.latencies.length / options.seconds,
    goodPagesPerSecond: tally.latencies.filter((ms) => ms <= TIMEOUT_MS).length / options.seconds,
    p50: percentile(tally.latencies, 0.5),
    p99: percentile(tally.latencies, 0.99),
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
    cache: tally.cache,
    keys: tally.keys.size,
    p99BySecond: Array.from(tally.bySecond, (latencies) => percentile(latencies ?? [], 0.99)),
  };
}

/** Clock ticks per second of `/proc/stat` (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time every process of the machine has used since boot (Linux `/proc/stat`: user, nice, system,
 * irq, softirq, steal).
 *
 * @returns milliseconds (10 ms resolution)
 */
function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields ?? [];
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A run as a table row. */
const row = (name: string, run: SpikeResult) => [
  name,
  run.pagesPerSecond.toFixed(0),
  run.goodPagesPerSecond.toFixed(0),
  `${run.p50.toFixed(1)} ms`,
  `${run.p99.toFixed(1)} ms`,
  run.non2xx,
  run.errors,
  run.timeouts,
];

buildThisCheckout();
const server = await startServerForLoad(options);
const edge = await startEdge(addressOf(server.origin), { cpu: SERVER_CPU, storageMiB: 256 });
const goals = new GoalBook();
try {
  const load = `${options.connections} visitors × ${options.rate}/s for ${options.seconds} s on /shop`;
  console.log(`\nOrigin: ${server.setup.label}; Varnish on the same core; ${load}, a new utm_content each`);
  // Varnish starts its worker threads in the background: let it settle, as an edge that was running.
  await sleep(3000);

  const rendersBefore = await rendersOf(server.metricsOrigin, '/shop');
  const rssBefore = server.rss();
  server.resetPeakRss();
  // What the machine's other processes (other work on a shared machine) took from the run, in ms.
  const ours = () => {
    const self = process.cpuUsage();
    return (self.user + self.system) / 1000 + server.cpuMs() + edge.cpuMs();
  };
  const [busyBefore, oursBefore, runStart] = [machineBusyMs(), ours(), performance.now()];
  const throughEdge = await spike(edge.origin);
  const othersShare = (machineBusyMs() - busyBefore - (ours() - oursBefore)) / (performance.now() - runStart);
  const rssPeak = server.peakRss();
  const rssAfter = server.rss();
  const renders = (await rendersOf(server.metricsOrigin, '/shop')) - rendersBefore;
  await edge.stop();
  const alone = await spike(server.origin);

  console.log(`\n## A viral spike: ${load} (${server.setup.label})\n`);
  printTable(
    [
      '',
      'pages/s',
      `pages/s within ${TIMEOUT_MS / 1000} s (goodput)`,
      'p50',
      'p99',
      'non-2xx',
      'errors',
      'timeouts',
    ],
    [row('through Varnish', throughEdge), row('origin alone', alone)],
  );
  const ratio = throughEdge.goodPagesPerSecond / Math.max(alone.goodPagesPerSecond, 1 / options.seconds);
  const windows = Math.ceil(options.seconds / GOALS.renderWindowSeconds);
  const allowedRenders = throughEdge.keys * windows;
  const growth = rssPeak - rssBefore;
  const faults = throughEdge.non2xx + throughEdge.errors + throughEdge.timeouts;
  const cacheLine = Object.entries(throughEdge.cache)
    .map(([value, count]) => `${value} ×${count}`)
    .join(', ');
  const slowSeconds = throughEdge.p99BySecond.filter((p99) => p99 > GOALS.p99Ms).length;
  const worst = Math.max(...throughEdge.p99BySecond);
  console.log(`\nX-Cache through Varnish: ${cacheLine}`);
  console.log(
    `p99 by second through Varnish: ${slowSeconds} of ${throughEdge.p99BySecond.length} above ` +
      `${GOALS.p99Ms} ms (worst ${worst.toFixed(0)} ms); the machine's other processes used ` +
      `${(othersShare * 100).toFixed(0)}% of a core meanwhile\n`,
  );
  printTable(
    ['figure', 'value', 'goal'],
    [
      [
        'goodput through Varnish ÷ origin alone',
        `${ratio.toFixed(1)}×`,
        `≥ ${GOALS.goodput}×: ${goals.check('goodput', ratio >= GOALS.goodput)}`,
      ],
      [
        'p99 through Varnish',
        `${throughEdge.p99.toFixed(1)} ms`,
        `≤ ${GOALS.p99Ms} ms: ${goals.check('p99', throughEdge.p99 <= GOALS.p99Ms)}`,
      ],
      [
        'non-2xx, errors, timeouts through Varnish',
        `${throughEdge.non2xx}, ${throughEdge.errors}, ${throughEdge.timeouts}`,
        `0: ${goals.check('errors', faults === 0)}`,
      ],
      [
        'origin renders of /shop',
        `${renders} (${throughEdge.keys} cache key${throughEdge.keys === 1 ? '' : 's'})`,
        `≤ ${allowedRenders} (a key per ${GOALS.renderWindowSeconds} s): ` +
          goals.check('renders', renders <= allowedRenders),
      ],
      [
        'origin RSS before / peak / after',
        `${mib(rssBefore)} / ${mib(rssPeak)} / ${mib(rssAfter)}`,
        `peak ≤ before + ${GOALS.rssGrowthMiB} MiB: ${goals.check('RSS', growth <= GOALS.rssGrowthMiB * MiB)}`,
      ],
    ],
  );
  console.log(`\n${describeCgroup(server)}`);
} finally {
  await edge.stop();
  for (const line of await server.stop()) console.log(line);
}
goals.finish('Every edge goal met');
