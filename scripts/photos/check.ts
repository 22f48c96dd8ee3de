/**
 * The photo pipeline's first phase (docs/decisions/0010-photo-pipeline.md): every request and every
 * original is checked before anything is encoded, so a bad photo fails the build in a moment, not after
 * minutes of encoding the good ones. Only the files' headers are read.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { photoKey } from '../../shared/components/photo';
import { croppedSize, PhotoError, type PhotoRequest, type PhotoSize } from './model';

const EXPECTED = 'expected JPEG, PNG, WebP or AVIF';
/** Formats read as they are, by sharp's name; AVIF is `heif` with AV1 compression. */
const READABLE = new Set(['jpeg', 'png', 'webp']);
/** An original this large (bytes) still builds, with a warning: it is read into memory whole. */
export const LARGE_ORIGINAL_BYTES = 20 * 1024 * 1024;

/**
 * A distinct photo to make: an original in one slot shape (or in its own), where the original is, and
 * every request for it (at least one).
 */
export interface Source {
  /** Its key in the library: `photoKey(src, aspect)`, or `src` for a request without an aspect. */
  key: string;
  src: string;
  aspect: PhotoRequest['aspect'];
  file: string;
  requests: PhotoRequest[];
}

/** A source whose original passed the checks, with its upright size and bytes, and its size once cropped. */
export interface CheckedSource extends Source {
  original: { width: number; height: number; bytes: number };
  /** The upright original cropped to the slot's shape, in px: the widest the photo can be shown. */
  shown: PhotoSize;
}

/** What is wrong with a request before its file is read, or null when it is well formed. */
function requestProblem(request: PhotoRequest): string | null {
  const plain = request.src.startsWith('/') && !request.src.includes('\\');
  if (!plain || path.posix.normalize(request.src) !== request.src) {
    return 'src must be a plain path inside the source folder, like /photos/caramel-apple.jpg';
  }
  if (!(Number.isFinite(request.minWidth) && request.minWidth > 0)) {
    return `minWidth must be a positive number of px, not ${request.minWidth}`;
  }
  if (request.aspect !== undefined && !/^[1-9]\d*:[1-9]\d*$/.test(request.aspect)) {
    return `aspect must be two positive whole numbers, width:height like 4:3, not ${request.aspect}`;
  }
  return null;
}

/**
 * Groups the requests by `src` and slot shape, in the order each first appears.
 *
 * @param sourceDir - the folder `src` paths are relative to
 * @param requests - every use of a photo
 * @returns one source per distinct `src` and `aspect`, with the absolute path of its file
 * @throws PhotoError for the first request whose `src` has a `..`, `.`, empty segment or backslash or
 * does not start with `/`, whose `minWidth` is not a positive number, or whose `aspect` is not
 * `<width>:<height>` in positive whole numbers
 */
export function groupSources(sourceDir: string, requests: readonly PhotoRequest[]): Source[] {
  const sources = new Map<string, Source>();
  for (const request of requests) {
    const problem = requestProblem(request);
    if (problem) throw new PhotoError(request, problem);
    const file = path.resolve(sourceDir, `.${request.src}`);
    const key = request.aspect ? photoKey(request.src, request.aspect) : request.src;
    const source = sources.get(key) ?? { key, src: request.src, aspect: request.aspect, file, requests: [] };
    source.requests.push(request);
    sources.set(key, source);
  }
  return [...sources.values()];
}

/** Why a file cannot be read, from the file system's error code. */
function readProblem(code: string | undefined, file: string): string {
  if (code === 'ENOENT') return `file not found (looked for ${file})`;
  if (code === 'EISDIR') return `is a folder, not an image file (${file})`;
  return `cannot be read (${code ?? 'unknown error'})`;
}

/** Why a readable image is not one the pipeline takes, or null when it is. */
function formatProblem(metadata: sharp.Metadata): string | null {
  if (READABLE.has(metadata.format)) return null;
  if (metadata.format === 'heif' && metadata.compression === 'av1') return null;
  if (metadata.format === 'heif') {
    return `is HEIC, which the build cannot read; export it as JPEG (${EXPECTED})`;
  }
  return `is ${metadata.format.toUpperCase()}, not a photo format (${EXPECTED})`;
}

/**
 * Checks an original from its header and checks it against every slot that shows it.
 *
 * @param source - from `groupSources`
 * @param warn - told one line when the file is 20 MB or more
 * @returns the source with the original's upright size (EXIF orientation applied), its bytes, and its
 * size once cropped to the slot's shape
 * @throws PhotoError, naming the first request, when the file is missing, not a file, unreadable, not
 * an image, or in another format than JPEG, PNG, WebP or AVIF; naming the request whose slot it is
 * when the photo, cropped to the slot's shape, is narrower than that request's `minWidth`
 */
export async function checkSource(source: Source, warn: (line: string) => void): Promise<CheckedSource> {
  const [first] = source.requests as [PhotoRequest];
  const stats = await stat(source.file).catch((error: NodeJS.ErrnoException) => {
    throw new PhotoError(first, readProblem(error.code, source.file));
  });
  if (!stats.isFile()) throw new PhotoError(first, readProblem('EISDIR', source.file));
  const metadata = await sharp(source.file)
    .metadata()
    .catch(() => {
      throw new PhotoError(first, `not an image (${EXPECTED})`);
    });
  const problem = formatProblem(metadata);
  if (problem) throw new PhotoError(first, problem);
  if (stats.size >= LARGE_ORIGINAL_BYTES) {
    const megabytes = (stats.size / 1024 / 1024).toFixed(1);
    warn(`Photo ${source.src} for ${first.usedBy}: ${megabytes} MB is large; the build reads it whole`);
  }
  const { width, height } = metadata.autoOrient;
  const shown = croppedSize({ width, height }, source.aspect);
  for (const request of source.requests) {
    if (shown.width >= request.minWidth) continue;
    const cropped = source.aspect && shown.width < width ? `, cropped to ${source.aspect}` : '';
    const size = `${shown.width} px wide (upright${cropped})`;
    throw new PhotoError(request, `too small: ${size}, and its slot needs at least ${request.minWidth} px`);
  }
  return { ...source, original: { width, height, bytes: stats.size }, shown };
}
