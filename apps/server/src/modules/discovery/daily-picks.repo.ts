// The daily picks' reads and writes (docs/decisions/105): who is active, the day's picks.
import { and, eq, sql } from 'drizzle-orm';
import type { DailyPickKind } from '@kindred/contract/daily-pick';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { dailyPickRuns, dailyPicks } from '../../db/schema/daily-picks';

/** Rows a statement writes at once (PostgreSQL's 65535 parameters, five a row). */
const WRITE_BATCH = 5000;

export interface DailyPickRow {
  memberId: string;
  pickId: string;
  kind: DailyPickKind;
  compatibility: number;
}

/**
 * Active members (decision 105): recommendable (onboarded and discoverable, shown to everyone, not
 * paused, account active: what the candidate index holds), with a place of their own, and active
 * since `since`. In id order.
 */
export async function activeMemberIds(db: Database, since: Date): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT p.user_id AS id FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE p.discoverable AND p.profile_visibility = 'Everyone' AND p.paused_at IS NULL AND u.status = 'active'
      AND p.shown_lat IS NOT NULL AND p.shown_lng IS NOT NULL AND p.lat IS NOT NULL AND p.lng IS NOT NULL
      AND p.last_active_at >= ${since.toISOString()}::timestamptz
    ORDER BY p.user_id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Whether the day's picks are written. */
export async function dayChosen(db: Database, day: string): Promise<boolean> {
  const [row] = await db.select({ day: dailyPickRuns.day }).from(dailyPickRuns).where(eq(dailyPickRuns.day, day));
  return row !== undefined;
}

/**
 * Writes the day's picks and claims the day in one transaction; false (and nothing written) when
 * the day was already claimed: by an earlier run, or by another process whose transaction this one
 * waited for on the claim's primary key.
 */
export async function saveDailyPicks(db: Database, day: string, picks: readonly DailyPickRow[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyPickRuns)
      .values({ day, members: picks.length })
      .onConflictDoNothing()
      .returning({ day: dailyPickRuns.day });
    if (claimed.length === 0) return false;
    for (let start = 0; start < picks.length; start += WRITE_BATCH) {
      await tx
        .insert(dailyPicks)
        .values(picks.slice(start, start + WRITE_BATCH).map((pick) => ({ day, ...pick })))
        .onConflictDoNothing();
    }
    return true;
  });
}

/** The member's pick of the day, if the pass gave them one. */
export async function dailyPickOf(
  db: Database,
  memberId: string,
  day: string,
): Promise<{ pickId: string; kind: DailyPickKind; compatibility: number } | undefined> {
  const [row] = await db
    .select({ pickId: dailyPicks.pickId, kind: dailyPicks.kind, compatibility: dailyPicks.compatibility })
    .from(dailyPicks)
    .where(and(eq(dailyPicks.day, day), eq(dailyPicks.memberId, memberId)));
  return row ? { ...row, kind: row.kind as DailyPickKind } : undefined;
}
