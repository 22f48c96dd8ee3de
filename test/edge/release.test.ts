/**
 * A rolling release behind the edge, rehearsed at a short load (scripts/harness/release/rehearsal.ts, which
 * `npm run bench:release` runs at full load): two origins of release N (the test run's build) behind
 * Varnish with deploy/varnish/default.vcl and a round-robin director probing /readyz, replaced one at a
 * time by release N+1 (a changed price and island, built with N's assets kept), the edge's copies
 * expiring while both serve, then the purge. No visitor sees a failure; after the purge no page of N is
 * served; and a page of N, open since before the rollout, loads every asset it references once only
 * N+1 runs, through the edge (whose copies are gone) and from the new origin itself.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  type RehearsalContext,
  type RehearsalReport,
  rehearseRelease,
} from '../../scripts/harness/release/rehearsal';
import { type BuiltRelease, buildRelease } from '../../scripts/harness/release/releases';
import { referencedAssets } from '../../scripts/harness/release/visitors';
import { describeEdge } from '../../scripts/harness/varnish';

/** An answer's status, headers and body. */
interface Answer {
  status: number;
  cacheControl: string;
  xCache: string;
  etag: string;
  body: string;
}

/** A GET over a new connection, body as text (asked for without compression). */
function fetchAnswer(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cacheControl: String(res.headers['cache-control'] ?? ''),
          xCache: String(res.headers['x-cache'] ?? ''),
          etag: String(res.headers.etag ?? '').replace(/^W\//, ''),
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a page of release N, open in a tab since before the rollout, found once only N+1 ran. */
interface OpenPageCheck {
  /** The release whose page it is. */
  release: string;
  assets: string[];
  /** Status of each asset through the edge (its copies dropped since), by URL. */
  throughEdge: Record<string, number>;
  /** Status and Cache-Control of each asset from the one origin of N+1 running, by URL. */
  fromNewOrigin: Record<string, string>;
  /** A hashed asset no release has, asked twice through the edge. */
  unknownAsset: Answer[];
}

describeEdge('a rolling release behind the edge', () => {
  let next: BuiltRelease | undefined;
  let report: RehearsalReport;
  let openPage: Answer | undefined;
  let openPageRelease = '';
  let checked: OpenPageCheck | undefined;

  /** The page a visitor opens before the rollout: `/` through the edge, held as a tab holds it. */
  async function openBeforeRollout({ edgeUrl, releaseOf }: RehearsalContext): Promise<void> {
    openPage = await fetchAnswer(`${edgeUrl}/`);
    openPageRelease = releaseOf(openPage.etag);
  }

  /** The open page's assets, once only origins of N+1 run. */
  async function loadOpenPageAssets({ edgeUrl, origins }: RehearsalContext): Promise<void> {
    const assets = referencedAssets(openPage?.body ?? '');
    const [newOrigin] = origins;
    const throughEdge: Record<string, number> = {};
    const fromNewOrigin: Record<string, string> = {};
    for (const asset of assets) {
      throughEdge[asset] = (await fetchAnswer(`${edgeUrl}${asset}`)).status;
      const direct = await fetchAnswer(`http://127.0.0.1:${newOrigin?.port}${asset}`);
      fromNewOrigin[asset] = `${direct.status} ${direct.cacheControl}`;
    }
    const unknown = `${edgeUrl}/assets/island-loader-0000000000.js`;
    const unknownAsset = [await fetchAnswer(unknown), await fetchAnswer(unknown)];
    checked = { release: openPageRelease, assets, throughEdge, fromNewOrigin, unknownAsset };
  }

  beforeAll(async () => {
    next = await buildRelease('N+1', inject('distDir'));
    report = await rehearseRelease({
      releaseN: inject('distDir'),
      releaseNext: next.distDir,
      pageViewsPerSecond: 40,
      pageViewsBefore: 80,
      pageViewsWhileBothServe: 120,
      pageViewsAfterPurge: 80,
      shutdownGraceMs: 2000,
      beforeRollout: openBeforeRollout,
      afterRollout: loadOpenPageAssets,
    });
  }, 90_000);
  afterAll(() => next?.remove());

  it('no visitor sees a 5xx, a reset, a timeout or a 404 for an asset of the page served', () => {
    expect(report.tally.failures.slice(0, 5)).toEqual([]);
    expect(report.tally.pageViews).toBeGreaterThanOrEqual(160);
    // Every page view fetched its assets too: a page references several.
    expect(report.tally.requests).toBeGreaterThan(report.tally.pageViews * 5);
  });

  it('serves pages of both releases, each old origin drains and exits 0, and none of N after the purge', () => {
    expect(report.tally.pagesByRelease.N).toBeGreaterThan(0);
    // Pages of N+1 before the purge: the edge fetched them while origins of N still ran.
    const afterPurge = report.tally.pagesAfterPurgeByRelease['N+1'] ?? 0;
    expect(report.tally.pagesByRelease['N+1'] ?? 0).toBeGreaterThan(afterPurge);
    expect(report.drainedExitCodes).toEqual([0, 0]);
    expect(report.purgeStatus).toBe(200);
    expect(report.tally.pagesAfterPurgeByRelease).toEqual({ 'N+1': expect.any(Number) });
  });

  it('a page of N open since before the rollout loads every asset it references once only N+1 runs', () => {
    expect(checked?.release).toBe('N');
    expect(checked?.assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of checked?.assets ?? []) {
      expect(checked?.throughEdge[asset], asset).toBe(200);
      expect(checked?.fromNewOrigin[asset], asset).toBe('200 public, max-age=31536000, immutable');
    }
  });

  it('a hashed asset no release has is still a 404 that the edge does not store', () => {
    expect(
      checked?.unknownAsset.map((answer) => [answer.status, answer.cacheControl, answer.xCache]),
    ).toEqual([
      [404, 'no-store', 'MISS'],
      [404, 'no-store', 'MISS'],
    ]);
  });
});
