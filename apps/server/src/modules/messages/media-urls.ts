import crypto from 'node:crypto';

const WINDOW_SECONDS = 60 * 60;

/**
 * Chat images are readable only by the pair (decision 091): the URL each of them is handed carries
 * an expiry and an HMAC of path and expiry, which the uploads route checks; without it the image is
 * not served. The expiry is the end of the next whole hour, so the URL stays the same (and cached)
 * for an hour, and a URL copied out of the conversation stops working within two.
 */
export function createMediaUrls(key: Uint8Array, now: () => number = Date.now) {
  const signatureOf = (pathname: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${pathname}\n${expires}`).digest('base64url');

  return {
    /** The URL with a fresh expiry and its signature; a query already on it is replaced. */
    sign(url: string): string {
      const pathname = url.split('?', 1)[0]!;
      const expires = (Math.floor(now() / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `${pathname}?expires=${expires}&signature=${signatureOf(pathname, expires)}`;
    },

    /** Seconds the signed URL is still good for, or 0 when it is expired, forged or unsigned. */
    secondsLeft(pathname: string, expires: unknown, signature: unknown): number {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return 0;
      const expected = Buffer.from(signatureOf(pathname, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 0;
      return Math.max(0, Number(expires) - Math.floor(now() / 1000));
    },
  };
}

export type MediaUrls = ReturnType<typeof createMediaUrls>;

/** The signing key, derived from a secret every process of the site shares (the VAPID private key). */
export function mediaUrlKeyOf(sharedSecret: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', sharedSecret, 'kindred', 'chat image urls', 32));
}
