/**
 * How a photo reaches the page (docs/decisions/0010-photo-pipeline.md). The shop's own photos
 * (`src: '/photos/<file>'`, originals in `client/photos/`) are optimised at build time, cropped to
 * each slot's shape; the build's results reach the components through {@link PhotoContext}, by
 * {@link photoKey}, and become a `<picture>` with AVIF and WebP
 * sources, a JPEG `srcset`, `sizes` from the slot, and intrinsic `width` and `height`. A stock photo
 * (`https://…`) is shown as it is.
 */
import { createContext, use } from 'react';
import type { Photo } from '../content/types';

/** One encoded file of an own photo. */
export interface PhotoVariant {
  /** Public URL: `/assets/photos/<name>-<hash>-<width>.<ext>`. */
  url: string;
  /** Width in px. */
  width: number;
  /** Height in px (the slot's aspect ratio, rounded). */
  height: number;
  /** Size of the file in bytes. */
  bytes: number;
}

/** An own photo as the build made it for one shape of slot: its intrinsic size and its files per format. */
export interface OptimisedPhoto {
  /** Intrinsic width in px, upright (EXIF orientation applied) and cropped to the slot's aspect. */
  width: number;
  /** Intrinsic height in px, upright and cropped. */
  height: number;
  /** AVIF files, ascending widths. */
  avif: PhotoVariant[];
  /** WebP files, ascending widths. */
  webp: PhotoVariant[];
  /** JPEG files, ascending widths. */
  jpeg: PhotoVariant[];
}

/** A slot's shape, width:height in whole numbers: `'4:3'`, `'1:1'`. */
export type PhotoAspect = `${number}:${number}`;

/** The build's own photos, by {@link photoKey}: one entry per photo and slot shape. */
export type PhotoLibrary = Readonly<Record<string, OptimisedPhoto>>;

/**
 * Where a photo cropped for a slot's shape is in the {@link PhotoLibrary}.
 *
 * @param src - the content's `src`, `/photos/<file>`
 * @param aspect - the slot's shape
 * @returns `<src>#<aspect>`, e.g. `/photos/caramel-apple.jpg#4:3`
 */
export function photoKey(src: string, aspect: PhotoAspect): string {
  return `${src}#${aspect}`;
}

/**
 * The own photos the page may show: from the build's manifest on the server, and, inside an island in
 * the browser, the ones that island showed on the server (`IslandAttribute.photos` on its wrapper). Empty by default.
 */
export const PhotoContext = createContext<PhotoLibrary>({});

/** Where own photos live in the sources, relative to `client/`, and the prefix of their `src`. */
export const OWN_PHOTO_PREFIX = '/photos/';

/**
 * Whether a photo is one of the shop's own files (optimised by the build) rather than a stock photo.
 *
 * @param photo - a photo from the content
 * @returns true for `src: '/photos/<file>'`
 */
export function isOwnPhoto(photo: Photo): boolean {
  return photo.src.startsWith(OWN_PHOTO_PREFIX);
}

/**
 * The photo keys of the own photos among some content photos, for a slot's shape: what an island names
 * so that its wrapper carries their optimised files (`shared/components/island.tsx`).
 *
 * @param photos - content photos, any of them missing or a stock photo
 * @param aspect - the slot's shape
 * @returns one {@link photoKey} per own photo
 */
export function ownPhotoKeys(photos: readonly (Photo | undefined)[], aspect: PhotoAspect): string[] {
  return photos.flatMap((photo) => (photo && isOwnPhoto(photo) ? [photoKey(photo.src, aspect)] : []));
}

/** A photo ready to show: a stock photo as it is, or an own photo with its optimised files. */
export type ShownPhoto =
  | { kind: 'stock'; src: string; alt: string }
  | { kind: 'own'; alt: string; optimised: OptimisedPhoto };

/**
 * Looks a content photo up for showing in a slot.
 *
 * @param photo - the content's photo, or undefined when there is none
 * @param aspect - the shape of the slot it is shown in (`shared/components/photo-slots.ts`)
 * @returns the photo to show, or null when there is none or an own photo the build did not make for
 *   that shape (the build fails for a missing file, so that happens only in a test without a build)
 */
export function useShownPhoto(photo: Photo | undefined, aspect: PhotoAspect): ShownPhoto | null {
  const library = use(PhotoContext);
  if (!photo) return null;
  if (!isOwnPhoto(photo)) return { kind: 'stock', src: photo.src, alt: photo.alt };
  const optimised = library[photoKey(photo.src, aspect)];
  return optimised ? { kind: 'own', alt: photo.alt, optimised } : null;
}

/** A `srcset` value: every file of a format with its width. */
function srcSet(variants: readonly PhotoVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** How an image loads: the page's largest paint at once and first, every other one lazily. */
function loadingOf(priority: boolean) {
  if (priority) return { loading: 'eager', fetchPriority: 'high' } as const;
  return { loading: 'lazy' } as const;
}

/**
 * An own photo as `<picture>`: AVIF, then WebP, then the JPEG `<img>` (the fallback, with its own
 * `srcset`), all with the slot's `sizes`, so the browser takes the smallest file that fills the slot
 * at its pixel ratio; intrinsic `width` and `height`, so the box is reserved before it loads.
 *
 * @param props.photo - the optimised photo
 * @param props.alt - what the photo shows
 * @param props.sizes - the slot's width at each breakpoint (`shared/components/photo-slots.ts`)
 * @param props.priority - true for the page's largest paint: not lazy, fetched at high priority
 * @param props.className - classes of the `<img>`
 */
export function OwnPicture({
  photo,
  alt,
  sizes,
  priority,
  className,
}: {
  photo: OptimisedPhoto;
  alt: string;
  sizes: string;
  priority: boolean;
  className: string;
}) {
  const fallback = photo.jpeg[photo.jpeg.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <img
        className={className}
        src={fallback?.url}
        srcSet={srcSet(photo.jpeg)}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        decoding="async"
        {...loadingOf(priority)}
      />
    </picture>
  );
}

/**
 * A photo in a slot: an own photo as {@link OwnPicture}, a stock photo as one `<img>` of its given size.
 *
 * @param props.photo - the photo to show
 * @param props.slot - the slot's `sizes`, and the box a stock photo is drawn in (width and height in px)
 * @param props.priority - true for the page's largest paint
 * @param props.className - classes of the `<img>`
 */
export function SlotPhoto({
  photo,
  slot,
  priority = false,
  className,
}: {
  photo: ShownPhoto;
  slot: { sizes: string; stockWidth: number; stockHeight: number };
  priority?: boolean;
  className: string;
}) {
  if (photo.kind === 'own')
    return (
      <OwnPicture
        photo={photo.optimised}
        alt={photo.alt}
        sizes={slot.sizes}
        priority={priority}
        className={className}
      />
    );
  return (
    <img
      className={className}
      src={photo.src}
      alt={photo.alt}
      width={slot.stockWidth}
      height={slot.stockHeight}
      decoding="async"
      {...loadingOf(priority)}
    />
  );
}
