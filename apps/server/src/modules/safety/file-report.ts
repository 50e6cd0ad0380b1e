import { LIMITS } from '@kindred/contract/constants';
import { SAFETY_MESSAGES } from '@kindred/contract/safety';
import type { Database } from '../../db/database';
import { TooManyRequests } from '../../http/errors';
import {
  countReportersInADay,
  countReportsFiledInADay,
  insertReport,
  lockReportsOf,
  updateOpenReport,
  type NewReport,
} from './reports.repo';

/**
 * Every report, from any screen, goes in through here (decision 030), so that one member cannot
 * bury the queue: a repeat about a member they already have an open report about updates that
 * report, and past LIMITS.reportsPerDay new reports in 24 hours the answer is 429. Counted from
 * the table under a per-reporter lock, so it holds across server processes.
 *
 * Answers how many different members have reported the member in the last 24 hours (0 when the
 * report names nobody), for decision 083's quarantine.
 */
export async function fileReport(db: Database, row: NewReport): Promise<{ reportersInADay: number }> {
  await db.transaction(async (t) => {
    await lockReportsOf(t, row.reporterId);
    if (row.reportedId && (await updateOpenReport(t, { ...row, reportedId: row.reportedId }))) return;
    if ((await countReportsFiledInADay(t, row.reporterId)) >= LIMITS.reportsPerDay) {
      throw new TooManyRequests(SAFETY_MESSAGES.tooManyReports);
    }
    await insertReport(t, row);
  });
  return { reportersInADay: row.reportedId ? await countReportersInADay(db, row.reportedId) : 0 };
}
