/**
 * Every page keeps its assets through a release (docs/decisions/0013-assets-outlive-their-release.md).
 * A build given the previous release's build folder (`npm run build -- --previous-release <folder>`, the
 * Dockerfile's `PREVIOUS_RELEASE`) carries that release's hashed assets, and those it still carried
 * itself, forward into `dist/public/assets/`, as Rails keeps the last releases' digested assets. A
 * retention rule drops what no page can still ask for, so the image does not grow without bound; the
 * manifest's `release` says which assets are this build's own and which are retained, by release.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { assetsDirOf, MANIFEST_FILE, type ReleaseRecord } from '../server/asset-manifest';
import { ASSETS_PATH } from '../server/http/policies';

/**
 * The retention rule's numbers. A release is kept while it is one of the last
 * {@link RETENTION.previousReleases} before this one, or was replaced less than
 * {@link RETENTION.replacedWithinMs} ago: the edge serves a page up to 24 h past its `s-maxage` while
 * the origin is down (`beresp.grace = 24h` in deploy/varnish/default.vcl, its longest stale window).
 */
export const RETENTION = {
  /** Releases before this one whose assets are always kept. */
  previousReleases: 2,
  /** How long after it was replaced a release's assets are kept anyway, in ms (24 h). */
  replacedWithinMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * The previous releases whose assets a build keeps ({@link RETENTION}): the first
 * `previousReleases` of the list, then any replaced less than `replacedWithinMs` before `now`.
 *
 * @param previous - earlier releases, newest first; `replacedAt` is when the next one was built
 * @param now - the build's time
 * @returns the releases kept, newest first; a `replacedAt` that is not a date counts as just replaced
 */
export function retainedReleases(previous: readonly ReleaseRecord[], now: Date): ReleaseRecord[] {
  return previous.filter((release, index) => {
    if (index < RETENTION.previousReleases) return true;
    const ageMs = now.getTime() - Date.parse(release.replacedAt);
    return !(ageMs >= RETENTION.replacedWithinMs);
  });
}

/** A previous release folder that cannot be used: the message is one line naming it and the problem. */
export class PreviousReleaseError extends Error {}

/** A file's URL under `ASSETS_PATH`, from its path under the assets folder. */
const urlOf = (assetsDir: string, file: string) =>
  `${ASSETS_PATH}/${path.relative(assetsDir, file).split(path.sep).join('/')}`;

/** A precompressed copy the build writes beside an asset (`scripts/build.ts`, `precompress`). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * The assets of a build folder, by URL: every file under `public/assets/` but the brotli and gzip
 * copies, which travel with their file.
 *
 * @param assetsDir - a build's `public/assets/` folder
 * @returns the URLs, sorted; none when the folder is missing
 */
export function assetUrlsIn(assetsDir: string): string[] {
  if (!existsSync(assetsDir)) return [];
  return readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(assetsDir, name))
    .filter((file) => statSync(file).isFile() && !COMPRESSED_COPY.test(file))
    .map((file) => urlOf(assetsDir, file))
    .sort();
}

/** What a previous release's manifest tells of releases (its own and those it retained). */
interface PreviousManifest {
  buildId?: string;
  release?: { builtAt: string; current: string[]; retained: ReleaseRecord[] };
}

/**
 * The releases a previous build folder holds assets of, newest first: the build's own, replaced `now`,
 * then those it retained. A build from before releases were recorded counts as one release of every
 * asset it holds, built and replaced `now`.
 *
 * @param folder - the previous release's build folder (its `dist/`); an empty folder is none
 * @param now - this build's time
 * @returns the releases, newest first; none for an empty folder (the first release)
 * @throws PreviousReleaseError naming the folder when it holds files but no readable `manifest.json`
 */
export function previousReleases(folder: string, now: Date): ReleaseRecord[] {
  if (!existsSync(folder)) throw new PreviousReleaseError(`--previous-release ${folder}: no such folder`);
  if (readdirSync(folder).length === 0) return [];
  const file = path.join(folder, MANIFEST_FILE);
  let manifest: PreviousManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as PreviousManifest;
  } catch {
    throw new PreviousReleaseError(
      `--previous-release ${folder}: no ${MANIFEST_FILE} there; give a build folder (dist/)`,
    );
  }
  const replacedAt = now.toISOString();
  const buildId = manifest.buildId ?? 'unknown';
  if (!manifest.release) {
    const assets = assetUrlsIn(assetsDirOf(folder));
    return [{ buildId, builtAt: replacedAt, replacedAt, assets }];
  }
  const own = { buildId, builtAt: manifest.release.builtAt, replacedAt, assets: manifest.release.current };
  return [own, ...manifest.release.retained];
}

/**
 * Copies the assets of the kept releases that this build does not have itself from the previous
 * release's folder into this build's, each with its brotli and gzip copies.
 *
 * @param previousDir - the previous release's build folder
 * @param outDir - this build's folder
 * @param kept - the releases kept ({@link retainedReleases})
 * @throws PreviousReleaseError naming an asset a kept release lists but the previous folder lacks
 */
export function carryForward(previousDir: string, outDir: string, kept: readonly ReleaseRecord[]): void {
  const fromDir = assetsDirOf(previousDir);
  const toDir = assetsDirOf(outDir);
  for (const url of new Set(kept.flatMap((release) => release.assets))) {
    const relative = path.posix.relative(ASSETS_PATH, url);
    const target = path.join(toDir, relative);
    if (existsSync(target)) continue;
    const source = path.join(fromDir, relative);
    if (!existsSync(source))
      throw new PreviousReleaseError(`--previous-release ${previousDir}: ${url} is listed but missing`);
    mkdirSync(path.dirname(target), { recursive: true });
    for (const suffix of ['', '.br', '.gz'])
      if (existsSync(source + suffix)) copyFileSync(source + suffix, target + suffix);
  }
}
