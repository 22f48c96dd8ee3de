/**
 * A rolling release, rehearsed (deploy/kubernetes/README.md, "Releasing"): two origins of release N
 * behind the edge ({@link startPoolEdge}), visitors through the edge ({@link startVisitors}), then each
 * origin replaced by one of release N+1 as the Deployment's rolling update does (`maxSurge: 1`,
 * `maxUnavailable: 0`): the new origin starts, the edge finds it ready, and only then the old one gets
 * SIGTERM and drains (while the first new one serves beside an old one, the edge's copies expire, so pages
 * of both releases are fetched); then the purge the README asks for (`BAN /`), and visitors on until a
 * number of page views after it. `npm run bench:release` runs it at full load; test/edge/release.test.ts shorter.
 */
import { request } from 'node:http';
import { addressablePages } from '../../../shared/content/page-table';
import { startPoolEdge } from './edge';
import { freePorts, type Origin, startOrigin } from './origins';
import { startVisitors, type VisitorTally } from './visitors';

/** The page paths visitors ask for: every addressable page. */
export const PAGE_PATHS: readonly string[] = addressablePages.map((page) => page.path);

/** How often a condition is polled, in ms. */
const POLL_MS = 100;
/** How long a condition may take, in ms. */
const CONDITION_TIMEOUT_MS = 30_000;

/** What the hooks of a rehearsal are given. */
export interface RehearsalContext {
  /** The edge, e.g. `http://127.0.0.1:41235`. */
  edgeUrl: string;
  /** The origins running now. */
  origins: readonly Origin[];
  /** The release that rendered a page, by its ETag; `unknown` for any other. */
  releaseOf(etag: string): string;
}

/** What a rehearsal needs. */
export interface RehearsalOptions {
  /** Build folders of release N and N+1 (`buildRelease`), each with `node_modules` beside it. */
  releaseN: string;
  releaseNext: string;
  /** Page views per second through the edge, each with every asset it references. */
  pageViewsPerSecond: number;
  /** Page views before the rollout starts. */
  pageViewsBefore: number;
  /**
   * Page views while both releases serve (after the first origin of N+1 is ready), which begins with the
   * edge's copies dropped (`BAN /`), as when they expire (a page's `s-maxage` is 60 s): from then on the
   * edge fetches pages of both releases, and assets of N+1 reach origins of N.
   */
  pageViewsWhileBothServe: number;
  /** Page views after the purge before the load stops. */
  pageViewsAfterPurge: number;
  /** Called before the first origin of N+1 starts: only N serves. */
  beforeRollout?(context: RehearsalContext): Promise<void>;
  /** Called once the first origin of N+1 is ready while one of N still serves: both releases are live. */
  whileBothServe?(context: RehearsalContext): Promise<void>;
  /** Called once only origins of N+1 run, before the purge. */
  afterRollout?(context: RehearsalContext): Promise<void>;
  /**
   * How long an origin keeps serving after SIGTERM, in ms (`SHUTDOWN_GRACE_MS`; default the server's,
   * 5,000). The edge's probe finds it not ready within about 1 s.
   */
  shutdownGraceMs?: number;
  /** Called with each step as it happens. */
  log?(line: string): void;
}

/** What a rehearsal saw. */
export interface RehearsalReport {
  tally: VisitorTally;
  /** Each step, seconds from the load's start. */
  steps: { at: number; what: string }[];
  /** The exit codes of the origins of release N after SIGTERM (0: drained and exited). */
  drainedExitCodes: (number | null)[];
  /** The status of the purge (200: banned). */
  purgeStatus: number;
}

/**
 * Waits until a check passes, polling every {@link POLL_MS}.
 *
 * @param what - the condition, for the error
 * @param check - whether it holds now
 * @param timeoutMs - how long it may take, in ms (default 30 s)
 * @throws Error naming the condition when the time runs out
 */
async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = CONDITION_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The ETag of every page of an origin, asked of it directly.
 *
 * @param origin - a running origin
 * @returns ETags without `W/`
 */
async function pageEtags(origin: Origin): Promise<string[]> {
  const etagOf = (path: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${origin.port}${path}`,
        { method: 'HEAD', agent: false },
        (res) => {
          res.resume();
          resolve(String(res.headers.etag ?? '').replace(/^W\//, ''));
        },
      );
      req.on('error', reject);
      req.end();
    });
  return Promise.all(PAGE_PATHS.map(etagOf));
}

/**
 * Runs the rehearsal; every process it started is stopped when it ends, also on failure.
 *
 * @param options - the releases, the load and the hooks
 * @returns the visitors' tally and the steps
 * @throws Error when a process does not start or a step's condition does not come within 30 s
 */
export async function rehearseRelease(options: RehearsalOptions): Promise<RehearsalReport> {
  const log = options.log ?? (() => undefined);
  const ports = await freePorts(4);
  const edge = await startPoolEdge(ports.map((port) => ({ host: '127.0.0.1', port })));
  const running: Origin[] = [];
  const releases = new Map<string, string>();
  const releaseOf = (etag: string) => releases.get(etag) ?? 'unknown';
  const context = (): RehearsalContext => ({ edgeUrl: edge.url, origins: [...running], releaseOf });
  const ready = async (port: number) => (await edge.readiness()).get(port) === true;
  const env =
    options.shutdownGraceMs === undefined ? {} : { SHUTDOWN_GRACE_MS: String(options.shutdownGraceMs) };
  try {
    const [portN0 = 0, portN1 = 0, portNext0 = 0, portNext1 = 0] = ports;
    running.push(
      ...(await Promise.all([portN0, portN1].map((port) => startOrigin('N', options.releaseN, port, env)))),
    );
    for (const etag of await pageEtags(running[0] as Origin)) releases.set(etag, 'N');
    await until(
      'the edge to find both origins of N ready',
      async () => (await ready(portN0)) && ready(portN1),
    );
    const load = startVisitors({
      edgeUrl: edge.url,
      paths: PAGE_PATHS,
      pageViewsPerSecond: options.pageViewsPerSecond,
      releaseOf,
    });
    const started = performance.now();
    const steps: RehearsalReport['steps'] = [];
    const step = (what: string) => {
      const at = Math.round((performance.now() - started) / 100) / 10;
      steps.push({ at, what });
      log(`${at.toFixed(1)} s: ${what}`);
    };
    const pageViews = () => load.peek().pageViews;
    /** Settles once `count` page views more than `from` were served: in their time at the rate, or thrice it. */
    const morePageViews = (what: string, from: number, count: number) =>
      until(
        `${count} page views ${what}`,
        () => pageViews() >= from + count,
        CONDITION_TIMEOUT_MS + (3000 * count) / options.pageViewsPerSecond,
      );
    const progress = setInterval(() => {
      const { requests, failures } = load.peek();
      const kinds = [...new Set(failures.map((failure) => failure.kind))].join(', ');
      log(`  ${pageViews()} page views, ${requests} requests, ${failures.length} failed ${kinds}`);
    }, 5000);
    try {
      step('visitors start, 2 origins of N serve');
      await morePageViews('before the rollout', 0, options.pageViewsBefore);
      await options.beforeRollout?.(context());
      const drainedExitCodes: (number | null)[] = [];
      for (const [index, port] of [portNext0, portNext1].entries()) {
        const next = await startOrigin('N+1', options.releaseNext, port, env);
        running.push(next);
        if (index === 0) for (const etag of await pageEtags(next)) releases.set(etag, 'N+1');
        await until(`the edge to find the origin of N+1 on ${port} ready`, () => ready(port));
        step(`origin ${index + 1} of N+1 ready at the edge`);
        if (index === 0) {
          step(`the edge's copies expire (BAN /): ${await edge.purge()}`);
          const atExpiry = pageViews();
          await options.whileBothServe?.(context());
          await morePageViews('while both releases serve', atExpiry, options.pageViewsWhileBothServe);
        }
        const old = running.find((origin) => origin.release === 'N') as Origin;
        step(`SIGTERM to origin ${index + 1} of N`);
        drainedExitCodes.push(await old.terminate());
        running.splice(running.indexOf(old), 1);
        step(`origin ${index + 1} of N drained and exited`);
      }
      await options.afterRollout?.(context());
      const purgeStatus = await edge.purge();
      load.markPurge();
      step(`purge (BAN /): ${purgeStatus}`);
      const atPurge = pageViews();
      await morePageViews('after the purge', atPurge, options.pageViewsAfterPurge);
      const tally = await load.stop();
      step('visitors stop');
      return { tally, steps, drainedExitCodes, purgeStatus };
    } finally {
      clearInterval(progress);
      await load.stop();
    }
  } finally {
    for (const origin of running) origin.kill();
    await edge.stop();
  }
}
