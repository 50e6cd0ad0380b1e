import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import type { BackgroundQueue } from '../../jobs/background-queue';
import { RetryLater } from './retry-later';
import { hashToken } from './token';
import * as repo from './throttle.repo';

export interface LoginThrottleOptions {
  /** Failed password checks from one address (IPv6: one /64), whatever the e-mail. */
  failuresPerAddress: number;
  /** Failed password checks on one e-mail, from any address, known account or not. */
  failuresPerAccount: number;
  /** Reset e-mails asked for one e-mail address, whoever asks. */
  resetsPerAccount: number;
  /** New verification e-mails one member asks for (decision 051). */
  verificationResendsPerAccount: number;
  windowMs: number;
}

export interface LoginAttempt {
  /** The password was right: this attempt does not count, and the account's failures are forgiven. */
  succeeded(): Promise<void>;
  /** The password was never checked (the hasher was busy): this attempt does not count. */
  discard(): Promise<void>;
}

/** The network an address belongs to: IPv6 hosts usually hold a whole /64. */
export function networkOf(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.)/i, '').split('%')[0]!;
  if (!address.includes(':')) return address;
  const [left = '', right] = address.split('::');
  const head = left ? left.split(':') : [];
  const tail = right ? right.split(':') : [];
  const groups = right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Login and reset throttles that hold across server processes (counters in the database), checked
 * before any argon2 work (docs/decisions/029). Keys never depend on whether the account exists, so
 * known and unknown e-mails get the same answers.
 */
export function createLoginThrottle(db: Database, options: LoginThrottleOptions, background: BackgroundQueue) {
  const addressKey = (ip: string) => `login-address:${hashToken(networkOf(ip))}`;
  const accountKey = (email: string) => `login-account:${hashToken(email)}`;
  const resetKey = (email: string) => `reset-account:${hashToken(email)}`;
  const resendKey = (userId: string) => `verification-resend:${userId}`;
  let cleanedAt = 0;

  function cleanLater(): void {
    if (Date.now() - cleanedAt < options.windowMs) return;
    cleanedAt = Date.now();
    background.schedule('auth-throttles:cleanup', () => repo.deleteEndedWindows(db));
  }

  /** Counts the attempt, or refuses it once the key is past `max` in this window. */
  async function count(key: string, max: number, message?: string): Promise<void> {
    const { hits, retryAfterSeconds } = await repo.countHit(db, key, options.windowMs);
    if (hits > max) throw new RetryLater(429, retryAfterSeconds, message);
  }

  return {
    /** Before the password is checked: counts the attempt as a failure until told otherwise. */
    async beginLogin(ip: string | null, email: string): Promise<LoginAttempt> {
      cleanLater();
      const address = ip ? addressKey(ip) : null;
      const account = accountKey(email);
      if (address) await count(address, options.failuresPerAddress);
      try {
        await count(account, options.failuresPerAccount);
      } catch (error) {
        // Refused for the account, not checked: it costs the address nothing.
        if (address) await repo.takeBack(db, address);
        throw error;
      }
      const takeBack = async (forgiveAccount: boolean) => {
        if (address) await repo.takeBack(db, address);
        await (forgiveAccount ? repo.clearKey(db, account) : repo.takeBack(db, account));
      };
      return { succeeded: () => takeBack(true), discard: () => takeBack(false) };
    },

    /**
     * A passkey sign-in (decision 071): counted against the address, with the same budget as
     * passwords, and taken back when it signs in. No account key: the account is known only once
     * the passkey is, and a password lockout (a guessing defence) does not hold up a passkey.
     */
    async beginPasskeyLogin(ip: string | null): Promise<LoginAttempt> {
      cleanLater();
      const address = ip ? addressKey(ip) : null;
      if (address) await count(address, options.failuresPerAddress);
      const takeBack = async () => {
        if (address) await repo.takeBack(db, address);
      };
      return { succeeded: takeBack, discard: takeBack };
    },

    /** A new password was set through an e-mailed link: earlier failures on the account are forgiven. */
    forgiveAccount: (email: string) => repo.clearKey(db, accountKey(email)),

    /** Each reset e-mail asked for counts against the address asked about, whoever asks. */
    async requestReset(email: string): Promise<void> {
      cleanLater();
      await count(resetKey(email), options.resetsPerAccount);
    },

    /** Each new verification e-mail counts against the member, from any address or process. */
    async resendVerification(userId: string): Promise<void> {
      cleanLater();
      await count(resendKey(userId), options.verificationResendsPerAccount, MESSAGES.verificationResendLimit);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
