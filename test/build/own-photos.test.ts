/**
 * The shop's own photos, end to end (docs/decisions/0010-photo-pipeline.md): a copy of the project gets
 * a phone photo (stored on its side, with the GPS position of the kitchen in its EXIF) on the Classic
 * Caramel Apple, and is built and served as the owner would. The site serves it upright and without
 * any metadata, as AVIF, WebP and JPEG in a `<picture>` with `srcset`, `sizes`, `width` and `height`;
 * never the original, and the static export carries its files (the pipeline's own tests,
 * `photos-pipeline.test.ts`, cover the cache and every photo the build refuses, in process). The
 * founder photo takes the place of "coming soon" on the about page. A phone of 375 px at 3x downloads
 * at most 100 KB, AVIF or WebP, and at least twice the card's width in pixels.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { parseHtml } from '../../scripts/harness/parse-html';
import { PHOTO_PLACEHOLDER } from '../../scripts/harness/photo-placeholder';
import { type RunningServer, startProductionServer } from '../../scripts/harness/server-process';
import { ABOUT_FIGURE_SLOT, SHOP_CARD_SLOT } from '../../shared/components/photo-slots';
import { products } from '../../shared/content/catalogue';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCT = products[0]?.name ?? '';
const SRC = '/photos/kitchen-apple.jpg';
const ALT = 'A caramel apple on the kitchen counter';
/** The upright photo's size; it is stored turned a quarter to the left, with EXIF orientation 6. */
const UPRIGHT = { width: 1800, height: 2400 };
/** The same photo cropped to a card's 4:3 (`SHOP_CARD_SLOT.aspect`): the full width, 1,350 px high. */
const CROPPED = { width: 1800, height: 1350 };

let copy = '';
let server: RunningServer | null = null;
let origin = '';

/**
 * A photo-like picture, upright: a warm gradient, two apples, a red band down its left edge and a blue
 * one down its right (a crop to 4:3 keeps both; a photo on its side would have them at top and bottom),
 * some grain.
 */
async function uprightPhoto(): Promise<Buffer> {
  const { width, height } = UPRIGHT;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#f3dcc0"/><stop offset="1" stop-color="#b8825a"/></linearGradient>' +
      '<radialGradient id="apple"><stop offset="0" stop-color="#e0a050"/>' +
      '<stop offset="1" stop-color="#8a3a12"/></radialGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#wood)"/>` +
      `<rect width="180" height="${height}" fill="#d01818"/>` +
      `<rect x="${width - 180}" width="180" height="${height}" fill="#1818d0"/>` +
      '<circle cx="700" cy="1500" r="420" fill="url(#apple)"/>' +
      '<circle cx="1250" cy="1700" r="330" fill="url(#apple)"/></svg>',
  );
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 12 };
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .png()
    .toBuffer();
  const scenePixels = await sharp(scene).png().toBuffer();
  return sharp(scenePixels)
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/** The phone's file: the upright photo stored on its side, orientation 6, camera and GPS EXIF. */
async function phoneFile(): Promise<Buffer> {
  const stored = await sharp(await uprightPhoto())
    .rotate(270)
    .toBuffer();
  return sharp(stored)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'The owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 46/1 2334/100', GPSLongitudeRef: 'W' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A fresh copy of the sources, sharing node_modules, with the given files in `client/photos/`. */
function copyProject(photos: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'own-photos-'));
  for (const entry of ['client', 'server', 'shared', 'styles', 'scripts', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, contents] of Object.entries(photos)) {
    mkdirSync(path.dirname(path.join(dir, 'client', file)), { recursive: true });
    writeFileSync(path.join(dir, 'client', file), contents);
  }
  return dir;
}

/** Replaces one piece of a copy's source file, failing the test when the piece is not there. */
function editSource(dir: string, file: string, from: string, to: string): void {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const edited = source.replace(from, to);
  expect(edited, `${file}: ${from}`).not.toBe(source);
  writeFileSync(path.join(dir, file), edited);
}

/** Gives the product a photo in a copy's catalogue: the one content line of the README. */
function giveProductPhoto(dir: string, src = SRC): void {
  const anchor = `name: '${PRODUCT}',`;
  editSource(
    dir,
    'shared/content/catalogue.ts',
    anchor,
    `${anchor}\n    photo: { src: '${src}', alt: '${ALT}' },`,
  );
}

/** A copy with a file in `client/photos/` and the product's content line pointing at `src`. */
function copyWithPhoto(file: string, contents: Buffer | string, src = SRC): string {
  const dir = copyProject({ [`photos/${file}`]: contents });
  giveProductPhoto(dir, src);
  return dir;
}

/** Builds a copy with its own build script, in this process, with a photo cache of its own. */
async function buildCopy(dir: string): Promise<void> {
  const { build } = (await import(
    pathToFileURL(path.join(dir, 'scripts/build.ts')).href
  )) as typeof import('../../scripts/build');
  await build({ outDir: path.join(dir, 'dist'), dev: false, photoCacheDir: path.join(dir, 'photo-cache') });
}

/** The `<picture>` of the product's card on a page: a shop card, or a preview card on the home page. */
async function pictureOn(pagePath: string) {
  const { document, close } = parseHtml(await (await fetch(origin + pagePath)).text());
  const card = [...document.querySelectorAll('article.product-card, li.preview-card')].find(
    (article) => article.querySelector('h3')?.textContent === PRODUCT,
  );
  const picture = card?.querySelector('picture:not(.illustration-picture)');
  const sources = [...(picture?.querySelectorAll('source') ?? [])];
  const img = picture?.querySelector('img');
  return { picture, sources, img, close };
}

/** The URLs of a `srcset`. */
const urlsOf = (srcset: string | null | undefined) =>
  (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? '');

/** The founder photo: a landscape of 1,100x825 px, just wider than its slot's 2x (1,024 px). */
const FOUNDER = {
  src: '/photos/founder.jpg',
  alt: 'The founder at her workbench',
  caption: 'At the workbench',
};

/** A plain photo of the given size, with grain so it compresses like one. */
function grainyPhoto(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 120, sigma: 30 };
  return sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .jpeg()
    .toBuffer();
}

beforeAll(async () => {
  copy = copyWithPhoto('kitchen-apple.jpg', await phoneFile());
  writeFileSync(path.join(copy, 'client', FOUNDER.src), await grainyPhoto(1100, 825));
  editSource(
    copy,
    'shared/content/about.ts',
    'export const founderPhoto: FounderPhoto | undefined = undefined;',
    `export const founderPhoto: FounderPhoto | undefined = {
      photo: { src: '${FOUNDER.src}', alt: '${FOUNDER.alt}' }, caption: '${FOUNDER.caption}' };`,
  );
  await buildCopy(copy);
  server = await startProductionServer({ cwd: copy });
  origin = server.origin;
}, 120_000);

afterAll(() => {
  server?.child.kill('SIGKILL');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the shop owner adds a photo of their own', () => {
  it('is shown as a <picture> with AVIF and WebP sources, srcset, the slot’s sizes, width and height', async () => {
    const { picture, sources, img, close } = await pictureOn('/shop');
    try {
      expect(picture, 'a <picture> on the card').toBeTruthy();
      expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) {
        expect(source.getAttribute('sizes')).toBe(SHOP_CARD_SLOT.sizes);
        expect(urlsOf(source.getAttribute('srcset')).length).toBeGreaterThan(2);
      }
      expect(img?.getAttribute('alt')).toBe(ALT);
      expect(img?.getAttribute('sizes')).toBe(SHOP_CARD_SLOT.sizes);
      expect(urlsOf(img?.getAttribute('srcset')).every((url) => url.endsWith('.jpg'))).toBe(true);
      expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
        String(CROPPED.width),
        String(CROPPED.height),
      ]);
      expect(img?.getAttribute('decoding')).toBe('async');
    } finally {
      await close();
    }
  });

  it('loads first as the shop’s largest paint, and lazily where the hero leads', async () => {
    const shop = await pictureOn('/shop');
    const home = await pictureOn('/');
    try {
      expect(shop.img?.getAttribute('loading'), 'the first card on /shop').toBe('eager');
      expect(shop.img?.getAttribute('fetchpriority'), 'the first card on /shop').toBe('high');
      expect(home.img, 'the product’s card on the home page').toBeTruthy();
      expect(home.img?.getAttribute('loading'), 'below the hero on /').toBe('lazy');
      expect(home.img?.getAttribute('fetchpriority'), 'below the hero on /').toBeNull();
    } finally {
      await shop.close();
      await home.close();
    }
  });

  it('serves every file upright and with no EXIF, GPS, XMP or colour profile, cached as immutable', async () => {
    const { sources, img, close } = await pictureOn('/shop');
    const urls = [...sources.map((source) => source.getAttribute('srcset')), img?.getAttribute('srcset')]
      .flatMap(urlsOf)
      .filter((url) => url !== '');
    await close();
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) {
      const res = await fetch(origin + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toContain('immutable');
      const file = Buffer.from(await res.arrayBuffer());
      const metadata = await sharp(file).metadata();
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc], url).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      const width = metadata.width ?? 0;
      const height = metadata.height ?? 0;
      expect(
        Math.abs(width / height - CROPPED.width / CROPPED.height),
        `${url} is cropped to 4:3`,
      ).toBeLessThan(0.01);
      const edgeColour = async (left: number) => {
        const patch = { left, top: Math.floor(height / 2), width: 4, height: 4 };
        const { data } = await sharp(file).extract(patch).raw().toBuffer({ resolveWithObject: true });
        return { red: data[0] ?? 0, blue: data[2] ?? 0 };
      };
      const left = await edgeColour(0);
      const right = await edgeColour(width - 4);
      expect(left.red > 150 && left.blue < 100, `${url}: red band on the left, so upright`).toBe(true);
      expect(right.blue > 150 && right.red < 100, `${url}: blue band on the right, so upright`).toBe(true);
    }
  });

  it('never serves the original', async () => {
    expect((await fetch(`${origin}${SRC}`)).status).toBe(404);
    const published = readdirSync(path.join(copy, 'dist/public'), { recursive: true, encoding: 'utf8' });
    expect(published.filter((file) => file.includes('kitchen-apple.jpg'))).toEqual([]);
  });

  it('is in the static export: every file the exported shop page names', async () => {
    const outDir = path.join(copy, 'export');
    const { exportSite } = (await import(
      pathToFileURL(path.join(copy, 'scripts/export.ts')).href
    )) as typeof import('../../scripts/export');
    await exportSite(outDir, path.join(copy, 'dist'));
    const { document, close } = parseHtml(readFileSync(path.join(outDir, 'shop.html'), 'utf8'));
    const picture = document.querySelector(`picture:has(img[alt="${ALT}"])`);
    const urls = [...(picture?.querySelectorAll('source, img') ?? [])].flatMap((element) =>
      urlsOf(element.getAttribute('srcset')),
    );
    await close();
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of urls) expect(existsSync(path.join(outDir, url)), url).toBe(true);
  }, 60_000);

  it('downloads ≤ 100 KB, as AVIF or WebP, at least twice the card’s width, on a 375 px phone at 3x', async () => {
    const { downloaded, shown } = await photoAsDownloaded({ width: 375, height: 812 }, 3);
    expect(downloaded.type).toMatch(/^image\/(avif|webp)$/);
    expect(downloaded.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(shown.fileWidth, 'sharp: at least 2x the card’s CSS width').toBeGreaterThanOrEqual(
      2 * shown.cssWidth,
    );
  }, 60_000);

  it('downloads no more pixels than the card shows, give or take one width step, on a 1280 px desktop', async () => {
    const { downloaded, shown } = await photoAsDownloaded({ width: 1280, height: 800 }, 1);
    expect(downloaded.type).toMatch(/^image\/(avif|webp)$/);
    expect(shown.fileWidth, 'sharp on this screen').toBeGreaterThanOrEqual(shown.cssWidth);
    expect(shown.fileWidth, 'the next width step at most').toBeLessThanOrEqual(1.2 * shown.cssWidth);
    expect(shown.fileHeight / shown.fileWidth, 'cropped to the card’s shape').toBeCloseTo(
      shown.cssHeight / shown.cssWidth,
      2,
    );
  }, 60_000);
});

/**
 * Opens /shop in Chromium at a viewport and pixel ratio, scrolls the product's photo into view and
 * reports the one photo file the page downloaded (its type and bytes), its size in px, and the size of
 * the box the card shows it in, in CSS px.
 */
async function photoAsDownloaded(viewport: { width: number; height: number }, deviceScaleFactor: number) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: PHOTO_PLACEHOLDER }),
    );
    const photos: { url: string; type: string; body: Buffer }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/assets/photos/')) return;
      photos.push({
        url: response.url(),
        type: response.headers()['content-type'] ?? '',
        body: await response.body(),
      });
    });
    await page.goto(`${origin}/shop`, { waitUntil: 'load' });
    const img = page.getByRole('img', { name: ALT });
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((alt) => {
      const photo = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return photo?.complete && photo.naturalWidth > 0;
    }, ALT);
    const box = await img.evaluate((element: HTMLImageElement) => ({
      cssWidth: element.getBoundingClientRect().width,
      cssHeight: element.getBoundingClientRect().height,
      src: element.currentSrc,
    }));
    expect(photos.map((photo) => photo.url)).toEqual([box.src]);
    const [photo] = photos as [(typeof photos)[number]];
    const file = await sharp(photo.body).metadata();
    const downloaded = { type: photo.type, bytes: photo.body.length };
    return { downloaded, shown: { ...box, fileWidth: file.width ?? 0, fileHeight: file.height ?? 0 } };
  } finally {
    await browser.close();
  }
}

describe('the founder photo on the about page', () => {
  it('replaces "coming soon" with the photo over the workbench illustration, and its caption', async () => {
    const { document, close } = parseHtml(await (await fetch(`${origin}/about`)).text());
    try {
      const figure = document.querySelector('figure.about-story__figure');
      const img = figure?.querySelector('picture:not(.illustration-picture) img');
      expect(img?.getAttribute('alt')).toBe(FOUNDER.alt);
      expect(img?.getAttribute('sizes')).toBe(ABOUT_FIGURE_SLOT.sizes);
      expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1100', '825']);
      expect(figure?.querySelector('img.illustration'), 'the illustration behind it').toBeTruthy();
      expect(figure?.querySelector('figcaption')?.textContent).toBe(FOUNDER.caption);
    } finally {
      await close();
    }
  });
});
