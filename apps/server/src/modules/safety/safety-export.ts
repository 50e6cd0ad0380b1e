import type { Database } from '../../db/database';
import { blocksBy } from './blocks.repo';
import { emergencyContactsOf } from './emergency-contacts.repo';
import { hiddenWordsOf } from './hidden-words.repo';
import { reportsBy } from './reports.repo';

/**
 * The safety section of a member's data export: whom they blocked, what they reported, their Hidden
 * Words and their emergency contacts.
 */
export async function exportSafetyOf(db: Database, userId: string) {
  const [blocked, reported, hidden, contacts] = await Promise.all([
    blocksBy(db, userId),
    reportsBy(db, userId),
    hiddenWordsOf(db, userId),
    emergencyContactsOf(db, userId),
  ]);
  return {
    hiddenWords: hidden?.words ?? [],
    emergencyContacts: contacts.map((row) => ({
      name: row.name,
      email: row.email,
      confirmed: row.confirmedAt !== null,
      addedAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    blockedMembers: blocked.map((row) => ({
      memberId: row.blockedId,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
    reports: reported.map((row) => ({
      memberId: row.reportedId,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
