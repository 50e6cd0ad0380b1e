import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '@kindred/contract/photo-widths';
import { BadRequest } from '../../http/errors';

// A width added to PHOTO_WIDTHS later is made from the largest on first request (photo-storage.ts).
export { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '@kindred/contract/photo-widths';

export interface PhotoVariant {
  width: PhotoWidth;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** Size of the largest variant, upright. */
  width: number;
  height: number;
  variants: PhotoVariant[];
  /** A ThumbHash of the photo (base64, about 30 characters): what a card shows while it loads. */
  placeholder: string;
}

export interface ProcessPhotoOptions {
  /** WebP encoder effort 0-6 (sharp's default 4). Lower is faster and a little larger; the seed uses it. */
  effort?: number;
}

/** What MESSAGES.photoInvalid promises to read; HEIC and AVIF both decode as 'heif'. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const WEBP_QUALITY = 80;
/** Caps very tall images (a WebP side may not exceed 16383 px): at most 1:3 before height rules. */
const MAX_ASPECT_HEIGHT = 3;

const DATA_URL = /^data:image\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Registration sends photos as `data:image/...;base64,...` (or bare base64); this returns the bytes. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const header = DATA_URL.exec(dataUrl);
  const looksLikeOtherUrl = !header && /^[a-z]+:/i.test(dataUrl);
  const payload = (header ? dataUrl.slice(header[0].length) : dataUrl).replace(/\s+/g, '');
  if (looksLikeOtherUrl || !BASE64.test(payload)) throw new BadRequest(MESSAGES.photoInvalid);
  // Refuse by length before allocating: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - 2 > LIMITS.maxPhotoBytes) throw new BadRequest(MESSAGES.photoTooLarge);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new BadRequest(MESSAGES.photoInvalid);
  if (bytes.length > LIMITS.maxPhotoBytes) throw new BadRequest(MESSAGES.photoTooLarge);
  return bytes;
}

async function checkedMetadata(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new BadRequest(MESSAGES.photoInvalid);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new BadRequest(MESSAGES.photoInvalid);
  }
  if (metadata.width * metadata.height > LIMITS.maxPhotoPixels) throw new BadRequest(MESSAGES.photoTooManyPixels);
}

/** Decoded pixels, upright and in sRGB, as sharp's raw output describes them. */
export interface PhotoPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Decodes once, upright, at most `largest` wide; the smaller widths are resized from these pixels. */
async function decodeAt(input: Buffer, largest: number): Promise<PhotoPixels> {
  try {
    // pages: 1 keeps only the first frame of an animation.
    return await sharp(input, { limitInputPixels: LIMITS.maxPhotoPixels, pages: 1 })
      .rotate()
      .resize({ width: largest, height: largest * MAX_ASPECT_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new BadRequest(tooManyPixels ? MESSAGES.photoTooManyPixels : MESSAGES.photoInvalid);
  }
}

/**
 * The second half of processPhoto: WebP at every PHOTO_WIDTHS width, never enlarged. Only for
 * pixels the server made itself (the demo seed renders portraits); anything a member sends goes
 * through processPhoto, which checks and decodes it first.
 */
export async function encodePhotoVariants(
  { data, info }: PhotoPixels,
  options: ProcessPhotoOptions = {},
): Promise<ProcessedPhoto> {
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = new Map<number, Promise<Buffer>>();

  const encodeAt = (width: number): Promise<Buffer> => {
    // A photo narrower than a width is stored at its own size under that width too, encoded once.
    const actual = Math.min(width, info.width);
    let pending = encoded.get(actual);
    if (!pending) {
      const image = sharp(data, pixels);
      if (actual < info.width) image.resize({ width: actual });
      pending = image.webp({ quality: WEBP_QUALITY, effort: options.effort ?? 4 }).toBuffer();
      encoded.set(actual, pending);
    }
    return pending;
  };

  const [variants, placeholder] = await Promise.all([
    Promise.all(PHOTO_WIDTHS.map(async (width) => ({ width, data: await encodeAt(width) }))),
    placeholderOf(sharp(data, pixels)),
  ]);
  const largest = await sharp(variants[variants.length - 1]!.data).metadata();
  return { width: largest.width, height: largest.height, variants, placeholder };
}

/** ThumbHash encodes at most 100 x 100 pixels; more would only cost time. */
const PLACEHOLDER_SIDE = 100;

/** The ThumbHash (base64) of an image: decoded, it is a blurred miniature with the photo's colours and shape. */
async function placeholderOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * Decodes by content (never by name or declared type), refuses bombs, turns the photo upright,
 * and re-encodes it as WebP at every PHOTO_WIDTHS width. Nothing of the input's metadata survives
 * (EXIF with GPS, ICC, XMP): sharp writes none unless asked to keep it.
 */
export async function processPhoto(input: Buffer, options: ProcessPhotoOptions = {}): Promise<ProcessedPhoto> {
  await checkedMetadata(input);
  return encodePhotoVariants(await decodeAt(input, LARGEST_PHOTO_WIDTH), options);
}

/**
 * processPhoto's checks and decoding, but one WebP at one width and no placeholder: for an image
 * kept at a single size (a verification selfie), where the other widths would be encoded for nothing.
 */
export async function processPhotoAt(input: Buffer, width: PhotoWidth): Promise<Buffer> {
  await checkedMetadata(input);
  const { data, info } = await decodeAt(input, width);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** A stored photo's largest WebP at a smaller width (never enlarged): for a width added after it was stored. */
export function resizeStoredPhoto(largest: Buffer, width: PhotoWidth): Promise<Buffer> {
  return sharp(largest).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** The placeholder of a photo already stored (one stored before placeholders existed). */
export function placeholderOfImage(image: Buffer): Promise<string> {
  return placeholderOf(sharp(image));
}
