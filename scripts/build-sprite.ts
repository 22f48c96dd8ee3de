/**
 * Draws the site sprite of a development build in a process of its own, so `npm run dev` picks up
 * an edited illustration or a new product's artwork (the dev process keeps the modules it loaded at
 * start). Usage: `tsx scripts/build-sprite.ts <outDir>`; prints the sprite's URL.
 */
import { buildSprite } from './build';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: tsx scripts/build-sprite.ts <outDir>');
  process.exit(1);
}
console.log(buildSprite({ outDir, dev: true }));
