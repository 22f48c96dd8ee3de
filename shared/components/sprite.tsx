/**
 * The site sprite (docs/decisions/0007-render-every-request.md, "Sprite"): every illustration and
 * icon of the site is drawn once, at build time, as a `<symbol>` in one SVG file (`build/build.ts`
 * writes it under `/assets/` with a content hash, cached as immutable). A page shows one with a small
 * `<svg><use href="<sprite>#<symbol>"/></svg>`, so the server renders a few nodes per picture instead
 * of dozens of path nodes, and the browser downloads the drawings once for the whole site.
 */
import { createContext, type ReactNode, use } from 'react';

/**
 * URL of the built sprite file (`/assets/sprite-<hash>.svg`), provided by the server renderer from
 * the build's manifest. The default, an empty string, makes every reference a fragment of the page
 * itself (`#apple-caramel`): what component tests and the brand-image script use.
 */
export const SpriteContext = createContext('');

/**
 * The `href` of a `<use>` that shows one symbol of the sprite.
 *
 * @param symbol - the symbol's id, e.g. `apple-caramel` or `icon-star`
 * @returns `<sprite URL>#<symbol>`
 */
export function useSpriteHref(symbol: string): string {
  return `${use(SpriteContext)}#${symbol}`;
}

/**
 * One symbol of the sprite file.
 *
 * @param props.id - the symbol's id, unique in the sprite
 * @param props.viewBox - its view box, in SVG user units
 * @param props.children - the drawing
 */
export function SpriteSymbol({
  id,
  viewBox,
  children,
}: {
  id: string;
  viewBox: string;
  children: ReactNode;
}) {
  return (
    <symbol id={id} viewBox={viewBox}>
      {children}
    </symbol>
  );
}

/**
 * Shows one illustration of the sprite as an accessible image. No ids, no inline styles, no `<title>`:
 * its accessible name is `label`.
 *
 * @param props.symbol - the symbol id, e.g. from {@link artworkSymbolId}
 * @param props.viewBox - the symbol's view box, so the picture keeps its aspect ratio before it loads
 * @param props.label - accessible name of the picture
 * @param props.className - classes of the `<svg>`
 * @returns one `<svg role="img">` holding one `<use>`; it scales to its container's width
 */
export function SpriteImage({
  symbol,
  viewBox,
  label,
  className,
}: {
  symbol: string;
  viewBox: string;
  label: string;
  className: string;
}) {
  const href = useSpriteHref(symbol);
  return (
    <svg viewBox={viewBox} role="img" aria-label={label} focusable="false" className={className}>
      <use href={href} />
    </svg>
  );
}
