/**
 * The photo pipeline's cache (docs/decisions/0010-photo-pipeline.md). One folder per encoded photo,
 * named by its key (`cacheKey`). It holds the files (`<width>.<ext>`) and `photo.json`, which
 * describes them. An entry is written in a temporary folder and renamed into place, so an interrupted
 * build leaves no half entry behind. Deleting the cache folder is always safe: the next build encodes
 * again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncodedPhoto } from './encode';
import {
  PHOTO_EXTENSIONS,
  PHOTO_FORMATS,
  type PhotoAspect,
  type PhotoFormat,
  type PhotoSize,
  SETTINGS_FINGERPRINT,
} from './model';

/** One file of a cache entry: its size in px and bytes. */
export interface CachedFile {
  width: number;
  height: number;
  bytes: number;
}

/** What `photo.json` holds: the upright size in px, cropped to the slot's shape, and the files per format. */
export interface CachedPhoto {
  width: number;
  height: number;
  files: Record<PhotoFormat, CachedFile[]>;
}

const ENTRY_FILE = 'photo.json';

/**
 * The cache key of an original in a slot shape: it changes when the original's bytes, the widths it is
 * encoded at, the shape it is cropped to or any pipeline setting changes.
 *
 * @param data - the original's bytes
 * @param widths - the widths in px it is encoded at
 * @param aspect - the shape it is cropped to, or undefined for its own
 * @returns 64 hex digits
 */
export function cacheKey(data: Buffer, widths: readonly number[], aspect: PhotoAspect | undefined): string {
  const settings = `${SETTINGS_FINGERPRINT} ${widths.join(',')} ${aspect ?? 'own'}\n`;
  return createHash('sha256').update(settings).update(data).digest('hex');
}

/**
 * Where a cached file is.
 *
 * @param cacheDir - the cache folder
 * @param key - from `cacheKey`
 * @param format - the file's format
 * @param width - the file's width in px
 * @returns `<cacheDir>/<key>/<width>.<ext>`, absolute when `cacheDir` is
 */
export function cachedFilePath(cacheDir: string, key: string, format: PhotoFormat, width: number): string {
  return path.join(cacheDir, key, `${width}.${PHOTO_EXTENSIONS[format]}`);
}

/** True when every file the entry lists is there with the size it lists. */
async function filesIntact(cacheDir: string, key: string, entry: CachedPhoto): Promise<boolean> {
  for (const format of PHOTO_FORMATS) {
    for (const file of entry.files[format]) {
      const found = await stat(cachedFilePath(cacheDir, key, format, file.width)).catch(() => null);
      if (found?.size !== file.bytes) return false;
    }
  }
  return true;
}

/**
 * Reads a cache entry.
 *
 * @param cacheDir - the cache folder
 * @param key - from `cacheKey`
 * @returns the entry, or null when there is none, it is unreadable or one of its files is missing or
 * has another size (the caller then encodes again and replaces it)
 */
export async function readCacheEntry(cacheDir: string, key: string): Promise<CachedPhoto | null> {
  const text = await readFile(path.join(cacheDir, key, ENTRY_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as CachedPhoto;
    return (await filesIntact(cacheDir, key, entry)) ? entry : null;
  } catch {
    return null;
  }
}

/** The entry describing encoded files, grouped by format in ascending widths. */
function describe(original: PhotoSize, encoded: EncodedPhoto): CachedPhoto {
  const files: Record<PhotoFormat, CachedFile[]> = { avif: [], webp: [], jpeg: [] };
  for (const file of encoded.files) {
    files[file.format].push({ width: file.width, height: file.height, bytes: file.data.length });
  }
  for (const format of PHOTO_FORMATS) files[format].sort((a, b) => a.width - b.width);
  return { width: original.width, height: original.height, files };
}

/**
 * Stores an encoded photo under its key, replacing an entry that `readCacheEntry` found broken.
 *
 * @param cacheDir - the cache folder; created when missing
 * @param key - from `cacheKey`
 * @param original - the original's upright size in px, cropped to the slot's shape
 * @param encoded - the files in memory
 * @returns what `readCacheEntry` will return for the key from now on
 */
export async function writeCacheEntry(
  cacheDir: string,
  key: string,
  original: PhotoSize,
  encoded: EncodedPhoto,
): Promise<CachedPhoto> {
  const entry = describe(original, encoded);
  const temporary = path.join(cacheDir, `${key}.${randomUUID()}.tmp`);
  await mkdir(temporary, { recursive: true });
  for (const file of encoded.files) {
    const name = path.basename(cachedFilePath(cacheDir, key, file.format, file.width));
    await writeFile(path.join(temporary, name), file.data);
  }
  await writeFile(path.join(temporary, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
  const target = path.join(cacheDir, key);
  await rm(target, { recursive: true, force: true });
  await rename(temporary, target).catch(async (error: unknown) => {
    // Another build stored the same photo between the two lines above: keep its entry.
    await rm(temporary, { recursive: true, force: true });
    if ((await readCacheEntry(cacheDir, key)) === null) throw error;
  });
  return entry;
}
