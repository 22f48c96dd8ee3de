/**
 * The illustrations' files: every illustration drawn once, at build time, as an SVG file of its own
 * (docs/decisions/0011-islands-never-hold-the-main-thread.md, "Illustration files"). Pages show them with
 * `IllustrationImage` (`illustration-image.tsx`).
 */
import type { ReactNode } from 'react';
import type { IllustrationSpec } from '../../content/illustration-specs';
import { DESSERT_TABLE_SIZES, DessertTableDrawing } from './dessert-table';
import {
  DESSERT_TABLE_VIEW_BOX,
  dessertTableIllustrationId,
  ILLUSTRATION_VIEW_BOX,
  illustrationId,
  KITCHEN_ILLUSTRATION_ID,
  KITCHEN_VIEW_BOX,
} from './illustration';
import { IllustrationDrawing } from './illustration-drawing';
import { KitchenSceneDrawing } from './kitchen-scene';
import { svgDefaults } from './parts';

/** One illustration's standalone file: its id (the file's name), view box and drawing. */
export interface IllustrationFileSpec {
  id: string;
  viewBox: string;
  drawing: ReactNode;
}

/**
 * Every illustration file the build writes: one per distinct product illustration in `specs`, the
 * kitchen scene and the three dessert tables.
 *
 * @param specs - every illustration the content uses (duplicates are drawn once)
 * @returns one entry per file, ids unique
 */
export function illustrationFiles(specs: readonly IllustrationSpec[]): IllustrationFileSpec[] {
  const unique = new Map(specs.map((spec) => [illustrationId(spec), spec]));
  return [
    ...[...unique].map(([id, spec]) => ({
      id,
      viewBox: ILLUSTRATION_VIEW_BOX,
      drawing: <IllustrationDrawing spec={spec} />,
    })),
    { id: KITCHEN_ILLUSTRATION_ID, viewBox: KITCHEN_VIEW_BOX, drawing: <KitchenSceneDrawing /> },
    ...DESSERT_TABLE_SIZES.map((size) => ({
      id: dessertTableIllustrationId(size),
      viewBox: DESSERT_TABLE_VIEW_BOX,
      drawing: <DessertTableDrawing size={size} />,
    })),
  ];
}

/**
 * One illustration as a standalone SVG document, with the illustration family's stroke defaults around it:
 * the content of its file under `/assets/illustrations-<hash>/`, or inline where a picture is drawn whole
 * (the brand images).
 *
 * @param props.viewBox - the drawing's view box, in SVG user units
 * @param props.children - the drawing
 * @returns an `<svg xmlns=… viewBox=…>` that scales to its container
 */
export function IllustrationDocument({ viewBox, children }: { viewBox: string; children?: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a file shown by an <img>, whose alt names it.
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox}>
      <g {...svgDefaults}>{children}</g>
    </svg>
  );
}
