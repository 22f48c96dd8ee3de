import type { ArtworkSpec, GradientName, Photo } from '../content/types';
import { Artwork } from './artwork/sprite-image';

/**
 * A product's picture: its artwork on its gradient, with a photo laid over it only when the product has
 * one verified to show it (docs/decisions/0006-photos-and-artwork.md). A photo that fails to load is
 * hidden by the document script (`client/page-script.ts`), so the artwork stays. Explicit width and height reserve the
 * space (no layout shift); the photo is lazy unless it is the page's largest paint.
 *
 * @param props.name - the product's name, for the artwork's accessible name
 * @param props.art - what the artwork draws
 * @param props.gradient - the background gradient
 * @param props.photo - a verified photo, if any
 * @param props.priority - true for the single image that is the page's largest paint
 * @param props.width - intrinsic width of the photo in px (default 640)
 * @param props.height - intrinsic height of the photo in px (default 480)
 */
export function ProductMedia({
  name,
  art,
  gradient,
  photo,
  priority = false,
  width = 640,
  height = 480,
}: {
  name: string;
  art: ArtworkSpec;
  gradient: GradientName;
  photo?: Photo;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
  return (
    <div className={`product-media gradient--${gradient}`}>
      <Artwork spec={art} label={`Illustration of the ${name}`} className="product-media__art" />
      {photo ? (
        <img
          className="product-media__photo"
          src={photo.src}
          alt={photo.alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
    </div>
  );
}
