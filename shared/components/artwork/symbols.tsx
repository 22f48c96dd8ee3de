/**
 * The illustrations' part of the sprite sheet (`../sprite-sheet.tsx`): every illustration drawn once as a
 * `<symbol>`. Pages show them through `Artwork` (`artwork.tsx`) and `SpriteImage` (`../sprite.tsx`).
 */
import type { ReactNode } from 'react';
import type { ArtworkSpec } from '../../content/artwork';
import { SpriteSymbol } from '../sprite';
import {
  ARTWORK_VIEW_BOX,
  artworkSymbolId,
  DESSERT_TABLE_VIEW_BOX,
  dessertTableSymbolId,
  KITCHEN_SYMBOL_ID,
  KITCHEN_VIEW_BOX,
} from './artwork';
import { ArtworkDrawing } from './artwork-drawing';
import { DESSERT_TABLE_SIZES, DessertTableDrawing } from './dessert-table';
import { KitchenSceneDrawing } from './kitchen-scene';
import { svgDefaults } from './parts';

/** The artwork family's stroke defaults around one drawing (the page's `<svg>` does not carry them). */
function Drawing({ children }: { children: ReactNode }) {
  return <g {...svgDefaults}>{children}</g>;
}

/**
 * The illustrations' symbols: one per distinct product illustration in `specs`, the kitchen scene and
 * the three dessert tables.
 *
 * @param props.specs - every illustration the content uses (duplicates are drawn once)
 */
export function ArtworkSymbols({ specs }: { specs: readonly ArtworkSpec[] }) {
  const unique = new Map(specs.map((spec) => [artworkSymbolId(spec), spec]));
  return (
    <>
      {[...unique].map(([id, spec]) => (
        <SpriteSymbol key={id} id={id} viewBox={ARTWORK_VIEW_BOX}>
          <Drawing>
            <ArtworkDrawing spec={spec} />
          </Drawing>
        </SpriteSymbol>
      ))}
      <SpriteSymbol id={KITCHEN_SYMBOL_ID} viewBox={KITCHEN_VIEW_BOX}>
        <Drawing>
          <KitchenSceneDrawing />
        </Drawing>
      </SpriteSymbol>
      {DESSERT_TABLE_SIZES.map((size) => (
        <SpriteSymbol key={size} id={dessertTableSymbolId(size)} viewBox={DESSERT_TABLE_VIEW_BOX}>
          <Drawing>
            <DessertTableDrawing size={size} />
          </Drawing>
        </SpriteSymbol>
      ))}
    </>
  );
}
