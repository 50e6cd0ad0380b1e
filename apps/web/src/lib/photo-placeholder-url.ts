import { thumbHashToDataURL } from 'thumbhash';

/** Decoded placeholders, by hash: a card re-rendered (or shown again) does not decode twice. */
const decoded = new Map<string, string | null>();
const KEEP_AT_MOST = 500;

/**
 * The image to show while a photo loads: the server's ThumbHash (base64, photoPlaceholders)
 * decoded to a small blurred PNG data URL, or undefined when there is none or it is unreadable.
 */
export function photoPlaceholderUrl(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  let url = decoded.get(hash);
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
    } catch {
      url = null;
    }
    if (decoded.size >= KEEP_AT_MOST) decoded.clear();
    decoded.set(hash, url);
  }
  return url ?? undefined;
}
