export interface SendRate {
  perSecond: number;
  burst: number;
}

export interface SendRateLimit {
  /** Takes one token; false when the member is sending too fast. */
  take(memberId: string): boolean | Promise<boolean>;
}

/** Buckets every process shares (Redis, decision 093); the composition root hands them in. */
export interface SharedBuckets {
  take(memberId: string, rate: SendRate): Promise<boolean>;
}

/**
 * A token bucket per member: `burst` sends at once, refilled at `perSecond`, kept in the process
 * (the embedded default: one process).
 */
export function createSendRateLimit({ perSecond, burst }: SendRate, now = () => Date.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const MAX_TRACKED = 100_000;

  return {
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
  } satisfies SendRateLimit;
}

/**
 * The same limit in buckets every process shares, so a member's sockets on several processes
 * share one rate. While the shared store fails, this process's own bucket limits instead.
 */
export function createSharedSendRateLimit(
  rate: SendRate,
  shared: SharedBuckets,
  onError: (error: unknown) => void,
): SendRateLimit {
  const local = createSendRateLimit(rate);
  return {
    async take(memberId) {
      try {
        return await shared.take(memberId, rate);
      } catch (error) {
        onError(error);
        return local.take(memberId);
      }
    },
  };
}
