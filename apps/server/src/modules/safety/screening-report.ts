import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reports } from '../../db/schema/safety';
import { insertReport, lockReportsOf } from './reports.repo';

/** Where a report from Kindred's own screening comes from (no member filed it). */
export const SCREENING_SOURCE = 'screening';

/**
 * Queues a member for review by Kindred's own screening (decision 081): one open report about them,
 * with no reporter, whose details say what was seen; a later finding updates it. Public to other
 * modules, so the `reports` table stays safety's.
 */
export async function fileScreeningReport(
  db: Database,
  finding: { reportedId: string; matchId: string; details: string },
): Promise<void> {
  await db.transaction(async (t) => {
    await lockReportsOf(t, `${SCREENING_SOURCE}:${finding.reportedId}`);
    const open = and(
      isNull(reports.reporterId),
      eq(reports.reportedId, finding.reportedId),
      eq(reports.source, SCREENING_SOURCE),
      eq(reports.status, 'open'),
    );
    const updated = await t
      .update(reports)
      .set({ details: finding.details, matchId: finding.matchId })
      .where(open)
      .returning({ id: reports.id });
    if (updated.length > 0) return;
    await insertReport(t, {
      reporterId: null,
      reportedId: finding.reportedId,
      matchId: finding.matchId,
      source: SCREENING_SOURCE,
      reason: 'other',
      details: finding.details,
    });
  });
}
