import type { Database } from '../db/database';
import { profiles } from '../db/schema/profiles';
import { users } from '../db/schema/users';
import { questionAnswers } from '../db/schema/compatibility';
import { interactions } from '../db/schema/likes';

/** 5 columns x 5,000 rows stays under Postgres' 65,535 bind parameters. */
const ANSWER_BATCH = 5_000;

export async function insertAnswers(db: Database, rows: (typeof questionAnswers.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ANSWER_BATCH) {
    await db.insert(questionAnswers).values(rows.slice(start, start + ANSWER_BATCH));
  }
}

export async function insertInteractions(db: Database, rows: (typeof interactions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(interactions).values(rows);
}

export type NewUserRow = typeof users.$inferInsert;
export type NewProfileRow = typeof profiles.$inferInsert;

export async function hasAnyUser(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Callers keep batches at 1,000 rows: ~35 profile columns stay under Postgres' 65,535 parameters. */
export async function insertUsersAndProfiles(
  db: Database,
  userRows: NewUserRow[],
  profileRows: NewProfileRow[],
): Promise<void> {
  if (userRows.length === 0) return;
  await db.insert(users).values(userRows);
  await db.insert(profiles).values(profileRows);
}

/** Every account and, by cascade, everything that belongs to one. For `seed --force` only. */
export async function deleteAllUsers(db: Database): Promise<void> {
  await db.delete(users);
}
