import type { Database } from '../../db/database';
import { interestKey } from '../compatibility/interests-score';
import { interestCounts } from './interest-frequencies.repo';

/** How stale the shares may get: they move slowly, and counting costs a scan of every profile. */
export const INTEREST_FREQUENCY_TTL_MS = 10 * 60 * 1000;

export interface InterestFrequencies {
  /** Share of members listing the interest, 0 to 1 (unknown interests count as rare). */
  share(interest: string): number;
  /** The most listed interests, most listed first, as members usually write them. */
  popular: readonly string[];
}

async function countInterests(db: Database): Promise<InterestFrequencies> {
  const rows = await interestCounts(db);
  const total = Math.max(1, rows[0]?.total ?? 1);
  const shares = new Map(rows.map((row) => [row.key, row.members / total]));
  return {
    share: (interest) => shares.get(interestKey(interest)) ?? 0,
    popular: rows.map((row) => row.label),
  };
}

/**
 * Interest shares for the rarity weights of the interests sub-score, counted at most once per TTL
 * per process. A stale value is served while a fresh count runs, so no request waits on the scan
 * (seconds with a million members) except one that comes before the first count, which `warm`
 * starts with the app.
 */
export function createInterestFrequencyCache(db: Database, now: () => number = Date.now) {
  let current: { value: InterestFrequencies; at: number } | null = null;
  let pending: Promise<InterestFrequencies> | null = null;

  const refresh = () =>
    (pending ??= countInterests(db)
      .then((value) => {
        current = { value, at: now() };
        return value;
      })
      .finally(() => {
        pending = null;
      }));

  return {
    async get(): Promise<InterestFrequencies> {
      if (!current) return refresh();
      if (now() - current.at > INTEREST_FREQUENCY_TTL_MS) void refresh().catch(() => undefined);
      return current.value;
    },
    /** Starts the first count (when the app starts). */
    warm(): void {
      void refresh().catch(() => undefined);
    },
    /** Counts again now; the last count is served until this one is done. */
    recount(): Promise<InterestFrequencies> {
      return refresh();
    },
  };
}

export type InterestFrequencyCache = ReturnType<typeof createInterestFrequencyCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's interest shares: tests compare rankings over the same count. */
    interestFrequencies: InterestFrequencyCache;
  }
}
