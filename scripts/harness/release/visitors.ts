/**
 * The visitors of a release rehearsal: page views at a steady rate through the edge, each fetching the
 * page and then every asset the page references (scripts, preloaded island chunks, the stylesheet, the
 * font, illustrations and photos), as a browser with an empty cache would. Every answer is tallied; a
 * failure is sorted by what a visitor would notice: a 5xx, a connection reset, a timeout, or a 404 for an
 * asset the served page references (the version skew a release must not show).
 */
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ASSETS_PATH, FILE_PATH } from '../../../server/http/policies';

/** How long an answer may take before it counts as a timeout, in ms. */
const TIMEOUT_MS = 10_000;

/** How long a kept-alive connection may stay idle, in ms: less than Varnish's `timeout_idle` (5 s). */
const IDLE_CONNECTION_MS = 3000;

/** What a visitor can notice going wrong. */
export type FailureKind = '5xx' | 'reset' | 'timeout' | 'asset 404' | 'other status';

/** One failed request. */
export interface Failure {
  kind: FailureKind;
  url: string;
  /** ms since the load started */
  at: number;
  detail: string;
}

/** What the visitors saw. */
export interface VisitorTally {
  /** Requests answered or failed: pages and assets. */
  requests: number;
  pageViews: number;
  failures: Failure[];
  /** Page views by the release that rendered the page (`unknown` when its ETag is no release's). */
  pagesByRelease: Record<string, number>;
  /** Page views asked for at or after the purge, by release. */
  pagesAfterPurgeByRelease: Record<string, number>;
  /** How long the load ran, in s. */
  seconds: number;
}

/** The asset URLs a page's HTML names (`src`, `href`, `srcset` candidates, module preloads). */
const ASSET_URL = new RegExp(`${ASSETS_PATH}/[\\w.\\-/]+`, 'g');

/**
 * The distinct asset files a page references: the URLs under `/assets/` that name a file (the
 * illustrations' folder, which islands are given to build their `<img>` URLs from, is none).
 *
 * @param html - the page
 * @returns root-relative URLs under `/assets/`
 */
export function referencedAssets(html: string): string[] {
  return [...new Set(html.match(ASSET_URL) ?? [])].filter((url) => FILE_PATH.test(url));
}

/** An answer, or why there is none. */
type Outcome = { status: number; etag: string; body: string } | { error: FailureKind; detail: string };

/**
 * Sends a GET and reads the whole answer; a page's body is unzipped, an asset's only drained (its status
 * is what a visitor notices, and unzipping every asset would cost the load more CPU than the edge).
 *
 * @param agent - the keep-alive agent of the load
 * @param url - an absolute URL
 * @param keepBody - whether the body is wanted (a page) or only drained (an asset)
 * @returns the status, ETag (without `W/`) and body (empty when not kept), or the failure kind
 */
function get(agent: Agent, url: string, keepBody: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const options = { agent, headers: { 'accept-encoding': 'gzip' }, timeout: TIMEOUT_MS };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (keepBody) chunks.push(chunk);
      });
      res.on('error', (error) => resolve({ error: 'reset', detail: error.message }));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' && raw.length ? gunzipSync(raw) : raw;
        const etag = String(res.headers.etag ?? '').replace(/^W\//, '');
        resolve({ status: res.statusCode ?? 0, etag, body: body.toString() });
      });
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ error: 'timeout', detail: `no answer in ${TIMEOUT_MS} ms` });
    });
    req.on('error', (error) => resolve({ error: 'reset', detail: error.message }));
    req.end();
  });
}

/** What the load needs. */
export interface VisitorOptions {
  /** The edge, e.g. `http://127.0.0.1:41235`. */
  edgeUrl: string;
  /** The page paths, visited in turn. */
  paths: readonly string[];
  /** Page views started per second, each with its assets; at least 1. */
  pageViewsPerSecond: number;
  /** The release that rendered a page, by its ETag (without `W/`); `unknown` for any other. */
  releaseOf(etag: string): string;
}

/** A running load. */
export interface VisitorLoad {
  /** Notes the moment of the purge: page views asked for from now on are counted apart. */
  markPurge(): void;
  /** The tally so far (live: it keeps changing while the load runs). */
  peek(): VisitorTally;
  /** Stops starting page views, waits for those under way, and returns the tally; again: the same. */
  stop(): Promise<VisitorTally>;
}

/**
 * Starts page views at a steady rate (an open model: a slow answer does not slow the arrivals).
 *
 * @param options - the edge, the pages, the rate and how to tell a page's release
 * @returns the running load
 */
export function startVisitors(options: VisitorOptions): VisitorLoad {
  // A connection left idle is closed here after 3 s, before Varnish closes it (`timeout_idle`, 5 s): a
  // request sent on a connection the edge is closing would be reset, which a browser retries unseen.
  const agent = new Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_CONNECTION_MS });
  const started = performance.now();
  const tally: VisitorTally = {
    requests: 0,
    pageViews: 0,
    failures: [],
    pagesByRelease: {},
    pagesAfterPurgeByRelease: {},
    seconds: 0,
  };
  let purgedAt = Number.POSITIVE_INFINITY;
  const underWay = new Set<Promise<void>>();
  const fail = (kind: FailureKind, url: string, detail: string) =>
    tally.failures.push({ kind, url, at: Math.round(performance.now() - started), detail });
  /** Tallies an outcome; true when it is a 2xx. */
  const check = (
    url: string,
    outcome: Outcome,
    isAsset: boolean,
  ): outcome is Extract<Outcome, { status: number }> => {
    tally.requests += 1;
    if ('error' in outcome) fail(outcome.error, url, outcome.detail);
    else if (outcome.status >= 500) fail('5xx', url, String(outcome.status));
    else if (isAsset && outcome.status === 404) fail('asset 404', url, '404');
    else if (outcome.status >= 300) fail('other status', url, String(outcome.status));
    else return true;
    return false;
  };
  const pageView = async (path: string) => {
    const askedAt = performance.now();
    const pageUrl = `${options.edgeUrl}${path}`;
    const page = await get(agent, pageUrl, true);
    if (!check(pageUrl, page, false)) return;
    tally.pageViews += 1;
    const release = options.releaseOf(page.etag);
    tally.pagesByRelease[release] = (tally.pagesByRelease[release] ?? 0) + 1;
    if (askedAt >= purgedAt)
      tally.pagesAfterPurgeByRelease[release] = (tally.pagesAfterPurgeByRelease[release] ?? 0) + 1;
    await Promise.all(
      referencedAssets(page.body).map(async (asset) => {
        const assetUrl = `${options.edgeUrl}${asset}`;
        check(assetUrl, await get(agent, assetUrl, false), true);
      }),
    );
  };
  let launched = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * options.pageViewsPerSecond);
    for (; launched < due; launched += 1) {
      const view = pageView(options.paths[launched % options.paths.length] ?? '/');
      underWay.add(view);
      void view.finally(() => underWay.delete(view));
    }
  }, 10);
  let stopped: Promise<VisitorTally> | undefined;
  const stop = async () => {
    clearInterval(timer);
    await Promise.all(underWay);
    agent.destroy();
    tally.seconds = (performance.now() - started) / 1000;
    return tally;
  };
  return {
    markPurge: () => {
      purgedAt = performance.now();
    },
    peek: () => tally,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
