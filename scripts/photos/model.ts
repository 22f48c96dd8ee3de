/**
 * The vocabulary of the photo pipeline (`scripts/photos/pipeline.ts`, docs/decisions/0010-photo-pipeline.md):
 * what a build asks for, what it gets back, the one error it throws, and the encoder settings.
 * Kept apart from the pipeline so its helpers can share them without importing each other.
 */
import sharp from 'sharp';
import type { OptimisedPhoto, PhotoAspect, PhotoVariant } from '../../shared/components/photo';

/** One use of a photo by the site: the build asks for it once per product, slide or page that shows it. */
export interface PhotoRequest {
  /** Path of the original inside the source folder, with a leading slash: `/photos/caramel-apple.jpg`. */
  src: string;
  /** Who shows it, for messages: `product "Classic Caramel Apple"`. */
  usedBy: string;
  /** Width in px the widest slot showing it needs at 2x device pixel ratio, e.g. 796. */
  minWidth: number;
  /**
   * The slot's shape, `'4:3'`: the photo is cropped to it around what draws the eye (sharp's attention
   * strategy) and is found in the library by `photoKey(src, aspect)`. Without it, the photo keeps its
   * own shape and is found by `src`.
   */
  aspect?: PhotoAspect;
}

/** What the pipeline makes, as the pages read it: the types live with the component that shows them. */
export type { OptimisedPhoto, PhotoAspect, PhotoVariant };

/** A size in px. */
export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The largest part of an image with a slot's shape: the whole width of a photo taller than the shape,
 * the whole height of one wider.
 *
 * @param size - the upright original, in px
 * @param aspect - the slot's shape, or undefined to keep the photo's own
 * @returns the cropped size in px, rounded; the original's when `aspect` is undefined
 */
export function croppedSize(size: PhotoSize, aspect: PhotoAspect | undefined): PhotoSize {
  if (!aspect) return size;
  const [across = 1, down = 1] = aspect.split(':').map(Number);
  const ratio = across / down;
  if (size.width / size.height > ratio)
    return { width: Math.round(size.height * ratio), height: size.height };
  return { width: size.width, height: Math.round(size.width / ratio) };
}

/** The three output formats, in the order a `<picture>` lists them. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** File extension per format. */
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Output widths in px: the layouts' slots (docs/decisions/0010-photo-pipeline.md) at device pixel
 * ratios 1 and 2, 80 px apart up to 800 (where phones and small cards are: a browser takes the next
 * step up, so close steps send few pixels more than the slot shows), then 960, 1280 and 1920. A photo
 * gets the steps up to the one covering its widest slot at 2x, and its own width instead when it is
 * narrower (`photoWidths` in `scripts/photos/encode.ts`).
 */
export const PHOTO_WIDTHS: readonly number[] = [320, 400, 480, 560, 640, 720, 800, 960, 1280, 1920];

/**
 * Encoder settings, chosen by bytes against butteraugli distance (the ADR has the measurements).
 * sharp's `effort` trades encoding time for bytes; these efforts keep twenty 12 MP photos under 20 s.
 */
export const PHOTO_ENCODERS = {
  avif: { quality: 64, effort: 1 },
  webp: { quality: 82, effort: 2 },
  jpeg: { quality: 78, optimiseCoding: true },
} as const;

/** Bump when the pipeline's code changes its output (the widths and encoder settings count by themselves). */
export const PIPELINE_VERSION = 2;

/**
 * What the cache key and the file names depend on besides the photo: every setting above and the
 * versions of sharp and libvips, so changing any of them encodes every photo again.
 */
export const SETTINGS_FINGERPRINT = JSON.stringify({
  pipeline: PIPELINE_VERSION,
  widths: PHOTO_WIDTHS,
  encoders: PHOTO_ENCODERS,
  sharp: sharp.versions.sharp,
  vips: sharp.versions.vips,
});

/** Any text on one line: runs of whitespace, newlines included, become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A photo the build cannot use. Its message is one line naming the file, who uses it and the problem:
 * `Photo /photos/x.jpg for product "Classic Caramel Apple": not an image (expected JPEG, PNG, WebP or AVIF)`.
 */
export class PhotoError extends Error {
  /** The request's `src`. */
  readonly src: string;
  /** The request's `usedBy`. */
  readonly usedBy: string;

  /**
   * @param request - the photo and who uses it
   * @param problem - what is wrong, lower case, no full stop; newlines are flattened
   */
  constructor(request: Pick<PhotoRequest, 'src' | 'usedBy'>, problem: string) {
    super(oneLine(`Photo ${request.src} for ${request.usedBy}: ${problem}`));
    this.name = 'PhotoError';
    this.src = request.src;
    this.usedBy = request.usedBy;
  }
}
