/**
 * The retention rule of assets kept through a release (scripts/release-assets.ts,
 * docs/decisions/0013-assets-outlive-their-release.md): the last two releases before this one always,
 * older ones while replaced less than 24 h ago; and the carrying forward of a previous build's assets.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  carryForward,
  PreviousReleaseError,
  previousReleases,
  retainedReleases,
} from '../../scripts/release-assets';
import type { ReleaseRecord } from '../../server/asset-manifest';

const NOW = new Date('2026-12-02T12:00:00.000Z');

/** A release replaced the given number of hours before {@link NOW}. */
const replacedHoursAgo = (id: string, hours: number): ReleaseRecord => ({
  buildId: id,
  builtAt: '2026-11-01T00:00:00.000Z',
  replacedAt: new Date(NOW.getTime() - hours * 3_600_000).toISOString(),
  assets: [`/assets/island-loader-${id}.js`],
});

const ids = (releases: ReleaseRecord[]) => releases.map((release) => release.buildId);

describe('retention rule', () => {
  it('keeps nothing for the first release', () => {
    expect(retainedReleases([], NOW)).toEqual([]);
  });

  it('keeps the two releases before this one however long ago they were replaced', () => {
    const previous = [replacedHoursAgo('n-1', 0), replacedHoursAgo('n-2', 24 * 30)];
    expect(ids(retainedReleases(previous, NOW))).toEqual(['n-1', 'n-2']);
  });

  it('keeps an older release replaced 23 h ago, drops one replaced 25 h ago', () => {
    const previous = [
      replacedHoursAgo('n-1', 1),
      replacedHoursAgo('n-2', 2),
      replacedHoursAgo('n-3', 23),
      replacedHoursAgo('n-4', 25),
    ];
    expect(ids(retainedReleases(previous, NOW))).toEqual(['n-1', 'n-2', 'n-3']);
  });

  it('drops an older release replaced exactly 24 h ago: the edge serves nothing staler', () => {
    const previous = [replacedHoursAgo('n-1', 1), replacedHoursAgo('n-2', 2), replacedHoursAgo('n-3', 24)];
    expect(ids(retainedReleases(previous, NOW))).toEqual(['n-1', 'n-2']);
  });

  it('keeps a release whose replacement time is unreadable, as if just replaced', () => {
    const garbled = { ...replacedHoursAgo('n-3', 0), replacedAt: 'yesterday' };
    const previous = [replacedHoursAgo('n-1', 1), replacedHoursAgo('n-2', 2), garbled];
    expect(ids(retainedReleases(previous, NOW))).toEqual(['n-1', 'n-2', 'n-3']);
  });

  it("uses the edge's longest stale window, 24 h, as deploy/varnish/default.vcl keeps a page", () => {
    const vcl = readFileSync(path.resolve(import.meta.dirname, '../../deploy/varnish/default.vcl'), 'utf8');
    expect(vcl).toMatch(/set beresp\.grace = 24h;/);
  });
});

describe('carrying a previous build forward', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'release-assets-test-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  /** A previous build folder holding the given files under public/assets/ and a manifest. */
  function previousBuild(files: string[], manifest: object): string {
    const dir = folder();
    for (const file of files) {
      const target = path.join(dir, 'public/assets', file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file);
    }
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  it('reads the previous build as replaced now, followed by the releases it kept', () => {
    const older = replacedHoursAgo('n-2', 5);
    const dir = previousBuild([], {
      buildId: 'n-1',
      release: { builtAt: '2026-12-01T00:00:00.000Z', current: ['/assets/a-1.js'], retained: [older] },
    });
    expect(previousReleases(dir, NOW)).toEqual([
      {
        buildId: 'n-1',
        builtAt: '2026-12-01T00:00:00.000Z',
        replacedAt: NOW.toISOString(),
        assets: ['/assets/a-1.js'],
      },
      older,
    ]);
  });

  it('takes a build from before releases were recorded as one release of every asset it holds', () => {
    const dir = previousBuild(['a-1.js', 'a-1.js.br', 'fonts/f-1.woff2'], { buildId: 'old' });
    expect(previousReleases(dir, NOW)[0]?.assets).toEqual(['/assets/a-1.js', '/assets/fonts/f-1.woff2']);
  });

  it('takes an empty folder as the first release, and refuses a missing one or one without a manifest', () => {
    expect(previousReleases(folder(), NOW)).toEqual([]);
    expect(() => previousReleases('/nonexistent/dist', NOW)).toThrow(PreviousReleaseError);
    const noManifest = folder();
    writeFileSync(path.join(noManifest, 'index.html'), '');
    expect(() => previousReleases(noManifest, NOW)).toThrow(/manifest\.json/);
  });

  it('copies the kept assets with their compressed copies, and leaves the dropped ones behind', () => {
    const dir = previousBuild(['kept-1.js', 'kept-1.js.br', 'kept-1.js.gz', 'dropped-1.js'], {
      buildId: 'x',
    });
    const out = folder();
    carryForward(dir, out, [{ ...replacedHoursAgo('n-1', 0), assets: ['/assets/kept-1.js'] }]);
    expect(readdirSync(path.join(out, 'public/assets')).sort()).toEqual([
      'kept-1.js',
      'kept-1.js.br',
      'kept-1.js.gz',
    ]);
  });

  it('names an asset a kept release lists that the previous folder lacks', () => {
    const dir = previousBuild([], { buildId: 'x' });
    const kept = [{ ...replacedHoursAgo('n-1', 0), assets: ['/assets/gone-1.js'] }];
    expect(() => carryForward(dir, folder(), kept)).toThrow('/assets/gone-1.js is listed but missing');
  });
});
