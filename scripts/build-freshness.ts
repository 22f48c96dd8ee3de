/**
 * Whether the production build in `dist/` is current, and building it when it is not: the one rule of
 * `npm start` and `npm run edge`. The build is stale when `dist/manifest.json` is missing or older than
 * any file under the source folders.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose files the build reads (beside the locked dependencies). */
export const SOURCE_FOLDERS = ['client', 'server', 'shared', 'styles', 'scripts'];

/**
 * The newest modification time under a folder.
 *
 * @param dir - the folder
 * @returns milliseconds since the epoch (0 for an empty folder)
 */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Whether `dist/` holds a build of the current sources.
 *
 * @returns false when the manifest is missing or older than any source file
 */
function buildIsCurrent(): boolean {
  const manifest = path.join(root, 'dist/manifest.json');
  if (!existsSync(manifest)) return false;
  const newest = Math.max(...SOURCE_FOLDERS.map((dir) => newestSource(path.join(root, dir))));
  return newest <= statSync(manifest).mtimeMs;
}

/**
 * Builds `dist/` (`npm run build`, its output shown) unless it is current.
 *
 * @param say - prints the line announcing a build
 * @throws Error when the build fails (its own output says why)
 */
export function buildUnlessCurrent(say: (line: string) => void): void {
  if (buildIsCurrent()) return;
  say('Building the storefront...');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
}
