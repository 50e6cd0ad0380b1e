import type { Database } from '../database';
import { profiles } from '../schema/profiles';
import { users } from '../schema/users';

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
