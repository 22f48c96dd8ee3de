/**
 * The build's manifest, `manifest.json` in the build folder: what the server needs to know about the
 * built assets. One zod schema checks it on both sides: `scripts/build.ts` validates what it writes, and
 * the server validates what it reads at start-up, so the two can never disagree about its shape
 * (docs/architecture.md, "The build"). The contract lives here, with its reader, so the server never
 * imports the build folder; the build imports it from here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { OptimisedPhoto, PhotoVariant } from '../shared/components/photo';
import { ASSETS_PATH } from './http/policies';

/** A URL of a built file: `<ASSETS_PATH>/<name>-<hash>.<ext>` (no hash under `npm run dev`). */
const assetUrl = z.string().startsWith(`${ASSETS_PATH}/`);

/** One encoded file of an own photo. */
const photoVariant = z.object({
  url: assetUrl,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
}) satisfies z.ZodType<PhotoVariant>;

/** An own photo as the photo pipeline made it for one slot shape. */
const optimisedPhoto = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.array(photoVariant).min(1),
  webp: z.array(photoVariant).min(1),
  jpeg: z.array(photoVariant).min(1),
}) satisfies z.ZodType<OptimisedPhoto>;

/**
 * An earlier release whose hashed assets the build kept (scripts/release-assets.ts): a page it rendered,
 * still held by the edge or open in a browser, loads them after the next release serves.
 */
const releaseRecord = z.object({
  /** Its build id. */
  buildId: z.string().min(1),
  /** When it was built, ISO 8601. */
  builtAt: z.iso.datetime(),
  /** When a later build replaced it, ISO 8601: its assets are kept 24 h from then at least. */
  replacedAt: z.iso.datetime(),
  /** URLs of its assets (without their brotli and gzip copies). */
  assets: z.array(assetUrl),
});

/** An earlier release the build kept the assets of. */
export type ReleaseRecord = z.infer<typeof releaseRecord>;

/** The manifest's schema. */
export const manifestSchema = z.object({
  /**
   * Hash of every file of the build: the client code, the stylesheet, the server bundle (which holds the
   * pages and the content) and the public files. Part of every page ETag.
   */
  buildId: z.string().min(1),
  /** `development` for a build of `npm run dev`, else `production`. */
  mode: z.enum(['production', 'development']),
  /** URL of the stylesheet. */
  css: assetUrl,
  /** URLs of the woff2 fonts to preload. */
  fonts: z.array(assetUrl),
  /** URL of the classic page script every page runs in `<head>` (`client/page-script.ts`). */
  pageScript: assetUrl,
  /** URL of the invoker-commands polyfill, which the page script loads only where needed. */
  invokersPolyfill: assetUrl,
  /** URL of the island loader (`client/island-loader.tsx`), then the chunks it imports statically. */
  islandLoader: z.array(assetUrl).min(1),
  /** Per island name: URLs of its chunk and the chunks that chunk imports statically, for `modulepreload`. */
  islandChunks: z.record(z.string(), z.array(assetUrl).min(1)),
  /** URL of the folder of illustration files (`<folder>/<id>.svg`), which pages show with `<img>`. */
  illustrations: assetUrl,
  /** The shop's own photos as the build optimised them, by photo key; may be empty. */
  photos: z.record(z.string(), optimisedPhoto),
  /**
   * Which assets are this build's and which are kept from earlier releases
   * (docs/decisions/0013-assets-outlive-their-release.md); served alike, `immutable`.
   */
  release: z.object({
    /** When this build was made, ISO 8601. */
    builtAt: z.iso.datetime(),
    /** URLs of this build's own assets. */
    current: z.array(assetUrl),
    /** Earlier releases whose assets are kept, newest first. */
    retained: z.array(releaseRecord),
  }),
});

/** What `manifest.json` holds. */
export type AssetManifest = z.infer<typeof manifestSchema>;

/** The manifest's file name in the build folder. */
export const MANIFEST_FILE = 'manifest.json';

/**
 * The folder of a build whose files are served from the site's root, each at its own path: the hashed
 * assets under `ASSETS_PATH` are in its `assets/` folder (see {@link assetsDirOf}).
 *
 * @param distDir - a build folder, e.g. `dist`
 * @returns `<distDir>/public`
 */
export function publicDirOf(distDir: string): string {
  return path.join(distDir, 'public');
}

/**
 * The folder of a build's hashed assets, served under `ASSETS_PATH`.
 *
 * @param distDir - a build folder, e.g. `dist`
 * @returns `<distDir>/public/assets`
 */
export function assetsDirOf(distDir: string): string {
  return path.join(publicDirOf(distDir), ASSETS_PATH);
}

/**
 * Reads and checks `manifest.json` in a build folder.
 *
 * @param distDir - the build folder
 * @returns the manifest
 * @throws Error naming the file and, for a manifest of the wrong shape, the first field that is wrong,
 *   with a hint to run `npm run build`
 */
export function readManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, MANIFEST_FILE);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: run "npm run build" first (${(error as Error).message})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.join('.') || 'the file';
    throw new Error(
      `${file} is not a manifest of this build (${where}: ${issue?.message}): run "npm run build"`,
    );
  }
  return parsed.data;
}

/**
 * Every URL the manifest names, for checks that the files are really there.
 *
 * @param manifest - a manifest
 * @returns the distinct asset URLs
 */
export function manifestUrls(manifest: AssetManifest): string[] {
  const photoFiles = Object.values(manifest.photos).flatMap((photo) => [
    ...photo.avif,
    ...photo.webp,
    ...photo.jpeg,
  ]);
  return [
    ...new Set([
      manifest.css,
      ...manifest.fonts,
      manifest.pageScript,
      manifest.invokersPolyfill,
      ...manifest.islandLoader,
      ...Object.values(manifest.islandChunks).flat(),
      ...photoFiles.map((variant) => variant.url),
    ]),
  ];
}
