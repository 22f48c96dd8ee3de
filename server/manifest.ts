import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IslandName } from '../shared/components/island';

/** What `scripts/build.ts` writes to `dist/manifest.json`: hashed asset URLs the document links to. */
export interface AssetManifest {
  /** Short content hash of the whole client build; part of every HTML ETag. */
  buildId: string;
  /** URL of the boot module the document loads, e.g. `/assets/boot-ab12cd34ef.js`; it imports the client entry after first paint. */
  entry: string;
  /** URL of the single stylesheet. */
  css: string;
  /** URLs of the woff2 fonts to preload. */
  fonts: string[];
  /** Per island: URLs of its file(s), loaded by the entry when the page hydrates that island. */
  islandScripts: Partial<Record<IslandName, string[]>>;
}

/**
 * Reads and checks `manifest.json` in the build folder.
 *
 * @param distDir - the build folder
 * @returns the manifest
 * @throws Error with a hint to run `npm run build` when the file is missing or malformed
 */
export function readManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, 'manifest.json');
  let parsed: AssetManifest;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
  if (!parsed.entry || !parsed.css || !parsed.buildId)
    throw new Error(`${file} is incomplete: run "npm run build"`);
  return parsed;
}
