import { PHOTO_WIDTHS, type PhotoWidth } from '@kindred/contract/photo-widths';

/** A stored image's URL names one of its widths; a chat image's also carries a signed query. */
const SIZED = /-\d+\.webp(\?[^#]*)?$/;

/**
 * A srcset over every stored width (decisions 007 and 116), or undefined for a URL not in that
 * form. A chat image's signed query opens every width of it, so it is kept on each.
 */
export function photoSrcSet(url: string): string | undefined {
  const match = SIZED.exec(url);
  if (!match) return undefined;
  const stem = url.slice(0, match.index);
  const query = match[1] ?? '';
  return PHOTO_WIDTHS.map((width) => `${stem}-${width}.webp${query} ${width}w`).join(', ');
}

/** The same stored image at one width (a blurred backdrop needs no more than the smallest). */
export function photoAtWidth(url: string, width: PhotoWidth): string {
  return url.replace(SIZED, (_, query: string | undefined) => `-${width}.webp${query ?? ''}`);
}

interface PhotoBox {
  /** The box the image fills, in CSS pixels: its width and height attributes. */
  width: number;
  height: number;
  /** The rendered width when it varies with the viewport; the box's width otherwise. */
  sizes?: string;
}

/**
 * The attributes of a stored photo in a box of known shape: every width to choose from, the width
 * it is drawn at, and its width and height so the page keeps its place before it loads.
 */
export function photoProps(url: string, { width, height, sizes }: PhotoBox) {
  return {
    src: url,
    srcSet: photoSrcSet(url),
    sizes: sizes ?? `${width}px`,
    width,
    height,
    decoding: 'async' as const,
  };
}
