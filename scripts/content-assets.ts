/**
 * Draws the illustration files and optimises the own photos of a development build in a
 * process of its own, so `npm run dev` picks up an edited or a new product's illustration, or a
 * new or changed photo in `client/photos/` (the dev process keeps the modules it loaded at start).
 * Usage: `tsx scripts/content-assets.ts <outDir>`; prints `{"illustrations": "<url>", "photos": {...}}`
 * as one line of JSON, or exits 1 with one line naming a photo that cannot be used.
 */
import { buildIllustrations, buildOwnPhotos } from './build';
import { PhotoError } from './photos/pipeline';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx scripts/content-assets.ts <outDir>');
  process.exit(1);
}
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
