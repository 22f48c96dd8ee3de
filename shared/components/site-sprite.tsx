import type { ArtworkSpec } from '../content/types';
import { ArtworkSymbols } from './artwork';
import { IconSymbols } from './icon-symbols';

/**
 * The site sprite file (`./sprite.tsx`), rendered once per build by `build/build.ts`: a symbol for
 * every illustration the content uses, the scenes, and every icon.
 *
 * @param props.illustrations - every product illustration in use (duplicates are drawn once)
 * @returns a standalone `<svg xmlns=…>` document element
 */
export function SiteSprite({ illustrations }: { illustrations: readonly ArtworkSpec[] }) {
  return (
    // A file of symbols, never shown as itself: each symbol is shown with its own label, or hidden.
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <ArtworkSymbols specs={illustrations} />
      <IconSymbols />
    </svg>
  );
}
