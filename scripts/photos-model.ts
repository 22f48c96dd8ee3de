/**
 * The vocabulary of the photo pipeline (`scripts/photos.ts`, docs/decisions/0010-photo-pipeline.md):
 * what a build asks for, what it gets back, the one error it throws, and the encoder settings.
 * Kept apart from the pipeline so its helpers can share them without importing each other.
 */
import sharp from 'sharp';

/** One use of a photo by the site: the build asks for it once per product, slide or page that shows it. */
export interface PhotoRequest {
  /** Path of the original inside the source folder, with a leading slash: `/photos/caramel-apple.jpg`. */
  src: string;
  /** Who shows it, for messages: `product "Classic Caramel Apple"`. */
  usedBy: string;
  /** Width in px the widest slot showing it needs at 2x device pixel ratio, e.g. 680. */
  minWidth: number;
}

/** What the pipeline makes, as the pages read it: the types live with the component that shows them. */
export type { OptimisedPhoto, PhotoVariant } from '../shared/components/photo';

/** The three output formats, in the order a `<picture>` lists them. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** File extension per format. */
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * Output widths in px: the layouts' slots (docs/decisions/0010-photo-pipeline.md) at device pixel
 * ratios 1 and 2, about 1.5 times apart. A photo gets the steps up to the one covering its widest slot
 * at 2x, and its own width instead when it is narrower (`photoWidths` in `scripts/photos-encode.ts`).
 */
export const PHOTO_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280, 1920];

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
export const PIPELINE_VERSION = 1;

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
