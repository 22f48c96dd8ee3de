/**
 * How pages show an illustration: an `<img>` of its own SVG file
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md, "Artwork files"). The build writes every
 * illustration as a file under `/assets/artwork-<hash>/` (`./artwork-files.tsx`), cached as immutable.
 * As an image, a drawing is parsed and painted on its own, only where a page shows it, and an
 * illustration below the first screen loads when the visitor scrolls near it; as a `<use>` of one
 * shared sprite, every page parsed every drawing and restyled the whole document when it arrived.
 */
import { createContext, use } from 'react';

/**
 * URL of the build's artwork folder (`/assets/artwork-<hash>`), provided by the server renderer from
 * the build's manifest and by an island's `data-artwork` in the browser. The default names the
 * development build's folder, which component tests and the brand-image script never load.
 */
export const ArtworkContext = createContext('/assets/artwork');

/**
 * The URL of one illustration's file.
 *
 * @param folder - the artwork folder's URL, e.g. `/assets/artwork-0123456789`
 * @param symbol - the illustration's id, e.g. `apple-caramel`
 * @returns `<folder>/<symbol>.svg`
 */
export function artworkFileUrl(folder: string, symbol: string): string {
  return `${folder}/${symbol}.svg`;
}

/**
 * When an illustration's file loads:
 * - `priority`: at once, for a picture that may be the page's largest paint (LCP);
 * - `lazy`: when the visitor scrolls near it (a hero slide not shown yet loads when it is shown).
 */
export type ArtworkLoading = 'priority' | 'lazy';

/**
 * Shows one illustration as an accessible image that keeps its aspect ratio before it loads (its
 * `width` and `height` are the view box's, so the layout never shifts: CLS 0). A `priority` image sits
 * in a `<picture>` (`display: contents`, so it adds no box): React preloads every eager `<img>` outside
 * one with a `<link>` ahead of the stylesheet, and the browser's preload scanner finds it in the body
 * anyway.
 *
 * @param props.symbol - the illustration's id, e.g. from `artworkSymbolId`
 * @param props.viewBox - its view box, `0 0 <width> <height>` in SVG user units
 * @param props.label - accessible name of the picture (its `alt`)
 * @param props.className - classes of the `<img>`
 * @param props.loading - {@link ArtworkLoading}; `lazy` by default
 * @returns one `<img>`, in a `<picture>` when `priority`; it scales to its container's width
 */
export function ArtworkImage({
  symbol,
  viewBox,
  label,
  className,
  loading = 'lazy',
}: {
  symbol: string;
  viewBox: string;
  label: string;
  className: string;
  loading?: ArtworkLoading;
}) {
  const [, , width, height] = viewBox.split(' ').map(Number);
  const image = (
    <img
      src={artworkFileUrl(use(ArtworkContext), symbol)}
      alt={label}
      width={width}
      height={height}
      className={className}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
  return loading === 'priority' ? <picture className="artwork-picture">{image}</picture> : image;
}
