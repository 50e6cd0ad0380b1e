import type { Database } from '../db/database';
import { findUserByEmail } from '../modules/auth/auth.repo';
import type { PasswordHasher } from '../modules/auth/password';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

/** The demo accounts that still sign in with the password printed in this repository. */
export async function exposedDemoAccounts(
  db: Database,
  hasher: Pick<PasswordHasher, 'verify'>,
): Promise<DemoAccount[]> {
  const exposed: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (user?.passwordHash && (await hasher.verify(user.passwordHash, account.password))) exposed.push(account);
  }
  return exposed;
}

/** The one line a production start refuses with (decision 067). */
export function exposedDemoAccountsLine(accounts: readonly DemoAccount[]): string {
  const named = accounts
    .map((account) => `${account.email}${account.role === 'moderator' ? ' (a moderator)' : ''}`)
    .join(' and ');
  const which = accounts.length === 1 ? 'demo account' : 'demo accounts';
  return (
    `Refusing to serve in production: the ${which} ${named} still sign${accounts.length === 1 ? 's' : ''} in ` +
    'with the password published in the Kindred repository. Remove the demo accounts with ' +
    '"npm run demo:remove" (or change their passwords), then start again.'
  );
}
