/**
 * The build-time photo pipeline (scripts/photos/pipeline.ts, docs/decisions/0010-photo-pipeline.md) on small
 * photos made here with sharp: metadata stripped, EXIF orientation applied, widths, formats, the cache,
 * and one-line errors naming the product and the file.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { refusePublishedPhotos } from '../../scripts/build';
import {
  buildPhotos,
  type OptimisedPhoto,
  PhotoError,
  type PhotoRequest,
  photoWidths,
} from '../../scripts/photos/pipeline';
import { photoKey } from '../../shared/components/photo';

const PRODUCT = 'product "Classic Caramel Apple"';
const FORMATS = ['avif', 'webp', 'jpeg'] as const;
/** sharp's name for each output format, as `metadata()` reports it. */
const READ_AS = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;
/** EXIF tag of the pointer to the GPS fields, in the first IFD. */
const GPS_IFD_POINTER = 0x8825;

const root = mkdtempSync(path.join(tmpdir(), 'photos-pipeline-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh source folder, output folder and cache folder for one test. */
function workspace() {
  const dir = mkdtempSync(path.join(root, 'case-'));
  const sourceDir = path.join(dir, 'source');
  mkdirSync(path.join(sourceDir, 'photos'), { recursive: true });
  const folders = { sourceDir, outDir: path.join(dir, 'out'), cacheDir: path.join(dir, 'cache') };
  const put = (name: string, data: Buffer | string) => {
    writeFileSync(path.join(sourceDir, 'photos', name), data);
    return `/photos/${name}`;
  };
  return { ...folders, put };
}

/** A request for a photo shown in a slot that needs `minWidth` px. */
const request = (src: string, minWidth = 100): PhotoRequest => ({ src, usedBy: PRODUCT, minWidth });

/** A photo-like image: a gradient with some noise, so encoders have detail to keep. */
function photoLike(width: number, height: number): sharp.Sharp {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  const grain = sharp({ create: { width, height, channels: 3, background: '#000', noise } });
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/>' +
      '<stop offset="1" stop-color="#f5d6a0"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)" opacity="0.8"/></svg>`,
  );
  return grain.composite([{ input: gradient }]);
}

/** Two colour bands, red above blue, as a PNG: which way is up can be read back from the pixels. */
async function redOverBlue(width: number, height: number): Promise<sharp.Sharp> {
  const red = { r: 220, g: 20, b: 20 };
  const blue = { r: 20, g: 20, b: 220 };
  const half = Math.floor(height / 2);
  const top = await sharp({ create: { width, height: half, channels: 3, background: red } })
    .png()
    .toBuffer();
  const canvas = sharp({ create: { width, height, channels: 3, background: blue } });
  return sharp(
    await canvas
      .composite([{ input: top, top: 0, left: 0 }])
      .png()
      .toBuffer(),
  );
}

/** The tags of the first IFD of an EXIF block as sharp returns it (`Exif\0\0` and a TIFF header). */
function firstIfdTags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, entry) => u16(ifd + 2 + entry * 12));
}

/** Every file in the cache with its modification time: equal listings mean nothing was written. */
function cacheListing(cacheDir: string): string[] {
  const files = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).sort();
  return files.map((file) => `${file} ${statSync(path.join(cacheDir, file)).mtimeMs}`);
}

/** The file behind a variant's URL, in the output folder. */
const outputFile = (outDir: string, url: string) => path.join(outDir, path.posix.basename(url));

/** Every variant of a photo with its format. */
const variantsOf = (photo: OptimisedPhoto) =>
  FORMATS.flatMap((format) => photo[format].map((variant) => ({ format, ...variant })));

/** The error a build rejects with; a plain Error saying so when it succeeds. */
function failureOf(build: Promise<unknown>): Promise<Error> {
  return build.then(
    () => new Error('the build succeeded'),
    (error: Error) => error,
  );
}

/** The colour of one pixel of an encoded file. */
async function pixelAt(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

describe('photo pipeline: privacy and orientation', () => {
  it('strips EXIF with GPS, XMP and the ICC profile from every output', async () => {
    const space = workspace();
    const original = await photoLike(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'The owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(firstIfdTags(before.exif ?? Buffer.alloc(0))).toContain(GPS_IFD_POINTER);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    const src = space.put('kitchen.jpg', original);

    const photos = await buildPhotos({ ...space, requests: [request(src, 680)] });

    const variants = variantsOf(photos.get(src) as OptimisedPhoto);
    expect(variants).toHaveLength(FORMATS.length * photoWidths(800, 680).length);
    for (const variant of variants) {
      const after = await sharp(outputFile(space.outDir, variant.url)).metadata();
      expect(after.exif, variant.url).toBeUndefined();
      expect(after.xmp, variant.url).toBeUndefined();
      expect(after.iptc, variant.url).toBeUndefined();
      expect(after.icc, variant.url).toBeUndefined();
    }
  });

  it('turns a photo with EXIF orientation 6 upright: size swapped, the top at the top', async () => {
    const space = workspace();
    const upright = await redOverBlue(400, 600);
    // Stored turned a quarter to the left; orientation 6 tells a viewer to turn it back to the right.
    const stored = await sharp(await upright.rotate(270).toBuffer())
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const storedSize = await sharp(stored).metadata();
    expect([storedSize.width, storedSize.height, storedSize.orientation]).toEqual([600, 400, 6]);
    const src = space.put('portrait.jpg', stored);

    const photo = (await buildPhotos({ ...space, requests: [request(src, 400)] })).get(src) as OptimisedPhoto;

    expect([photo.width, photo.height]).toEqual([400, 600]);
    expect(photo.jpeg.map((variant) => variant.width)).toEqual([320, 400]);
    for (const variant of variantsOf(photo)) {
      const file = outputFile(space.outDir, variant.url);
      const written = await sharp(file).metadata();
      expect([written.width, written.height], variant.url).toEqual([variant.width, variant.height]);
      expect(variant.height, variant.url).toBeGreaterThan(variant.width);
      const top = await pixelAt(file, Math.floor(variant.width / 2), 4);
      const bottom = await pixelAt(file, Math.floor(variant.width / 2), variant.height - 5);
      expect(top.r, `${variant.url} top`).toBeGreaterThan(150);
      expect(top.b, `${variant.url} top`).toBeLessThan(90);
      expect(bottom.b, `${variant.url} bottom`).toBeGreaterThan(150);
      expect(bottom.r, `${variant.url} bottom`).toBeLessThan(90);
    }
  });
});

describe('photo pipeline: outputs', () => {
  it('writes AVIF, WebP and JPEG at ascending widths, none wider than the original', async () => {
    const space = workspace();
    const src = space.put('Caramel Apple.JPG', await photoLike(700, 525).jpeg().toBuffer());

    const photo = (await buildPhotos({ ...space, requests: [request(src, 680)] })).get(src) as OptimisedPhoto;

    expect([photo.width, photo.height]).toEqual([700, 525]);
    for (const format of FORMATS) {
      expect(photo[format].map((variant) => variant.width)).toEqual([320, 400, 480, 560, 700]);
    }
    for (const variant of variantsOf(photo)) {
      const file = outputFile(space.outDir, variant.url);
      const written = await sharp(file).metadata();
      expect(variant.url).toMatch(/^\/assets\/photos\/caramel-apple-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
      expect(variant.width).toBeLessThanOrEqual(photo.width);
      expect(written.format, variant.url).toBe(READ_AS[variant.format]);
      expect([written.width, written.height], variant.url).toEqual([variant.width, variant.height]);
      expect(statSync(file).size, variant.url).toBe(variant.bytes);
    }
  });

  it('stops at the step that covers the widest slot at 2x', async () => {
    const space = workspace();
    const src = space.put('wide.jpg', await photoLike(1400, 1050).jpeg().toBuffer());
    const requests = [request(src, 200), request(src, 450)];

    const photo = (await buildPhotos({ ...space, requests })).get(src) as OptimisedPhoto;

    expect([photo.width, photo.height]).toEqual([1400, 1050]);
    for (const format of FORMATS) {
      expect(photo[format].map((variant) => variant.width)).toEqual([320, 400, 480]);
    }
  });

  it.each([
    { original: 4032, slot: 680, widths: [320, 400, 480, 560, 640, 720] },
    { original: 4032, slot: 796, widths: [320, 400, 480, 560, 640, 720, 800] },
    { original: 4032, slot: 1280, widths: [320, 400, 480, 560, 640, 720, 800, 960, 1280] },
    { original: 4032, slot: 3000, widths: [320, 400, 480, 560, 640, 720, 800, 960, 1280, 1920] },
    { original: 1000, slot: 384, widths: [320, 400] },
    { original: 700, slot: 680, widths: [320, 400, 480, 560, 700] },
    { original: 1000, slot: 980, widths: [320, 400, 480, 560, 640, 720, 800, 1000] },
    { original: 300, slot: 200, widths: [300] },
  ])('encodes a $original px photo for a $slot px slot at $widths', ({ original, slot, widths }) => {
    expect(photoWidths(original, slot)).toEqual(widths);
  });

  it('reads PNG, WebP and AVIF originals too', async () => {
    const space = workspace();
    const image = await photoLike(400, 300).png().toBuffer();
    const sources = [
      space.put('a.png', image),
      space.put('b.webp', await sharp(image).webp().toBuffer()),
      space.put('c.avif', await sharp(image).avif().toBuffer()),
    ];

    const photos = await buildPhotos({ ...space, requests: sources.map((src) => request(src, 400)) });

    expect([...photos.keys()]).toEqual(sources);
    for (const src of sources)
      expect(photos.get(src)?.avif.map((variant) => variant.width)).toEqual([320, 400]);
  });
});

/** A portrait on grey with a saturated red disc low down: the part of it a crop should keep. */
function portraitWithSubject(width: number, height: number): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="#9a9a9a"/>` +
      `<circle cx="${width / 2}" cy="${height * 0.78}" r="${width * 0.18}" fill="#e01010"/></svg>`,
  );
  return sharp(scene).jpeg({ quality: 90 }).toBuffer();
}

/** How many pixels of an encoded file are the disc's red. */
async function redPixels(file: string): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if ((data[at] ?? 0) > 180 && (data[at + 1] ?? 255) < 90 && (data[at + 2] ?? 255) < 90) red += 1;
  }
  return red;
}

describe('photo pipeline: cropped to the slot', () => {
  it('crops a portrait to a 4:3 slot around its subject, at every width', async () => {
    const space = workspace();
    const src = space.put('portrait.jpg', await portraitWithSubject(600, 900));
    const requests = [{ ...request(src, 400), aspect: '4:3' as const }];

    const photo = (await buildPhotos({ ...space, requests })).get(photoKey(src, '4:3')) as OptimisedPhoto;

    expect([photo.width, photo.height]).toEqual([600, 450]);
    for (const variant of variantsOf(photo)) {
      const file = outputFile(space.outDir, variant.url);
      const written = await sharp(file).metadata();
      expect([written.width, written.height], variant.url).toEqual([variant.width, (variant.width * 3) / 4]);
      // The disc covers about a tenth of the crop when it is kept; a centre crop would cut most of it.
      expect(await redPixels(file), `${variant.url} keeps the red disc`).toBeGreaterThan(
        variant.width * variant.height * 0.07,
      );
    }
  });

  it('makes one photo per slot shape, each in its own shape', async () => {
    const space = workspace();
    const src = space.put('both.jpg', await portraitWithSubject(600, 900));
    const requests = [
      { ...request(src, 400), aspect: '4:3' as const },
      { ...request(src, 300), aspect: '1:1' as const },
      { ...request(src, 200), aspect: '4:3' as const },
    ];

    const photos = await buildPhotos({ ...space, requests });

    expect([...photos.keys()]).toEqual([photoKey(src, '4:3'), photoKey(src, '1:1')]);
    expect(photos.get(photoKey(src, '1:1'))?.jpeg.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 320],
    ]);
    expect(photos.get(photoKey(src, '4:3'))?.jpeg.at(-1)).toMatchObject({ width: 400, height: 300 });
  });

  it('refuses a slot shape that is not width:height in whole numbers', async () => {
    const space = workspace();
    const src = space.put('any.jpg', await photoLike(400, 300).jpeg().toBuffer());
    const requests = [{ ...request(src), aspect: '4:0' as const }];

    const error = await failureOf(buildPhotos({ ...space, requests }));

    expect(error.message).toBe(
      `Photo ${src} for ${PRODUCT}: aspect must be two positive whole numbers, width:height like 4:3, not 4:0`,
    );
  });

  it('names a photo too narrow once cropped to its slot', async () => {
    const space = workspace();
    const src = space.put('banner.jpg', await photoLike(1200, 400).jpeg().toBuffer());
    const requests = [{ ...request(src, 600), aspect: '1:1' as const }];

    const error = await failureOf(buildPhotos({ ...space, requests }));

    const problem = 'too small: 400 px wide (upright, cropped to 1:1), and its slot needs at least 600 px';
    expect(error.message).toBe(`Photo ${src} for ${PRODUCT}: ${problem}`);
  });
});

describe('photo pipeline: cache', () => {
  it('encodes an unchanged photo once, and a changed one again', async () => {
    const space = workspace();
    const src = space.put('apple.jpg', await photoLike(500, 375).jpeg().toBuffer());
    const build = async () => {
      const outcomes: string[] = [];
      const photos = await buildPhotos({
        ...space,
        requests: [request(src)],
        onPhoto: (_src, outcome) => outcomes.push(outcome),
      });
      return { outcomes, photo: photos.get(src) as OptimisedPhoto };
    };
    const first = await build();
    const cacheBefore = cacheListing(space.cacheDir);
    const encoders = FORMATS.map((format) => vi.spyOn(sharp.prototype, format));

    rmSync(space.outDir, { recursive: true });
    const second = await build();

    expect(first.outcomes).toEqual(['encoded']);
    expect(second.outcomes).toEqual(['cached']);
    for (const encoder of encoders) expect(encoder).not.toHaveBeenCalled();
    expect(cacheListing(space.cacheDir)).toEqual(cacheBefore);
    expect(second.photo).toEqual(first.photo);
    for (const variant of variantsOf(second.photo)) {
      expect(statSync(outputFile(space.outDir, variant.url)).size, variant.url).toBe(variant.bytes);
    }

    space.put('apple.jpg', await photoLike(500, 375).flop().jpeg().toBuffer());
    const third = await build();

    expect(third.outcomes).toEqual(['encoded']);
    for (const encoder of encoders) expect(encoder).toHaveBeenCalled();
    expect(third.photo.avif[0]?.url).not.toBe(first.photo.avif[0]?.url);
    const entries = readdirSync(space.cacheDir);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry, 'a finished cache entry').toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('photo pipeline: errors', () => {
  /** Builds one request and returns its error, after checking the message is one line about it. */
  async function rejectionOf(space: ReturnType<typeof workspace>, src: string, minWidth = 100) {
    const error = await failureOf(buildPhotos({ ...space, requests: [request(src, minWidth)] }));
    expect(error).toBeInstanceOf(PhotoError);
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message.startsWith(`Photo ${src} for ${PRODUCT}: `)).toBe(true);
    return error.message;
  }

  it('refuses a photo left in client/public/photos/, where it would be published with its GPS position', () => {
    const publicSource = mkdtempSync(path.join(root, 'public-'));
    mkdirSync(path.join(publicSource, 'photos'));
    writeFileSync(path.join(publicSource, 'photos', 'kitchen-apple.jpg'), 'a photo with GPS in it');
    const error = (() => {
      try {
        refusePublishedPhotos(publicSource);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(PhotoError);
    const { message } = error as PhotoError;
    expect(message).not.toMatch(/[\r\n]/);
    expect(message).toContain('Photo /photos/kitchen-apple.jpg');
    expect(message).toContain('move it to client/photos/');
  });

  it('names a missing file', async () => {
    const space = workspace();
    const message = await rejectionOf(space, '/photos/missing.jpg');
    expect(message).toContain('file not found');
  });

  it('names a text file renamed .jpg as not an image', async () => {
    const space = workspace();
    const src = space.put('notes.jpg', 'Classic Caramel Apple: 6 per box\nCall before noon\n');
    const message = await rejectionOf(space, src);
    expect(message).toContain('not an image (expected JPEG, PNG, WebP or AVIF)');
  });

  it('names a truncated JPEG', async () => {
    const space = workspace();
    const whole = await photoLike(800, 600).jpeg().toBuffer();
    const src = space.put('cut.jpg', whole.subarray(0, Math.floor(whole.length * 0.6)));
    const message = await rejectionOf(space, src);
    expect(message).toContain('truncated or corrupt');
  });

  it('names a photo narrower than its slot needs', async () => {
    const space = workspace();
    const src = space.put('small.jpg', await photoLike(500, 375).jpeg().toBuffer());
    const message = await rejectionOf(space, src, 680);
    expect(message).toContain('too small: 500 px wide');
    expect(message).toContain('680 px');
  });

  it('refuses a src outside the source folder', async () => {
    const space = workspace();
    const message = await rejectionOf(space, '/photos/../../secret.jpg');
    expect(message).toContain('src must be a plain path inside the source folder');
  });

  it('builds a 20 MB original, with a one-line warning naming it', async () => {
    const space = workspace();
    const image = await photoLike(400, 300).jpeg().toBuffer();
    // Bytes after the end-of-image marker: ignored by decoders, counted in the file's size.
    const src = space.put('huge.jpg', Buffer.concat([image, Buffer.alloc(21 * 1024 * 1024)]));
    const warnings: string[] = [];

    const photos = await buildPhotos({
      ...space,
      requests: [request(src)],
      onWarning: (line) => warnings.push(line),
    });

    expect(photos.get(src)?.width).toBe(400);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Photo \/photos\/huge\.jpg for product "Classic Caramel Apple": 21\.\d MB/);
  });

  it('checks every original before encoding any', async () => {
    const space = workspace();
    const good = space.put('good.jpg', await photoLike(400, 300).jpeg().toBuffer());
    const encoded: string[] = [];

    const error = await failureOf(
      buildPhotos({
        ...space,
        requests: [request(good), request('/photos/missing.jpg')],
        onPhoto: (src) => encoded.push(src),
      }),
    );

    expect(error).toBeInstanceOf(PhotoError);
    expect(error.message).toContain('/photos/missing.jpg');
    expect(encoded).toEqual([]);
  });
});
