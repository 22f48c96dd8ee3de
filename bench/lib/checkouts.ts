/**
 * The builds a benchmark measures: this checkout as it is (uncommitted changes included), and for
 * `npm run bench -- --compare <ref>` an earlier commit, checked out with `git worktree` under the system's
 * temporary folder (this checkout's `node_modules` linked into it) and built with its own
 * `npm run build`, whatever its layout then was. The main checkout's files and branch are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from './server-under-test';

/** A built checkout. */
export interface BuiltCheckout {
  /** e.g. `this checkout` or `HEAD~1 (c8177e6)` */
  label: string;
  /** The folder holding its sources and `dist/`. */
  root: string;
  /** Its build: `dist/` under the root. */
  distDir: string;
}

/** Runs `npm run build` in a checkout, its output shown. */
function build(root: string): void {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

/**
 * Builds this checkout, always afresh (never whatever `dist/` holds).
 *
 * @returns the checkout and its build folder
 * @throws Error when the build fails
 */
export function buildThisCheckout(): BuiltCheckout {
  build(REPOSITORY_ROOT);
  return { label: 'this checkout', root: REPOSITORY_ROOT, distDir: path.join(REPOSITORY_ROOT, 'dist') };
}

/** git in this repository; its output trimmed. */
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();

/**
 * Checks out and builds an earlier commit beside this checkout.
 *
 * @param ref - a commit, branch or tag, e.g. `HEAD~1`
 * @returns the built checkout, and `remove()` to delete its worktree afterwards
 * @throws Error when git does not know the ref, or its build fails
 */
export function buildEarlierCommit(ref: string): BuiltCheckout & { remove(): void } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const short = commit.slice(0, 7);
  const root = path.join(tmpdir(), `storefront-bench-${short}-${process.pid}`);
  git('worktree', 'add', '--detach', '--quiet', root, commit);
  const remove = () => git('worktree', 'remove', '--force', root);
  try {
    // Its server bundle loads its dependencies from node_modules beside the build.
    if (!existsSync(path.join(root, 'node_modules'))) {
      symlinkSync(path.join(REPOSITORY_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    }
    console.log(`\nBuilding ${ref} (${short}) in ${root}`);
    build(root);
  } catch (error) {
    remove();
    throw error;
  }
  return { label: `${ref} (${short})`, root, distDir: path.join(root, 'dist'), remove };
}
