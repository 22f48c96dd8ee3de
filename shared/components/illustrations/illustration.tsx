/**
 * A product's illustration as pages show it (an `<img>` of its own file, `illustration-image.tsx`), and the
 * ids and view boxes the build draws the illustrations' files under.
 */

import type { DessertTableSize, IllustrationSpec } from '../../content/illustration-specs';
import { IllustrationImage, type IllustrationLoading } from './illustration-image';

/** View box of a product illustration (`Illustration`), in SVG user units. */
export const ILLUSTRATION_VIEW_BOX = '0 0 120 120';
/** View box of the kitchen scene. */
export const KITCHEN_VIEW_BOX = '0 0 480 360';
/** View box of a dessert table. */
export const DESSERT_TABLE_VIEW_BOX = '0 0 480 300';

/**
 * The id of a product illustration: its family and variant, e.g. `apple-caramel`,
 * `pretzel-gingerbread-twist`, `gift-box-gold-confetti`.
 *
 * @param spec - what the illustration draws
 * @returns an id made of lower-case letters, digits and hyphens
 */
export function illustrationId(spec: IllustrationSpec): string {
  switch (spec.kind) {
    case 'apple':
      return `apple-${spec.coating}`;
    case 'krispie':
      return `krispie-${spec.topping}`;
    case 'pretzel':
      return `pretzel-${spec.coating}-${spec.shape ?? 'rods'}`;
    case 'gift-box':
      return `gift-box-${spec.ribbon}-${spec.motif}`;
  }
}

/** Id of the kitchen scene. */
export const KITCHEN_ILLUSTRATION_ID = 'kitchen-scene';

/**
 * Id of a dessert table.
 *
 * @param size - starter, celebration or ultimate
 * @returns e.g. `dessert-table-starter`
 */
export function dessertTableIllustrationId(size: DessertTableSize): string {
  return `dessert-table-${size}`;
}

/**
 * A flat spot illustration of one product, drawn from shared parts in the brand palette and shown
 * from its own file. Its accessible name is `label` (the image's `alt`).
 *
 * @param props.spec - what to draw (product family and variant)
 * @param props.label - accessible name, e.g. "Caramel candy apple"
 * @param props.className - extra classes after `illustration illustration--<kind>`
 * @param props.loading - when its file loads (`IllustrationLoading`); `lazy` by default
 * @returns one 120 × 120 `<img>` that scales to its container's width
 */
export function Illustration({
  spec,
  label,
  className,
  loading = 'lazy',
}: {
  spec: IllustrationSpec;
  label: string;
  className?: string;
  loading?: IllustrationLoading;
}) {
  return (
    <IllustrationImage
      id={illustrationId(spec)}
      viewBox={ILLUSTRATION_VIEW_BOX}
      label={label}
      className={`illustration illustration--${spec.kind}${className ? ` ${className}` : ''}`}
      loading={loading}
    />
  );
}
