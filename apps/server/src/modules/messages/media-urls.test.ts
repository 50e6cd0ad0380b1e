import { describe, expect, it } from 'vitest';
import { createMediaUrls, mediaUrlKeyOf } from './media-urls';

const HOUR_MS = 3600_000;
const path = '/uploads/7d3c2a10-0000-4000-8000-000000000001/7d3c2a10-0000-4000-8000-000000000002-1080.webp';

function parts(url: string) {
  const query = new URLSearchParams(url.split('?')[1]);
  return [url.split('?')[0]!, query.get('expires') ?? undefined, query.get('signature') ?? undefined] as const;
}

describe('chat image URLs (decision 091)', () => {
  it('stay the same within an hour, and work until the end of the next one', () => {
    let now = Date.UTC(2026, 10, 29, 18, 10);
    const urls = createMediaUrls(mediaUrlKeyOf('a shared secret'), () => now);
    const signed = urls.sign(path);
    expect(urls.sign(`${path}?expires=1&signature=old`)).toBe(signed);
    now += 40 * 60_000;
    expect(urls.sign(path)).toBe(signed);
    expect(urls.secondsLeft(...parts(signed))).toBe(70 * 60);

    now = Date.UTC(2026, 10, 29, 20, 0) - 1000;
    expect(urls.secondsLeft(...parts(signed))).toBe(1);
    now += HOUR_MS;
    expect(urls.secondsLeft(...parts(signed))).toBe(0);
  });

  it('are refused when forged, moved to another path, signed with another key, or unsigned', () => {
    const now = () => Date.UTC(2026, 10, 29, 18, 10);
    const urls = createMediaUrls(mediaUrlKeyOf('a shared secret'), now);
    const [pathname, expires, signature] = parts(urls.sign(path));
    expect(urls.secondsLeft(pathname, expires, signature)).toBeGreaterThan(0);
    expect(urls.secondsLeft(pathname.replace('-1080', '-320'), expires, signature)).toBe(0);
    expect(urls.secondsLeft(pathname, String(Number(expires) + 3600), signature)).toBe(0);
    expect(urls.secondsLeft(pathname, expires, `${signature}x`)).toBe(0);
    expect(urls.secondsLeft(pathname, undefined, undefined)).toBe(0);
    expect(urls.secondsLeft(pathname, ['1'], signature)).toBe(0);
    const other = createMediaUrls(mediaUrlKeyOf('another secret'), now);
    expect(other.secondsLeft(pathname, expires, signature)).toBe(0);
  });
});
