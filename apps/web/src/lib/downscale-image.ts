import { LIMITS } from '@kindred/contract/constants';

/** SPEC 4 photos: downscale in the browser before upload (long side, JPEG quality). */
export const PHOTO_MAX_SIDE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;

/** The size that fits `width` x `height` within `maxSide` on the long side, never upscaling. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width, height };
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}

/** Decodes an image file and returns a JPEG data URL at most 1600 px on its long side. */
export async function downscaleImage(file: Blob): Promise<string> {
  const image = await loadImage(file);
  const size = fitWithin(image.naturalWidth, image.naturalHeight, PHOTO_MAX_SIDE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
}

/**
 * A photo ready for `POST /profile/photos`: the file itself when it is already small, else a
 * JPEG at most 1600 px on its long side. A file the browser cannot decode (HEIC on most
 * browsers) goes as it is; the server decides.
 */
export async function prepareUploadPhoto(file: File): Promise<{ blob: Blob; filename: string }> {
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return { blob: file, filename: file.name };
  }
  const size = fitWithin(image.naturalWidth, image.naturalHeight, PHOTO_MAX_SIDE_PX);
  if (size.width === image.naturalWidth && file.size <= LIMITS.maxPhotoBytes)
    return { blob: file, filename: file.name };
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return { blob: file, filename: file.name };
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY));
  if (!blob) return { blob: file, filename: file.name };
  return { blob, filename: `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg` };
}
