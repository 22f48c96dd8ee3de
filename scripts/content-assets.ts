/**
 * Draws the illustration files and optimises the own photos of a development build in a
 * process of its own, so `npm run dev` picks up an edited or a new product's illustration, or a
 * new or changed photo in `client/photos/` (the dev process keeps the modules it loaded at start).
 *
 * A spare, started ahead of the save it will serve: it loads the libraries the drawing uses at once
 * (about 0.45 s of the 0.6 s a cold process took, docs/benchmarks.md, "Development loop"), then waits for
 * one line on stdin before it imports any source of this repository, so it draws the sources as they are
 * when it is told, never as they were when it started. It exits 0 without drawing when stdin closes first.
 *
 * Usage: `tsx scripts/content-assets.ts <outDir>`, then a line on stdin; prints `{"illustrations": "<url>",
 * "photos": {...}}` as one line of JSON, or exits 1 with one line naming a photo that cannot be used.
 */
// The libraries only: nothing under client/, server/, shared/ or scripts/ before the line arrives.
import 'esbuild';
import 'react';
import 'react-dom/server';
import 'sharp';
import 'zod';
import { createInterface } from 'node:readline';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx scripts/content-assets.ts <outDir>, then a line on stdin');
  process.exit(1);
}

/**
 * Waits for the line that says "draw now".
 *
 * @returns true once a line arrives, false when stdin closes without one (the dev loop ended)
 */
function toldToDraw(): Promise<boolean> {
  const lines = createInterface({ input: process.stdin });
  return new Promise((resolve) => {
    lines.once('line', () => {
      resolve(true);
      lines.close();
    });
    lines.once('close', () => resolve(false));
  });
}

if (!(await toldToDraw())) process.exit(0);
const { buildIllustrations, buildOwnPhotos } = await import('./build');
const { PhotoError } = await import('./photos/pipeline');
const output = { outDir, dev: true };
try {
  const illustrations = buildIllustrations(output);
  const photos = await buildOwnPhotos(output);
  console.log(JSON.stringify({ illustrations, photos }));
} catch (error) {
  if (!(error instanceof PhotoError)) throw error;
  console.error(error.message);
  process.exit(1);
}
