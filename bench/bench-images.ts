/**
 * `npm run bench:images`: how long the photo pipeline (scripts/photos/pipeline.ts) takes. Makes twenty 4032x3024
 * JPEGs like a phone's in a temporary folder (soft colour fields, fine texture, a light gradient, sensor
 * grain and a few sharp-edged discs; EXIF with camera, GPS and orientation 6, so each is a portrait
 * stored on its side), then times a first build (empty cache) and a second one with nothing changed,
 * and prints the bytes per width and format of one photo. The photos are built for a shop card
 * (`SHOP_CARD_SLOT`: 796 px, so widths 320-800, cropped to 4:3); `-- --slot 1024` builds them as wide as
 * the founder photo's slot (up to 1280), `-- --slot 1280` for a wider one (up to 1920).
 * Exits 1 when the first build takes longer than 20 s (docs/decisions/0010-photo-pipeline.md).
 *
 * `npm run bench:images -- --sweep <photo> [--width 960]` instead prints bytes and distance per quality
 * for each format on a photo of your own: the measurements behind `PHOTO_ENCODERS`.
 *
 * It prints figures; it is not a test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { defineCommand, numberOf } from '../scripts/command-line';
import { buildPhotos, type OptimisedPhoto } from '../scripts/photos/pipeline';
import { photoKey } from '../shared/components/photo';
import { SHOP_CARD_SLOT } from '../shared/components/photo-slots';
import { printSweep } from './photo-quality-sweep';

const PHOTOS = 20;
const WIDTH = 4032;
const HEIGHT = 3024;
const FIRST_BUILD_LIMIT_MS = 20_000;

const options = defineCommand(
  'npm run bench:images --',
  'times the photo pipeline on twenty phone-like photos, or sweeps the qualities of one photo',
)
  .option(
    '--slot <px>',
    "the slot's width at 2x in px (a shop card's by default)",
    numberOf({ min: 1, integer: true }),
    SHOP_CARD_SLOT.minWidth,
  )
  .option('--sweep <photo>', 'instead, bytes and distance per quality for this photo')
  .option('--width <px>', 'with --sweep: the width measured, px', numberOf({ min: 1, integer: true }), 960)
  .parse()
  .opts();

/** The slot's width at 2x; by default a shop card's (docs/decisions/0010-photo-pipeline.md). */
const SLOT_WIDTH = options.slot;

/** A deterministic pseudo-random sequence in [0, 1), so every run measures the same photos. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/**
 * Random colour fields: a random image `across` pixels wide (4:3) enlarged to the photo's size with a
 * smooth kernel. A few across make soft light and out-of-focus background; hundreds make fine texture.
 */
async function colourFields(random: () => number, across: number): Promise<Buffer> {
  const width = across;
  const height = Math.round((across * HEIGHT) / WIDTH);
  const pixels = Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(random() * 256)));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Paints a few discs with sharp edges and a darker rim (apples on a table) into RGB pixels. */
function paintDiscs(pixels: Uint8ClampedArray, random: () => number): void {
  for (let disc = 0; disc < 6; disc++) {
    const [cx, cy] = [random() * WIDTH, random() * HEIGHT];
    const radius = 200 + random() * 500;
    const colour = [150 + random() * 90, 30 + random() * 60, 20 + random() * 40];
    const top = Math.max(0, Math.floor(cy - radius));
    const bottom = Math.min(HEIGHT, Math.ceil(cy + radius));
    for (let y = top; y < bottom; y++) {
      const half = Math.sqrt(radius * radius - (y - cy) * (y - cy));
      const left = Math.max(0, Math.floor(cx - half));
      const right = Math.min(WIDTH, Math.ceil(cx + half));
      for (let x = left; x < right; x++) {
        const shade = 1 - (0.5 * Math.hypot(x - cx, y - cy)) / radius;
        const at = (y * WIDTH + x) * 3;
        for (let channel = 0; channel < 3; channel++) {
          const keep = 0.3 * (pixels[at + channel] ?? 0);
          pixels[at + channel] = keep + 0.7 * (colour[channel] ?? 0) * shade;
        }
      }
    }
  }
}

/**
 * Soft fields (toned down towards grey), the shared fine texture in brightness only (shifted per photo),
 * a light gradient from top to bottom, and a little sensor grain. Clamped to 0-255.
 */
function mix(soft: Buffer, texture: Buffer, random: () => number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 3);
  const shift = Math.floor(random() * WIDTH * HEIGHT);
  for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
    const light = (30 * pixel) / (WIDTH * HEIGHT) - 15;
    const detail = 0.3 * ((texture[((pixel + shift) % (WIDTH * HEIGHT)) * 3] ?? 128) - 128);
    for (let channel = 0; channel < 3; channel++) {
      const at = pixel * 3 + channel;
      const grain = 6 * (random() - 0.5);
      pixels[at] = 0.5 * (soft[at] ?? 0) + 64 + light + detail + grain;
    }
  }
  return pixels;
}

/** One phone-like photo: stored landscape with orientation 6, camera and GPS EXIF, JPEG quality 90. */
async function phonePhoto(seed: number, texture: Buffer): Promise<Buffer> {
  const random = randomFrom(seed);
  const pixels = mix(await colourFields(random, 12), texture, random);
  paintDiscs(pixels, random);
  return sharp(Buffer.from(pixels.buffer), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13', Software: 'bench-images' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Prints the bytes of every width and format of one photo, in KiB. */
function printBytes(src: string, photo: OptimisedPhoto): void {
  console.log(
    `\n${src}: ${photo.width}x${photo.height} upright, cropped to the card's ${SHOP_CARD_SLOT.aspect}`,
  );
  console.log('| width | AVIF (KiB) | WebP (KiB) | JPEG (KiB) |\n|---:|---:|---:|---:|');
  photo.avif.forEach((avif, index) => {
    const kib = (bytes = 0) => (bytes / 1024).toFixed(1);
    const cells = [avif.bytes, photo.webp[index]?.bytes, photo.jpeg[index]?.bytes].map(kib);
    console.log(`| ${avif.width}x${avif.height} | ${cells.join(' | ')} |`);
  });
}

/** Builds every photo once: how long it took, the CPU time it used (all threads) and how many it encoded. */
async function timedBuild(folders: { sourceDir: string; outDir: string; cacheDir: string }, srcs: string[]) {
  let encoded = 0;
  const requests = srcs.map((src) => ({
    src,
    usedBy: `bench photo ${src}`,
    minWidth: SLOT_WIDTH,
    aspect: SHOP_CARD_SLOT.aspect,
  }));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const photos = await buildPhotos({
    ...folders,
    requests,
    onPhoto: (_src, outcome) => {
      if (outcome === 'encoded') encoded += 1;
    },
  });
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  return { photos, encoded, ms, cpuMs };
}

/** Cores the build kept busy on average: near the machine's count unless other work shared them. */
const coresUsed = (build: { ms: number; cpuMs: number }) => (build.cpuMs / build.ms).toFixed(1);

/** Makes the photos, builds them twice and prints the figures; the exit code: 1 over the budget. */
async function bench(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  try {
    const folders = { sourceDir: dir, outDir: path.join(dir, 'out'), cacheDir: path.join(dir, 'cache') };
    mkdirSync(path.join(dir, 'photos'));
    const madeAt = performance.now();
    const texture = await colourFields(randomFrom(0), 600);
    const seeds = Array.from({ length: PHOTOS }, (_, index) => index + 1);
    const srcs = await pLimit(availableParallelism()).map(seeds, async (seed) => {
      const src = `/photos/photo-${String(seed).padStart(2, '0')}.jpg`;
      writeFileSync(path.join(dir, src), await phonePhoto(seed, texture));
      return src;
    });
    console.log(
      `made ${PHOTOS} photos of ${WIDTH}x${HEIGHT} in ${Math.round(performance.now() - madeAt)} ms`,
    );
    const first = await timedBuild(folders, srcs);
    console.log(`first build (empty cache): ${first.ms} ms, ${first.encoded} photos encoded`);
    console.log(
      `  CPU ${first.cpuMs} ms: ${coresUsed(first)} of ${availableParallelism()} cores busy on average`,
    );
    rmSync(folders.outDir, { recursive: true });
    const second = await timedBuild(folders, srcs);
    const nothingChanged = 'second build (nothing changed, empty output folder)';
    console.log(`${nothingChanged}: ${second.ms} ms, CPU ${second.cpuMs} ms, ${second.encoded} encoded`);
    const [src] = srcs as [string];
    printBytes(src, first.photos.get(photoKey(src, SHOP_CARD_SLOT.aspect)) as OptimisedPhoto);
    if (first.ms <= FIRST_BUILD_LIMIT_MS) return 0;
    console.error(`\nthe first build took ${first.ms} ms, over the ${FIRST_BUILD_LIMIT_MS} ms budget`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (options.sweep) {
  await printSweep(options.sweep, options.width);
} else {
  process.exitCode = await bench();
}
