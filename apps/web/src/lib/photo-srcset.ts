/** docs/decisions/007: photos are stored at 320, 640 and 1080 px; the profile lists the 640 URL. */
const WIDTHS = [320, 640, 1080] as const;
const SIZED = /-640\.webp$/;

/** A srcset over the stored widths, or undefined for a URL not in that form. */
export function photoSrcSet(url: string): string | undefined {
  if (!SIZED.test(url)) return undefined;
  return WIDTHS.map((width) => `${url.replace(SIZED, `-${width}.webp`)} ${width}w`).join(', ');
}
