import { CONNECTED_ACCOUNT_MESSAGES, type ConnectedAccounts } from '@kindred/contract/connected-accounts';
import { AUTH_PROVIDERS, type AuthProvider } from '@kindred/contract/enums';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import type { Database } from '../../db/database';
import type { Member } from '../../http/authenticate';
import { Conflict, NotFound, Unauthorized } from '../../http/errors';
import { connectedAccountEmail } from '../mail/auth-emails';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { findOauthAccount, findUserById, insertOauthAccount } from './auth.repo';
import { deleteOauthAccount, signInWaysOf, type SignInWays } from './connected-accounts.repo';
import { PROVIDER_LABELS, type ProviderVerifier } from './provider-identity';

export interface ConnectedAccountsDeps {
  db: Database;
  verifyProvider: ProviderVerifier;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}

/** A provider named in a path: one of ours, or a 404 like any unknown thing. */
export function providerNamed(name: string): AuthProvider {
  const provider = AUTH_PROVIDERS.find((known) => known === name);
  if (!provider) throw new NotFound(MESSAGES.providerUnknown);
  return provider;
}

function view(ways: SignInWays): ConnectedAccounts {
  return {
    accounts: ways.accounts.map((row) => ({ provider: row.provider, connectedAt: row.createdAt.toISOString() })),
    hasPassword: ways.hasPassword,
    passkeys: ways.passkeys,
  };
}

/** How many ways in the member keeps without `provider`'s links. */
const waysWithout = (ways: SignInWays, provider: AuthProvider) =>
  (ways.hasPassword ? 1 : 0) + ways.passkeys + ways.accounts.filter((row) => row.provider !== provider).length;

/**
 * Connected Accounts (decision 072): link a Google or Apple identity the provider vouches for (its
 * ID token), unlink one unless it is the member's last way to sign in.
 */
export function createConnectedAccountsService({ db, verifyProvider, mailer, publicUrl, log }: ConnectedAccountsDeps) {
  async function waysOf(userId: string, tx: Database = db, lock = false): Promise<SignInWays> {
    const ways = await signInWaysOf(tx, userId, lock);
    if (!ways) throw new Unauthorized(MESSAGES.unauthorized);
    return ways;
  }

  return {
    async list(member: Member): Promise<ConnectedAccounts> {
      return view(await waysOf(member.userId));
    },

    async link(member: Member, providerName: string, token: string | undefined): Promise<ConnectedAccounts> {
      const provider = providerNamed(providerName);
      const label = PROVIDER_LABELS[provider];
      const identity = await verifyProvider(provider, token);
      const added = await db.transaction(async (tx) => {
        const ways = await waysOf(member.userId, tx, true);
        const existing = await findOauthAccount(tx, provider, identity.subject);
        if (existing && existing.userId !== member.userId)
          throw new Conflict(CONNECTED_ACCOUNT_MESSAGES.linkedElsewhere(label));
        if (existing) return false;
        if (ways.accounts.some((row) => row.provider === provider)) {
          throw new Conflict(CONNECTED_ACCOUNT_MESSAGES.otherLinked(label));
        }
        await insertOauthAccount(tx, { provider, subject: identity.subject, userId: member.userId });
        // Another account took this identity in the same moment: the insert did nothing.
        const linked = await findOauthAccount(tx, provider, identity.subject);
        if (linked?.userId !== member.userId) throw new Conflict(CONNECTED_ACCOUNT_MESSAGES.linkedElsewhere(label));
        return true;
      });
      if (added) {
        // A new way into the account: its owner hears of it, as of a sign-in from a new device.
        const user = await findUserById(db, member.userId);
        if (user)
          sendInBackground(mailer, log, connectedAccountEmail(user.email, label, `${publicUrl}${ROUTES.profile}`));
      }
      return view(await waysOf(member.userId));
    },

    async unlink(member: Member, providerName: string): Promise<ConnectedAccounts> {
      const provider = providerNamed(providerName);
      const label = PROVIDER_LABELS[provider];
      await db.transaction(async (tx) => {
        const ways = await waysOf(member.userId, tx, true);
        if (!ways.accounts.some((row) => row.provider === provider)) {
          throw new NotFound(CONNECTED_ACCOUNT_MESSAGES.notLinked(label));
        }
        if (waysWithout(ways, provider) === 0) throw new Conflict(CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn(label));
        await deleteOauthAccount(tx, member.userId, provider);
      });
      return view(await waysOf(member.userId));
    },
  };
}

export type ConnectedAccountsService = ReturnType<typeof createConnectedAccountsService>;
