/**
 * The one production build of a test run (docs/architecture.md, "Tests own their inputs"). A global
 * set-up of every project that needs a build (server, build, edge, engines, browser). The build is kept
 * under `node_modules/.cache/storefront-test-build/`, named by a hash of everything it reads (the source
 * folders of `scripts/build-freshness.ts`, the lock file and the TypeScript settings): the first `vitest
 * run` of `npm test` builds it, the later ones (one per stage) reuse it, and a changed source gives a new
 * name, so a stale build can never make a test pass. No test reads the repository's `dist/`, so a clean
 * checkout passes without `npm run build`. Each project gets the folder as `inject('distDir')`.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, root } from '../../scripts/build';
import { SOURCE_FOLDERS } from '../../scripts/build-freshness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's production build folder: `manifest.json`, `public/` and `server/index.js`. */
    distDir: string;
  }
}

/** Where the kept test builds live: inside this checkout, so two checkouts never share one. */
const CACHE_DIR = path.join(root, 'node_modules/.cache/storefront-test-build');

/** The files outside the source folders that change what the build writes. */
const BUILD_SETTINGS = ['package-lock.json', 'tsconfig.json'];

/**
 * How long a build of other sources is kept, in ms: longer than a whole `.ci/run` (90 min), so a run still
 * reading its build never loses it to a run of edited sources started beside it in the same checkout.
 */
const KEEP_OTHER_BUILDS_MS = 2 * 60 * 60 * 1000;

/** Every project's global set-up runs in the one main process of `vitest run`: they meet here. */
const shared = globalThis as typeof globalThis & { storefrontTestBuild?: Promise<string> };

/**
 * The files under a folder, as paths relative to the repository, in a stable order.
 *
 * @param dir - a folder relative to the repository's root
 * @returns every file below it, sorted
 */
function filesUnder(dir: string): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The name of the build of the sources as they are now: a hash of every file the build reads.
 *
 * @returns 16 hexadecimal characters
 */
export function sourceHash(): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_FOLDERS.flatMap(filesUnder), ...BUILD_SETTINGS];
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the current sources into the cache, unless a build of them is there already; deletes builds of
 * other sources made more than {@link KEEP_OTHER_BUILDS_MS} ago, so the cache holds few.
 *
 * @returns the `dist` folder of the build
 * @throws when esbuild, Sass or the photo pipeline reports an error
 */
async function cachedBuild(): Promise<string> {
  const name = sourceHash();
  const folder = path.join(CACHE_DIR, name);
  const outDir = path.join(folder, 'dist');
  if (existsSync(outDir)) return outDir;
  mkdirSync(CACHE_DIR, { recursive: true });
  const oldest = Date.now() - KEEP_OTHER_BUILDS_MS;
  for (const entry of readdirSync(CACHE_DIR)) {
    const other = path.join(CACHE_DIR, entry);
    // Another run may delete an entry between the listing and the look at its time.
    const madeAt = statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (!entry.startsWith(name) && madeAt < oldest) rmSync(other, { recursive: true, force: true });
  }
  // Built under a name of its own and renamed when complete: a run that stops half-way leaves no build
  // that a later run would take for a whole one.
  const partial = `${folder}.partial-${process.pid}`;
  // The server bundle leaves its dependencies in node_modules, which Node looks for beside the build.
  mkdirSync(partial);
  symlinkSync(path.join(root, 'node_modules'), path.join(partial, 'node_modules'));
  await build({ outDir: path.join(partial, 'dist'), dev: false });
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another stage of the same `npm test` finished the same build first: use it.
    if (!existsSync(outDir)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return outDir;
}

/**
 * The run's build folder, built on first use.
 *
 * @returns the folder holding the build of the current sources
 * @throws when esbuild, Sass or the photo pipeline reports an error
 */
export function testBuildDir(): Promise<string> {
  shared.storefrontTestBuild ??= cachedBuild();
  return shared.storefrontTestBuild;
}

/**
 * Global set-up: provides the build folder to the project's tests.
 *
 * @param project - the test project being set up
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('distDir', await testBuildDir());
}
