import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authThrottles } from '../../db/schema/throttles';

export interface Hit {
  hits: number;
  /** Seconds until the window ends, by the database's clock. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key`, opening a new window when the last one has ended. One statement, so
 * concurrent requests on any number of processes count exactly.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const ended = sql`${authThrottles.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${authThrottles.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${authThrottles.windowEndsAt} end`,
      },
    })
    .returning({
      hits: authThrottles.hits,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from ${authThrottles.windowEndsAt} - now()))::int`,
    });
  if (!row) throw new Error('counting a throttle hit returned no row');
  return row;
}

/** Takes back one hit of the current window (an attempt that turned out not to count). */
export async function takeBack(db: Database, key: string): Promise<void> {
  await db
    .update(authThrottles)
    .set({ hits: sql`greatest(${authThrottles.hits} - 1, 0)` })
    .where(and(eq(authThrottles.key, key), gt(authThrottles.windowEndsAt, sql`now()`)));
}

export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(authThrottles).where(lte(authThrottles.windowEndsAt, sql`now()`));
}
