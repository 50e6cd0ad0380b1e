import type { LimitsRedis } from './limits-redis';

/**
 * Cards shown, counted for every process (decision 093): at each exposure snapshot a process adds
 * the cards it showed to a Redis hash per period and takes back what every process added since it
 * last looked, so each applies every card shown anywhere exactly once. Two periods are read (a
 * process that snapshots just after a period turned still sees the end of the last one); older
 * ones expire. A process's first exchange takes in the two periods before it started.
 */
export function redisShownCounts(
  redis: LimitsRedis,
  { periodMs, prefix = 'kindred:exposure:shown:' }: { periodMs: number; prefix?: string },
) {
  /** `${period}|${memberId}` → the count in that period's hash already taken in. */
  const seen = new Map<string, number>();
  const key = (period: number) => `${prefix}${period}`;

  return {
    async exchange(local: ReadonlyMap<string, number>): Promise<Map<string, number>> {
      const period = Math.floor(Date.now() / periodMs);
      if (local.size > 0) {
        const write = redis.multi();
        for (const [id, count] of local) write.hIncrBy(key(period), id, count);
        write.pExpire(key(period), periodMs * 3);
        await write.exec();
      }
      const [previous, current] = await Promise.all([redis.hGetAll(key(period - 1)), redis.hGetAll(key(period))]);
      const fresh = new Map<string, number>();
      for (const [at, counts] of [
        [period - 1, previous],
        [period, current],
      ] as const) {
        for (const [id, text] of Object.entries(counts)) {
          const total = Number(text);
          const before = seen.get(`${at}|${id}`) ?? 0;
          if (total <= before) continue;
          fresh.set(id, (fresh.get(id) ?? 0) + total - before);
          seen.set(`${at}|${id}`, total);
        }
      }
      for (const entry of seen.keys()) if (Number(entry.slice(0, entry.indexOf('|'))) < period - 1) seen.delete(entry);
      return fresh;
    },
  };
}
