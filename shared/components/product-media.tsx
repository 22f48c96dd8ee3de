import type { GradientName, IllustrationSpec, Photo } from '../content/types';
import { Illustration } from './illustrations/illustration';
import { SlotPhoto, useShownPhoto } from './photo';
import type { PhotoSlot } from './photo-slots';

/**
 * A product's picture: its illustration on its gradient, with a photo laid over it when the product has one:
 * a stock photo verified to show it (docs/decisions/0006-photos-and-illustrations.md) or the shop's own photo,
 * optimised by the build (docs/decisions/0010-photo-pipeline.md). The illustration stays behind the photo as
 * its placeholder while it loads, and in its place if it fails (the page script hides a failed photo).
 * The photo's box is reserved (no layout shift); it loads lazily unless it is the page's largest paint.
 *
 * @param props.name - the product's name, for the illustration's accessible name
 * @param props.illustration - what the illustration draws
 * @param props.gradient - the background gradient
 * @param props.photo - a photo, if any
 * @param props.slot - where the card sits, for the photo's `sizes` (`photo-slots.ts`)
 * @param props.priority - true for the single image that is the page's largest paint
 */
export function ProductMedia({
  name,
  illustration,
  gradient,
  photo,
  slot,
  priority = false,
}: {
  name: string;
  illustration: IllustrationSpec;
  gradient: GradientName;
  photo?: Photo;
  slot: PhotoSlot;
  priority?: boolean;
}) {
  const shown = useShownPhoto(photo, slot.aspect);
  return (
    <div className={`product-media gradient--${gradient}`}>
      <Illustration
        spec={illustration}
        label={`Illustration of the ${name}`}
        className="product-media__art"
        loading={priority && !shown ? 'priority' : 'lazy'}
      />
      {shown ? (
        <SlotPhoto photo={shown} slot={slot} priority={priority} className="product-media__photo" />
      ) : null}
    </div>
  );
}
