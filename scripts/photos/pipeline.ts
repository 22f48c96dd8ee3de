/**
 * The build-time photo pipeline for the shop's own photos (docs/decisions/0010-photo-pipeline.md):
 * each original is checked, turned upright, stripped of all metadata (no GPS of the kitchen), cropped
 * to its slot's shape and encoded in AVIF, WebP and JPEG at the widths the layouts need, with
 * content-hashed names. Encoded files are cached by the original's content, so a build where no photo
 * changed encodes nothing.
 *
 * ```ts
 * const photos = await buildPhotos({
 *   sourceDir: path.join(root, 'client'),
 *   outDir: path.join(t.outDir, 'public', 'assets', 'photos'),
 *   cacheDir: path.join(root, 'node_modules/.cache/photos'),
 *   requests: [{ src: '/photos/caramel-apple.jpg', usedBy: 'product "Classic Caramel Apple"', minWidth: 796,
 *     aspect: '4:3' }],
 * });
 * photos.get('/photos/caramel-apple.jpg#4:3')?.avif;
 * // [{ url: '<ASSETS_PATH>/photos/caramel-apple-0123456789-320.avif', width: 320, height: 240, bytes: … }, …]
 * ```
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ASSETS_PATH } from '../../server/http/policies';
import { type CachedPhoto, cachedFilePath, cacheKey, readCacheEntry, writeCacheEntry } from './cache';
import { type CheckedSource, checkSource, groupSources } from './check';
import { encodePhoto, photoWidths } from './encode';
import {
  type OptimisedPhoto,
  PHOTO_EXTENSIONS,
  type PhotoFormat,
  type PhotoRequest,
  type PhotoVariant,
} from './model';

export { photoWidths } from './encode';
export type { OptimisedPhoto, PhotoRequest } from './model';
export { PhotoError } from './model';

/** What `buildPhotos` needs. Paths are absolute or relative to the working directory. */
export interface BuildPhotosOptions {
  /** Folder the requests' `src` paths are relative to. Keep it out of `client/public/`: originals carry GPS. */
  sourceDir: string;
  /** Where the encoded files go, e.g. the build's assets' `photos/`; created when missing, never emptied. */
  outDir: string;
  /** Where encoded files are kept between builds, e.g. `node_modules/.cache/photos`; safe to delete. */
  cacheDir: string;
  /** Every use of a photo; a photo used twice in slots of one shape is encoded once, for the widest. */
  requests: readonly PhotoRequest[];
  /** URL of `outDir` on the site; default `<ASSETS_PATH>/photos` (`server/http/policies.ts`). */
  urlPrefix?: string;
  /** Told, for each photo, whether it was encoded or its files came from the cache. */
  onPhoto?: (src: string, outcome: 'encoded' | 'cached') => void;
  /** Told one line per warning (an original of 20 MB or more); default `console.warn`. */
  onWarning?: (line: string) => void;
}

/**
 * Photos encoded at once: one per core, each on one libvips thread (faster in total than one photo on
 * every thread, and the AV1 encoder thrashes when both are used), never more than libuv's thread pool.
 */
const PARALLEL_PHOTOS = Math.max(
  1,
  Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4),
);
/** Originals checked at once; a check reads the file's header only. */
const PARALLEL_CHECKS = 8;

/**
 * Runs `work` on every item with p-limit, at most `concurrency` at once, starting items in order. After
 * a failure it starts no more items and waits for the running ones, so nothing is still writing when it
 * rejects, and it rejects with the failure of the earliest item in the items' order.
 *
 * @param items - the work's inputs
 * @param concurrency - how many run at once (at least 1)
 * @param work - what to do with one item
 * @returns the results, in the items' order
 * @throws the error of the first failed item in the items' order
 */
async function mapInOrder<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  // Clearing the queue rejects the items not started yet (AbortError); items start in order, so those
  // all come after the failure that cleared it, and the first rejection in order is a real failure.
  const limit = pLimit({ concurrency, rejectOnClear: true });
  const outcomes = await Promise.allSettled(
    items.map((item) =>
      limit(async () => {
        try {
          return await work(item);
        } catch (error) {
          limit.clearQueue();
          throw error;
        }
      }),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<Result>).value);
}

/**
 * The readable part of a photo's public file name: its file name without the extension, in lower case,
 * every run of characters other than a-z and 0-9 turned into one hyphen (`/photos/Caramel Apple.JPG`
 * gives `caramel-apple`), or `photo` when nothing readable is left.
 */
function readableName(src: string): string {
  const base = path.posix.basename(src, path.posix.extname(src));
  const words = base.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return words.replace(/^-+|-+$/g, '') || 'photo';
}

/** Copies a cached photo's files into the output folder under their public names. */
async function publish(
  options: BuildPhotosOptions,
  src: string,
  key: string,
  entry: CachedPhoto,
): Promise<OptimisedPhoto> {
  const prefix = (options.urlPrefix ?? `${ASSETS_PATH}/photos`).replace(/\/+$/, '');
  const name = `${readableName(src)}-${key.slice(0, 10)}`;
  const variants = (format: PhotoFormat) =>
    Promise.all(
      entry.files[format].map(async (file): Promise<PhotoVariant> => {
        const fileName = `${name}-${file.width}.${PHOTO_EXTENSIONS[format]}`;
        const cached = cachedFilePath(options.cacheDir, key, format, file.width);
        // A copy-on-write clone where the file system can; a plain copy elsewhere.
        await copyFile(cached, path.join(options.outDir, fileName), constants.COPYFILE_FICLONE);
        return { url: `${prefix}/${fileName}`, ...file };
      }),
    );
  const [avif, webp, jpeg] = await Promise.all([variants('avif'), variants('webp'), variants('jpeg')]);
  return { width: entry.width, height: entry.height, avif, webp, jpeg };
}

/** Takes a photo's files from the cache, or encodes and caches them first, then publishes them. */
async function optimiseSource(source: CheckedSource, options: BuildPhotosOptions): Promise<OptimisedPhoto> {
  const [first] = source.requests as [PhotoRequest];
  const slotWidth = Math.max(...source.requests.map((request) => request.minWidth));
  const widths = photoWidths(source.shown.width, slotWidth);
  const data = await readFile(source.file);
  const key = cacheKey(data, widths, source.aspect);
  const cached = await readCacheEntry(options.cacheDir, key);
  if (cached) {
    options.onPhoto?.(source.src, 'cached');
    return publish(options, source.src, key, cached);
  }
  const encoded = await encodePhoto(data, widths, source.shown, first);
  const entry = await writeCacheEntry(options.cacheDir, key, source.shown, encoded);
  options.onPhoto?.(source.src, 'encoded');
  return publish(options, source.src, key, entry);
}

/**
 * Builds every requested photo: checks all originals first (before encoding anything), then encodes
 * the ones not in the cache, a few at once, and copies every photo's files into `outDir`.
 * While it runs, sharp uses one thread per operation (`sharp.concurrency(1)`); the previous setting is
 * restored after.
 *
 * @param options - folders and requests; see `BuildPhotosOptions`
 * @returns every requested photo by its library key (`photoKey(src, aspect)`, or `src` for a request
 * without an aspect) with its intrinsic size and files per format
 * @throws PhotoError (one line naming the file, who uses it and the problem) for the first bad request
 * in request order: a `src` outside the source folder or a `minWidth` that is not a positive number, a
 * missing file, a file that is not a JPEG, PNG, WebP or AVIF, a truncated or corrupt one, or one
 * narrower than a slot's `minWidth`. Other errors (a full disk, no permission) pass through as they are.
 */
export async function buildPhotos(options: BuildPhotosOptions): Promise<Map<string, OptimisedPhoto>> {
  const warn = options.onWarning ?? ((line: string) => console.warn(line));
  const sources = groupSources(options.sourceDir, options.requests);
  const checked = await mapInOrder(sources, PARALLEL_CHECKS, (source) => checkSource(source, warn));
  await mkdir(options.outDir, { recursive: true });
  await mkdir(options.cacheDir, { recursive: true });
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    const photos = await mapInOrder(checked, PARALLEL_PHOTOS, (source) => optimiseSource(source, options));
    return new Map(checked.map((source, index) => [source.key, photos[index] as OptimisedPhoto]));
  } finally {
    sharp.concurrency(threads);
  }
}
