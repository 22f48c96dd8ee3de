import { IconSymbols } from './icon-symbols';

/**
 * The sprite sheet: the site's one SVG file of icon symbols (`./sprite.tsx` shows them), rendered once
 * per build by `build/build.ts`. Illustrations are files of their own (`./artwork/artwork-files.tsx`).
 *
 * @returns a standalone `<svg xmlns=…>` document element
 */
export function SpriteSheet() {
  return (
    // A file of symbols, never shown as itself: each symbol is shown with its own label, or hidden.
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <IconSymbols />
    </svg>
  );
}
