import type { Database } from '../../db/database';
import { safetyRowsOf } from './date-safety.repo';

/**
 * The date-safety section of a member's data export (decision 104): their shares (the contact as
 * an id; the link's token is never stored) and their check-ins with their logs.
 */
export async function exportDateSafetyOf(db: Database, userId: string) {
  const { shares, checkIns, events } = await safetyRowsOf(db, userId);
  return {
    dateShares: shares.map((share) => ({
      id: share.id,
      datePlanId: share.datePlanId,
      contactId: share.contactId,
      note: share.note,
      sharedAt: share.createdAt.toISOString(),
      revokedAt: share.revokedAt?.toISOString() ?? null,
    })),
    dateCheckIns: checkIns.map((checkIn) => ({
      id: checkIn.id,
      datePlanId: checkIn.datePlanId,
      minutes: checkIn.minutes,
      startedAt: checkIn.startedAt.toISOString(),
      endsAt: checkIn.endsAt.toISOString(),
      askedAt: checkIn.askedAt?.toISOString() ?? null,
      alertedAt: checkIn.alertedAt?.toISOString() ?? null,
      endedAt: checkIn.endedAt?.toISOString() ?? null,
      log: events
        .filter((event) => event.checkInId === checkIn.id)
        .map((event) => ({
          kind: event.kind,
          at: event.at.toISOString(),
          minutes: event.minutes,
          contactNames: event.contactNames ?? [],
        })),
    })),
  };
}
