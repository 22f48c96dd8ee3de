/**
 * The measurements behind `PHOTO_ENCODERS` (docs/decisions/0010-photo-pipeline.md), run by
 * `npm run bench:images -- --sweep <photo> [--width 960]`. For one photo resized to one width, each
 * format is encoded at a range of qualities with the pipeline's other settings, and each row gives the
 * bytes, the SSIM of the luma (8x8 windows, 4 px apart) against the resized original, and, when
 * `butteraugli_main` is installed (Debian's libjxl-devtools), butteraugli's 3-norm distance.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PHOTO_ENCODERS, PHOTO_FORMATS, type PhotoFormat } from '../scripts/photos/model';

const QUALITIES = [40, 50, 56, 60, 64, 70, 74, 78, 82, 86, 90];
const WINDOW = 8;
const STRIDE = 4;
/** SSIM's stabilising constants for 8-bit values: (0.01 * 255)² and (0.03 * 255)². */
const C1 = 6.5025;
const C2 = 58.5225;

interface Raw {
  data: Buffer;
  info: sharp.OutputInfo;
}

/** Luma (BT.601) of RGB pixels, one value per pixel. */
function luma(image: Raw): Float32Array {
  const { channels } = image.info;
  const values = new Float32Array(image.info.width * image.info.height);
  for (let pixel = 0; pixel < values.length; pixel++) {
    const at = pixel * channels;
    const [r, g, b] = [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0];
    values[pixel] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return values;
}

/** SSIM of one window whose top-left corner is at `start`, in images `width` px wide. */
function windowSsim(a: Float32Array, b: Float32Array, width: number, start: number): number {
  let sumA = 0;
  let sumB = 0;
  let sumAA = 0;
  let sumBB = 0;
  let sumAB = 0;
  for (let row = 0; row < WINDOW; row++) {
    for (let column = 0; column < WINDOW; column++) {
      const at = start + row * width + column;
      const [x, y] = [a[at] ?? 0, b[at] ?? 0];
      sumA += x;
      sumB += y;
      sumAA += x * x;
      sumBB += y * y;
      sumAB += x * y;
    }
  }
  const n = WINDOW * WINDOW;
  const [meanA, meanB] = [sumA / n, sumB / n];
  const varianceA = (sumAA - n * meanA * meanA) / (n - 1);
  const varianceB = (sumBB - n * meanB * meanB) / (n - 1);
  const covariance = (sumAB - n * meanA * meanB) / (n - 1);
  const numerator = (2 * meanA * meanB + C1) * (2 * covariance + C2);
  return numerator / ((meanA * meanA + meanB * meanB + C1) * (varianceA + varianceB + C2));
}

/**
 * Mean SSIM of the luma of two images of the same size.
 *
 * @returns 1 for identical images, lower the more they differ
 */
export function lumaSsim(reference: Raw, distorted: Raw): number {
  const [a, b] = [luma(reference), luma(distorted)];
  const { width, height } = reference.info;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + WINDOW <= height; y += STRIDE) {
    for (let x = 0; x + WINDOW <= width; x += STRIDE) {
      total += windowSsim(a, b, width, y * width + x);
      windows += 1;
    }
  }
  return total / windows;
}

/** butteraugli's 3-norm distance between two PNG files, or null when `butteraugli_main` is not installed. */
async function butteraugli(reference: string, distorted: string): Promise<number | null> {
  const run = promisify(execFile);
  const output = await run('butteraugli_main', [reference, distorted]).catch(() => null);
  const norm = /3-norm: ([\d.]+)/.exec(output?.stdout ?? '')?.[1];
  return norm === undefined ? null : Number(norm);
}

/** The photo encoded in one format at one quality, with the pipeline's other settings. */
function encode(reference: Raw, format: PhotoFormat, quality: number): Promise<Buffer> {
  const input = sharp(reference.data, { raw: reference.info });
  if (format === 'avif') return input.avif({ ...PHOTO_ENCODERS.avif, quality }).toBuffer();
  if (format === 'webp') return input.webp({ ...PHOTO_ENCODERS.webp, quality }).toBuffer();
  return input.jpeg({ ...PHOTO_ENCODERS.jpeg, quality }).toBuffer();
}

/**
 * Prints a table: per format and quality, the bytes, the luma SSIM and the butteraugli distance.
 *
 * @param file - a photo (any format sharp reads), resized first
 * @param width - the width in px to measure at
 */
export async function printSweep(file: string, width: number): Promise<void> {
  const reference = await sharp(file).autoOrient().resize({ width }).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-sweep-'));
  try {
    const referencePng = path.join(dir, 'reference.png');
    await sharp(reference.data, { raw: reference.info }).png().toFile(referencePng);
    console.log(`${file} at ${reference.info.width}x${reference.info.height}`);
    console.log('| format | quality | KiB | luma SSIM | butteraugli 3-norm |\n|---|---:|---:|---:|---:|');
    for (const format of PHOTO_FORMATS) {
      for (const quality of QUALITIES) {
        const encoded = await encode(reference, format, quality);
        const decoded = await sharp(encoded).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const decodedPng = path.join(dir, 'decoded.png');
        await sharp(decoded.data, { raw: decoded.info }).png().toFile(decodedPng);
        const distance = await butteraugli(referencePng, decodedPng);
        const cells = [(encoded.length / 1024).toFixed(1), lumaSsim(reference, decoded).toFixed(4)];
        console.log(`| ${format} | ${quality} | ${cells.join(' | ')} | ${distance?.toFixed(3) ?? 'n/a'} |`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
