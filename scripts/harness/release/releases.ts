/**
 * The two releases of a rehearsal, built from this checkout (uncommitted changes included): release N
 * as it is, and release N+1 with a changed price and a changed island, so its pages, its island chunk
 * and the island loader that names it get new hashes, built with `--previous-release` pointing at N's
 * build, as the Dockerfile builds an image with `PREVIOUS_RELEASE` (scripts/release-assets.ts). Each is a
 * copy of the checkout under the system's temporary folder, its `node_modules` linked to this one's.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** This checkout. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Folders of the checkout a release's copy leaves out: dependencies, history and outputs. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'dist-dev', 'export', 'screenshots']);

/** The content edit of release N+1: the first product's price, up by 0.50. */
const PRICED_FILE = 'shared/content/catalogue.ts';
/** The island release N+1 changes (its chunk, and so the island loader, get new hashes). */
const CHANGED_ISLAND = 'shared/islands/newsletter.tsx';

/** A built release. */
export interface BuiltRelease {
  /** e.g. `N` or `N+1` */
  label: string;
  /** Its build folder, with `node_modules` beside it. */
  distDir: string;
  /** Deletes its copy of the checkout. */
  remove(): void;
}

/**
 * Makes release N+1's two edits in a copy of the checkout.
 *
 * @param root - the copy
 * @throws Error when the price or the island is no longer where this expects them
 */
function editNextRelease(root: string): void {
  const pricedFile = path.join(root, PRICED_FILE);
  const prices = readFileSync(pricedFile, 'utf8');
  const edited = prices.replace(
    /price: (\d+\.\d+),/,
    (_, price: string) => `price: ${(Number(price) + 0.5).toFixed(2)},`,
  );
  if (edited === prices) throw new Error(`no "price: <number>," in ${PRICED_FILE} to change`);
  writeFileSync(pricedFile, edited);
  const islandFile = path.join(root, CHANGED_ISLAND);
  // An export of a dynamically imported module is kept by the bundler, so the chunk's bytes change.
  writeFileSync(islandFile, `${readFileSync(islandFile, 'utf8')}\nexport const releaseNote = 'N+1';\n`);
}

/**
 * Copies the checkout and builds it.
 *
 * @param label - `N` (this checkout as it is) or `N+1` (with {@link editNextRelease}'s edits)
 * @param previousRelease - the previous release's build folder, or none
 * @returns the built release
 * @throws Error with the build's output when it fails
 */
export async function buildRelease(label: 'N' | 'N+1', previousRelease?: string): Promise<BuiltRelease> {
  const root = mkdtempSync(path.join(tmpdir(), `storefront-release-${label === 'N' ? 'n' : 'n1'}-`));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    cpSync(REPOSITORY_ROOT, root, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    });
    symlinkSync(path.join(REPOSITORY_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    if (label === 'N+1') editNextRelease(root);
    const previous = previousRelease ? ['--previous-release', previousRelease] : [];
    const tsx = path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx');
    await run(tsx, ['scripts/build.ts', ...previous], { cwd: root });
  } catch (error) {
    remove();
    throw error;
  }
  return { label, distDir: path.join(root, 'dist'), remove };
}
