import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { BadRequest } from '../../http/errors';
import { decodeDataUrl, PHOTO_WIDTHS, processPhoto, processPhotoAt } from './image-pipeline';

function solid(width: number, height: number, background = '#3a7bd5') {
  return sharp({ create: { width, height, channels: 3, background } });
}

async function expectRefusal(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BadRequest);
  expect((error as BadRequest).message).toBe(message);
}

describe('decodeDataUrl', () => {
  const bytes = Buffer.from('not really an image, but bytes');

  it('reads a data URL of any image type, and bare base64', () => {
    expect(decodeDataUrl(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/heic;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeDataUrl(bytes.toString('base64'))).toEqual(bytes);
  });

  it.each([
    ['an empty string', ''],
    ['an empty data URL', 'data:image/png;base64,'],
    ['a non-image data URL', `data:text/plain;base64,${Buffer.from('hi').toString('base64')}`],
    ['a URL', 'https://example.com/me.jpg'],
    ['text that is not base64', 'this is not base64!'],
  ])('refuses %s as an unreadable photo', (_label, input) => {
    expect(() => decodeDataUrl(input)).toThrow(MESSAGES.photoInvalid);
  });

  it('refuses more than the byte limit without decoding it', () => {
    const tooLong = 'A'.repeat(Math.ceil(((LIMITS.maxPhotoBytes + 3) * 4) / 3));
    expect(() => decodeDataUrl(`data:image/png;base64,${tooLong}`)).toThrow(MESSAGES.photoTooLarge);
  });
});

describe('processPhoto', () => {
  it('writes a WebP at every width and strips EXIF with GPS, ICC and XMP', async () => {
    const input = await solid(1600, 1200)
      .withExif({
        IFD0: { Make: 'Kindred Test Camera', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 15/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '97/1 44/1 0/1',
        },
      })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();

    const photo = await processPhoto(input);

    expect(photo.variants.map((variant) => variant.width)).toEqual([...PHOTO_WIDTHS]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1080, height: 810 });
    for (const variant of photo.variants) {
      const after = await sharp(variant.data).metadata();
      expect(after.format).toBe('webp');
      expect(after.width).toBe(variant.width);
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(variant.data.includes('Kindred Test Camera')).toBe(false);
    }
  });

  it('turns an EXIF-rotated photo upright', async () => {
    // Stored landscape 400x200 with "rotate 90° clockwise to display": shown as portrait 200x400.
    const top = await solid(400, 100, '#ff0000').png().toBuffer();
    const sideways = await solid(400, 200, '#0000ff')
      .composite([{ input: top, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const photo = await processPhoto(sideways);

    expect({ width: photo.width, height: photo.height }).toEqual({ width: 200, height: 400 });
    const largest = photo.variants.at(-1)!.data;
    expect((await sharp(largest).metadata()).orientation).toBeUndefined();
    // The stored top (red) band is now the right-hand side.
    const { data } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    expect(pixel(190, 200)[0]).toBeGreaterThan(200);
    expect(pixel(10, 200)[2]).toBeGreaterThan(200);
  });

  it('does not enlarge a small photo, yet writes every width (the narrower ones resized)', async () => {
    const photo = await processPhoto(await solid(300, 500).png().toBuffer());

    expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 500 });
    expect(photo.variants).toHaveLength(PHOTO_WIDTHS.length);
    for (const variant of photo.variants) {
      expect((await sharp(variant.data).metadata()).width).toBe(Math.min(variant.width, 300));
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const red = await solid(40, 30, '#ff0000').png().toBuffer();
    const blue = await solid(40, 30, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const photo = await processPhoto(gif);

    const out = await sharp(photo.variants[0]!.data).metadata();
    expect([out.width, out.height, out.pages ?? 1]).toEqual([40, 30, 1]);
  });

  it('refuses a text file named .jpg', async () => {
    await expectRefusal(processPhoto(Buffer.from('GPS: 30.2672 N, 97.7431 W\n', 'utf8')), MESSAGES.photoInvalid);
  });

  it('refuses a truncated JPEG', async () => {
    const noise = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    await expectRefusal(processPhoto(noise.subarray(0, noise.length / 2)), MESSAGES.photoInvalid);
  });

  it('refuses an SVG, which is not a photo', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );
    await expectRefusal(processPhoto(svg), MESSAGES.photoInvalid);
  });

  it('refuses an image above the pixel limit', async () => {
    const huge = await solid(8000, 6000, '#ffffff').png({ compressionLevel: 1 }).toBuffer();
    await expectRefusal(processPhoto(huge), MESSAGES.photoTooManyPixels);
  });
});

describe('processPhotoAt', () => {
  it('writes one upright WebP at that width with no metadata', async () => {
    const input = await solid(1600, 1200)
      .withExif({ IFD0: { Make: 'Kindred Test Camera' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const webp = await processPhotoAt(input, 640);

    const after = await sharp(webp).metadata();
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({
      format: 'webp',
      width: 640,
      height: 853,
    });
    expect(after.exif).toBeUndefined();
    expect(webp.includes('Kindred Test Camera')).toBe(false);
  });

  it('refuses what processPhoto refuses', async () => {
    await expectRefusal(processPhotoAt(Buffer.from('not an image'), 640), MESSAGES.photoInvalid);
    const huge = await solid(8000, 6000, '#ffffff').png({ compressionLevel: 1 }).toBuffer();
    await expectRefusal(processPhotoAt(huge, 640), MESSAGES.photoTooManyPixels);
  });
});

describe('the placeholder', () => {
  const decoded = (placeholder: string) => Uint8Array.from(Buffer.from(placeholder, 'base64'));

  it.each([
    ['a colour photo', solid(1200, 1500, '#d53a3a').jpeg(), { r: 0xd5, g: 0x3a, b: 0x3a }],
    ['a grey photo', solid(900, 600, '#808080').greyscale().png(), { r: 0x80, g: 0x80, b: 0x80 }],
    [
      'a photo with transparency',
      sharp({ create: { width: 800, height: 1000, channels: 4, background: '#3a7bd5ff' } }).png(),
      { r: 0x3a, g: 0x7b, b: 0xd5 },
    ],
  ])('of %s is a few dozen bytes with its colour and shape', async (_label, image, colour) => {
    const input = await image.toBuffer();
    const photo = await processPhoto(input);
    const hash = decoded(photo.placeholder);
    expect(photo.placeholder.length).toBeLessThan(60);
    const average = thumbHashToAverageRGBA(hash);
    expect(Math.abs(average.r * 255 - colour.r)).toBeLessThan(12);
    expect(Math.abs(average.g * 255 - colour.g)).toBeLessThan(12);
    expect(Math.abs(average.b * 255 - colour.b)).toBeLessThan(12);
    // Approximate: the hash stores its shape in the count of its components.
    expect(Math.abs(thumbHashToApproximateAspectRatio(hash) - photo.width / photo.height)).toBeLessThan(0.15);
  });
});
