/**
 * The one production build of a test run (docs/architecture.md, "Tests own their inputs"). A global
 * set-up of every project that needs a build (server, build, browser): the first one to run builds the
 * current sources into a temporary folder, the others reuse that build, and each hands its folder to its
 * tests as `inject('distDir')`. No test reads the repository's `dist/`, so a clean checkout passes
 * without `npm run build`, and a stale `dist/` can never make a test pass.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, root } from '../../scripts/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's production build folder: `manifest.json`, `public/` and `server/index.js`. */
    distDir: string;
  }
}

/** What the run's global set-ups share: one build and how many projects still use it. */
interface SharedBuild {
  dir: Promise<string>;
  users: number;
}

/** Every project's global set-up runs in the one main process of `vitest run`: they meet here. */
const shared = globalThis as typeof globalThis & { storefrontTestBuild?: SharedBuild };

/**
 * The run's build folder, built on first use.
 *
 * @returns the folder holding the build of the current sources
 * @throws when esbuild, Sass or the photo pipeline reports an error
 */
export function testBuildDir(): Promise<string> {
  if (!shared.storefrontTestBuild) {
    const folder = mkdtempSync(path.join(tmpdir(), 'storefront-test-build-'));
    // The server bundle leaves its dependencies in node_modules, which Node looks for beside the build.
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'));
    const outDir = path.join(folder, 'dist');
    const dir = build({ outDir, dev: false }).then(() => outDir);
    shared.storefrontTestBuild = { dir, users: 0 };
  }
  return shared.storefrontTestBuild.dir;
}

/**
 * Global set-up: provides the build folder to the project's tests; the last project to finish deletes
 * the build.
 *
 * @param project - the test project being set up
 * @returns the teardown
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = await testBuildDir();
  const record = shared.storefrontTestBuild as SharedBuild;
  record.users += 1;
  project.provide('distDir', dir);
  return () => {
    record.users -= 1;
    if (record.users > 0) return;
    rmSync(path.dirname(dir), { recursive: true, force: true });
    shared.storefrontTestBuild = undefined;
  };
}
