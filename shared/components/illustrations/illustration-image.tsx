/**
 * How pages show an illustration: an `<img>` of its own SVG file
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md, "Illustration files"). The build writes every
 * illustration as a file under `/assets/illustrations-<hash>/` (`./illustration-files.tsx`), cached as immutable.
 * As an image, a drawing is parsed and painted on its own, only where a page shows it, and an
 * illustration below the first screen loads when the visitor scrolls near it; as a `<use>` of one
 * shared sprite, every page parsed every drawing and restyled the whole document when it arrived.
 */
import { createContext, use } from 'react';

/**
 * URL of the build's illustrations folder (`/assets/illustrations-<hash>`), provided by the server renderer from
 * the build's manifest and by an island's wrapper in the browser (`IslandAttribute.illustrations`). The
 * default names the development build's folder, which component tests and the brand-image script never
 * load.
 */
export const IllustrationsContext = createContext('/assets/illustrations');

/**
 * The URL of one illustration's file.
 *
 * @param folder - the illustrations folder's URL, e.g. `/assets/illustrations-0123456789`
 * @param id - the illustration's id, e.g. `apple-caramel`
 * @returns `<folder>/<id>.svg`
 */
export function illustrationFileUrl(folder: string, id: string): string {
  return `${folder}/${id}.svg`;
}

/**
 * When an illustration's file loads:
 * - `priority`: at once, for a picture that may be the page's largest paint (LCP);
 * - `lazy`: when the visitor scrolls near it (a hero slide not shown yet loads when it is shown).
 */
export type IllustrationLoading = 'priority' | 'lazy';

/**
 * Shows one illustration as an accessible image that keeps its aspect ratio before it loads (its
 * `width` and `height` are the view box's, so the layout never shifts: CLS 0). A `priority` image sits
 * in a `<picture>` (`display: contents`, so it adds no box): React preloads every eager `<img>` outside
 * one with a `<link>` ahead of the stylesheet, and the browser's preload scanner finds it in the body
 * anyway.
 *
 * @param props.id - the illustration's id, e.g. from `illustrationId`
 * @param props.viewBox - its view box, `0 0 <width> <height>` in SVG user units
 * @param props.label - accessible name of the picture (its `alt`)
 * @param props.className - classes of the `<img>`
 * @param props.loading - {@link IllustrationLoading}; `lazy` by default
 * @returns one `<img>`, in a `<picture>` when `priority`; it scales to its container's width
 */
export function IllustrationImage({
  id,
  viewBox,
  label,
  className,
  loading = 'lazy',
}: {
  id: string;
  viewBox: string;
  label: string;
  className: string;
  loading?: IllustrationLoading;
}) {
  const [, , width, height] = viewBox.split(' ').map(Number);
  const image = (
    <img
      src={illustrationFileUrl(use(IllustrationsContext), id)}
      alt={label}
      width={width}
      height={height}
      className={className}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
  return loading === 'priority' ? <picture className="illustration-picture">{image}</picture> : image;
}
