import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhotoLibrary } from '../shared/components/photo';

/** What `build/build.ts` writes to `dist/manifest.json`: the URLs of the built assets. */
export interface AssetManifest {
  /**
   * Hash of every input of the HTML: the client build, the stylesheet, the server bundle (which holds
   * the pages and the content) and the public files. Part of every page ETag.
   */
  buildId: string;
  /** `development` for a build of `npm run dev`, else `production`. */
  mode: 'production' | 'development';
  /** URL of the stylesheet. */
  css: string;
  /** URLs of the woff2 fonts to preload. */
  fonts: string[];
  /** URL of the classic script every page runs in `<head>` (`client/page-script.ts`). */
  pageScript: string;
  /** URL of the invoker-commands polyfill, loaded by the document script only where needed. */
  invokersPolyfill: string;
  /** URLs of the islands module (`client/islands.tsx`) and the chunks it imports statically. */
  islandsScript: string[];
  /** Per island name: URLs of its chunk and the chunks that imports statically, for `modulepreload`. */
  islands: Record<string, string[]>;
  /** URL of the site sprite, the SVG file whose symbols the pages' illustrations and icons `<use>`. */
  sprite: string;
  /** The shop's own photos as the build optimised them, by `src` (`/photos/<file>`); may be empty. */
  photos: PhotoLibrary;
}

/**
 * Reads and checks `manifest.json` in the build folder.
 *
 * @param distDir - the build folder
 * @returns the manifest
 * @throws Error with a hint to run `npm run build` when the file is missing or incomplete
 */
export function readManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, 'manifest.json');
  let parsed: Partial<AssetManifest>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<AssetManifest>;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
  if (
    !parsed.buildId ||
    !parsed.css ||
    !parsed.pageScript ||
    !parsed.islandsScript ||
    !parsed.islands ||
    !parsed.invokersPolyfill ||
    !parsed.sprite ||
    typeof parsed.photos !== 'object'
  )
    throw new Error(`${file} is incomplete: run "npm run build"`);
  return parsed as AssetManifest;
}

/**
 * Every URL the manifest names, for checks that the files are really there.
 *
 * @param manifest - a manifest
 * @returns the distinct asset URLs
 */
export function manifestUrls(manifest: AssetManifest): string[] {
  return [
    ...new Set([
      manifest.css,
      ...manifest.fonts,
      manifest.pageScript,
      manifest.invokersPolyfill,
      manifest.sprite,
      ...manifest.islandsScript,
      ...Object.values(manifest.islands).flat(),
      ...Object.values(manifest.photos).flatMap((photo) =>
        [photo.avif, photo.webp, photo.jpeg].flat().map((variant) => variant.url),
      ),
    ]),
  ];
}
