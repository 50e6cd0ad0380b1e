import { sql } from 'drizzle-orm';
import type { AuthProvider } from '@kindred/contract/enums';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';

export interface SignInWays {
  hasPassword: boolean;
  passkeys: number;
  accounts: { provider: AuthProvider; subject: string; createdAt: Date }[];
}

/**
 * Every way the member signs in: password, passkeys, linked providers. With `lock` the account row
 * is held for the transaction, so two removals at once cannot both take what they think is not the last.
 */
export async function signInWaysOf(db: Database, userId: string, lock = false): Promise<SignInWays | undefined> {
  const [user] = rowsOf<{ hasPassword: boolean; passkeys: number | string }>(
    await db.execute(sql`
      SELECT u.password_hash IS NOT NULL AS "hasPassword",
        (SELECT count(*) FROM passkeys k WHERE k.user_id = u.id) AS passkeys
      FROM users u WHERE u.id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  if (!user) return undefined;
  const accounts = rowsOf<{ provider: AuthProvider; subject: string; createdAt: Date | string }>(
    await db.execute(sql`
      SELECT provider, subject, created_at AS "createdAt" FROM oauth_accounts
      WHERE user_id = ${userId} ORDER BY created_at`),
  );
  return {
    hasPassword: user.hasPassword,
    passkeys: Number(user.passkeys),
    accounts: accounts.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
  };
}

export async function deleteOauthAccount(db: Database, userId: string, provider: AuthProvider): Promise<boolean> {
  const result = await db.execute(
    sql`DELETE FROM oauth_accounts WHERE user_id = ${userId} AND provider = ${provider} RETURNING provider`,
  );
  return rowsOf(result).length > 0;
}
