/**
 * A token bucket per member: `burst` sends at once, refilled at `perSecond`. Kept in the process
 * (a member's sockets and requests usually reach one process; across several, each allows its
 * own bucket, which still caps a flood).
 */
export function createSendRateLimit(
  { perSecond, burst }: { perSecond: number; burst: number },
  now = () => Date.now(),
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const MAX_TRACKED = 100_000;

  return {
    /** Takes one token; false when the member is sending too fast. */
    take(memberId: string): boolean {
      const time = now();
      const bucket = buckets.get(memberId) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      if (!buckets.has(memberId) && buckets.size >= MAX_TRACKED) buckets.clear();
      buckets.set(memberId, bucket);
      return true;
    },
  };
}
