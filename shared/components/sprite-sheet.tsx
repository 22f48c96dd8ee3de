import type { ArtworkSpec } from '../content/types';
import { ArtworkSymbols } from './artwork/symbols';
import { IconSymbols } from './icon-symbols';

/**
 * The sprite sheet: the site's one SVG file of symbols (`./sprite.tsx` shows them), rendered once per
 * build by `build/build.ts`: a symbol for every illustration the content uses, the scenes, and every icon.
 *
 * @param props.illustrations - every product illustration in use (duplicates are drawn once)
 * @returns a standalone `<svg xmlns=…>` document element
 */
export function SpriteSheet({ illustrations }: { illustrations: readonly ArtworkSpec[] }) {
  return (
    // A file of symbols, never shown as itself: each symbol is shown with its own label, or hidden.
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <ArtworkSymbols specs={illustrations} />
      <IconSymbols />
    </svg>
  );
}
