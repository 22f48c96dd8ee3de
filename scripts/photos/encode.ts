/**
 * The photo pipeline's encoding (docs/decisions/0010-photo-pipeline.md): which widths a photo gets, and
 * turning an original into every width and format in memory. Nothing here touches the cache or the
 * output folder; `scripts/photos/pipeline.ts` does.
 */
import sharp from 'sharp';
import {
  oneLine,
  PHOTO_ENCODERS,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  PhotoError,
  type PhotoFormat,
  type PhotoRequest,
  type PhotoSize,
} from './model';

type Who = Pick<PhotoRequest, 'src' | 'usedBy'>;

/** One encoded file, in memory. */
export interface EncodedFile {
  format: PhotoFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** A photo encoded into every width and format. */
export interface EncodedPhoto {
  files: EncodedFile[];
}

/** Pixels in memory, as sharp's raw input wants them. */
interface RawImage {
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** A step this close to the widest output (within 10 %) is left out: the widest output replaces it. */
const NEAR_WIDEST = 1.1;

/**
 * The widths a photo is encoded at. The widest is the first step of `PHOTO_WIDTHS` that covers the
 * widest slot at 2x (`minWidth`), or the original's width when that is narrower; below it, every step
 * at least 10 % narrower. A screen at 3x gets the 2x file: sharp still, and a third of the bytes
 * (docs/decisions/0010-photo-pipeline.md, "Widths"). A 4,032 px photo for a 796 px slot gets 320 to 800
 * in steps of 80; for a 1,280 px slot also 960 and 1280; a 700 px photo for a 680 px slot gets 320 to 560
 * and 700.
 *
 * @param originalWidth - upright width of the original in px (a positive integer)
 * @param slotWidth - the largest `minWidth` of the requests for the photo, in px (a positive number)
 * @returns ascending widths in px, never wider than the original
 */
export function photoWidths(originalWidth: number, slotWidth: number): number[] {
  const lastStep = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? originalWidth;
  const covering = PHOTO_WIDTHS.find((width) => width >= slotWidth) ?? lastStep;
  const widest = Math.min(originalWidth, covering);
  const widths = PHOTO_WIDTHS.filter((width) => width * NEAR_WIDEST <= widest);
  widths.push(widest);
  return widths;
}

/**
 * Decodes the original once: upright (EXIF orientation applied; `.rotate()` without an angle does the
 * same), cropped to `shown`'s shape around what draws the eye (sharp's attention strategy: edges,
 * saturated colour, skin tones), in sRGB, at the widest output width. A JPEG is decoded at a reduced
 * scale when that is enough.
 */
async function decodeUpright(data: Buffer, width: number, shown: PhotoSize, who: Who): Promise<RawImage> {
  const cropHeight = Math.round((width * shown.height) / shown.width);
  const decoded = await sharp(data, { failOn: 'error' })
    .autoOrient()
    .resize({
      width,
      height: cropHeight,
      fit: 'cover',
      position: sharp.strategy.attention,
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw new PhotoError(who, `is truncated or corrupt (${oneLine(error.message)})`);
    });
  const { width: rawWidth, height, channels } = decoded.info;
  return { pixels: decoded.data, raw: { width: rawWidth, height, channels } };
}

/** The image at a smaller width, still raw; the same image when the width is its own. */
async function resizeRaw(image: RawImage, width: number): Promise<RawImage> {
  if (width === image.raw.width) return image;
  const resized = await sharp(image.pixels, { raw: image.raw })
    .resize({ width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { height, channels } = resized.info;
  return { pixels: resized.data, raw: { width, height, channels } };
}

/** The pipeline that writes one format with the chosen settings. No `withMetadata`: nothing is kept. */
function encoder(image: RawImage, format: PhotoFormat): sharp.Sharp {
  const input = sharp(image.pixels, { raw: image.raw });
  if (format === 'avif') return input.avif(PHOTO_ENCODERS.avif);
  if (format === 'webp') return input.webp(PHOTO_ENCODERS.webp);
  // JPEG has no alpha: a transparent PNG is shown on white rather than on black.
  return input.flatten({ background: '#ffffff' }).jpeg(PHOTO_ENCODERS.jpeg);
}

/** Encodes one width in one format. */
async function encodeFile(image: RawImage, format: PhotoFormat): Promise<EncodedFile> {
  const data = await encoder(image, format).toBuffer();
  return { format, width: image.raw.width, height: image.raw.height, data };
}

/**
 * Encodes an original into every width of `photoWidths` in AVIF, WebP and JPEG, upright, cropped to
 * the slot's shape and with no metadata at all (no EXIF, GPS, XMP, IPTC or ICC profile; colours are
 * converted to sRGB first). Decodes and crops once, resizes once per width, then encodes that width
 * three times.
 *
 * @param data - the original's bytes (JPEG, PNG, WebP or AVIF, as `checkSource` accepted)
 * @param widths - from `photoWidths`: ascending, at least one, none wider than `shown`
 * @param shown - the upright original cropped to the slot's shape (`croppedSize`), in px: its shape is
 *   the files' shape
 * @param who - the photo and who uses it, for the error message
 * @returns the files in memory (ascending widths, each width in the three formats)
 * @throws PhotoError when the pixels cannot be decoded (a truncated or corrupt file)
 */
export async function encodePhoto(
  data: Buffer,
  widths: number[],
  shown: PhotoSize,
  who: Who,
): Promise<EncodedPhoto> {
  const upright = await decodeUpright(data, Math.max(...widths), shown, who);
  const files: EncodedFile[] = [];
  for (const width of widths) {
    const image = await resizeRaw(upright, width);
    for (const format of PHOTO_FORMATS) files.push(await encodeFile(image, format));
  }
  return { files };
}
