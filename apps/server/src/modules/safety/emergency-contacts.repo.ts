import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { emergencyContactEmails, emergencyContacts } from '../../db/schema/safety';

const contactColumns = {
  id: emergencyContacts.id,
  name: emergencyContacts.name,
  email: emergencyContacts.email,
  confirmedAt: emergencyContacts.confirmedAt,
  lastSentAt: emergencyContacts.lastSentAt,
  createdAt: emergencyContacts.createdAt,
};

export type EmergencyContactRow = Awaited<ReturnType<typeof emergencyContactsOf>>[number];

/** A member's contacts, oldest first. */
export function emergencyContactsOf(db: Database, userId: string) {
  return db
    .select(contactColumns)
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id));
}

/** One of the member's contacts, or undefined when they have none with that id. */
export async function emergencyContactOf(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(contactColumns)
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.userId, userId), eq(emergencyContacts.id, id)));
  return row;
}

/** The member's confirmed contacts (of `ids`, when given): the only ones Kindred may write to. */
export function confirmedEmergencyContactsOf(db: Database, userId: string, ids?: readonly string[]) {
  return db
    .select({ id: emergencyContacts.id, name: emergencyContacts.name, email: emergencyContacts.email })
    .from(emergencyContacts)
    .where(
      and(
        eq(emergencyContacts.userId, userId),
        isNotNull(emergencyContacts.confirmedAt),
        ids ? inArray(emergencyContacts.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id));
}

/**
 * Adds a contact, unconfirmed, with its link's token hash, unless the member has `max` already or
 * the address already; the member's row is locked first, so two adds at once cannot both pass.
 */
export async function insertEmergencyContact(
  db: Database,
  values: {
    userId: string;
    name: string;
    email: string;
    tokenHash: string;
    tokenExpiresAt: Date;
    at: Date;
    max: number;
  },
): Promise<{ id: string } | 'full' | 'duplicate'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${values.userId} for update`);
    const existing = await tx
      .select({ email: emergencyContacts.email })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, values.userId));
    if (existing.some((row) => row.email === values.email)) return 'duplicate';
    if (existing.length >= values.max) return 'full';
    const [row] = await tx
      .insert(emergencyContacts)
      .values({
        userId: values.userId,
        name: values.name,
        email: values.email,
        tokenHash: values.tokenHash,
        tokenExpiresAt: values.tokenExpiresAt,
        lastSentAt: values.at,
        createdAt: values.at,
      })
      .returning({ id: emergencyContacts.id });
    return row!;
  });
}

/** Removes one of the member's contacts; false when they have none with that id. */
export async function deleteEmergencyContact(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emergencyContacts)
    .where(and(eq(emergencyContacts.userId, userId), eq(emergencyContacts.id, id)))
    .returning({ id: emergencyContacts.id });
  return rows.length > 0;
}

/**
 * A new link for an unconfirmed contact whose last e-mail is older than `sentBefore`: the old link
 * stops working. Undefined when the contact confirmed meanwhile or was e-mailed since.
 */
export async function renewEmergencyContactToken(
  db: Database,
  values: { userId: string; id: string; tokenHash: string; tokenExpiresAt: Date; at: Date; sentBefore: Date },
) {
  const [row] = await db
    .update(emergencyContacts)
    .set({ tokenHash: values.tokenHash, tokenExpiresAt: values.tokenExpiresAt, lastSentAt: values.at })
    .where(
      and(
        eq(emergencyContacts.userId, values.userId),
        eq(emergencyContacts.id, values.id),
        isNull(emergencyContacts.confirmedAt),
        lte(emergencyContacts.lastSentAt, values.sentBefore),
      ),
    )
    .returning({ id: emergencyContacts.id, name: emergencyContacts.name, email: emergencyContacts.email });
  return row;
}

/**
 * Confirms the contact whose unexpired link this is, and forgets the link: one statement, so a link
 * works once. Undefined when no such link is live.
 */
export async function confirmEmergencyContactByToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emergencyContacts)
    .set({ confirmedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(emergencyContacts.tokenHash, tokenHash),
        isNull(emergencyContacts.confirmedAt),
        gt(emergencyContacts.tokenExpiresAt, now),
      ),
    )
    .returning({ id: emergencyContacts.id });
  return row;
}

/** Notes one confirmation e-mail sent for the member (the daily cap counts them). */
export async function recordEmergencyContactEmail(db: Database, userId: string, at: Date): Promise<void> {
  await db.insert(emergencyContactEmails).values({ userId, sentAt: at });
}

/** Confirmation e-mails sent for the member since `since`, removed contacts' included. */
export async function emergencyContactEmailsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(emergencyContactEmails)
    .where(and(eq(emergencyContactEmails.userId, userId), gt(emergencyContactEmails.sentAt, since)));
  return row?.sent ?? 0;
}
