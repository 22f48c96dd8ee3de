/**
 * The site sprite (docs/decisions/0007-render-every-request.md, "Sprite"): every icon of the site is
 * drawn once, at build time, as a `<symbol>` in one SVG file (`build/build.ts` writes it under
 * `/assets/` with a content hash, cached as immutable). A page shows one with a small
 * `<svg><use href="<sprite>#<symbol>"/></svg>`, so the server renders a few nodes per icon instead of
 * its path nodes, and the browser downloads the icons once for the whole site. Illustrations are files
 * of their own (`./artwork/artwork-image.tsx`).
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
