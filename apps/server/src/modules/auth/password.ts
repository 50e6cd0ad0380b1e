import os from 'node:os';
import argon2 from 'argon2';
import { createWorkLimit } from '../../jobs/work-limit';
import { RetryLater } from './retry-later';

export interface PasswordHasherOptions {
  /** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
  memoryKib: number;
  /** Hashes computed at once; the rest of the cores stay free for other requests. */
  concurrency?: number;
  /** Hashes that may wait for a turn; past it the request answers 503 at once. No cap by default (seeding). */
  queueLimit?: number;
}

/** One core stays for the event loop and everything else. */
export const defaultHashConcurrency = () => Math.max(1, os.availableParallelism() - 1);

export function createPasswordHasher({
  memoryKib,
  concurrency = defaultHashConcurrency(),
  queueLimit = Infinity,
}: PasswordHasherOptions) {
  const params = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
  // argon2 is meant to be expensive, so a flood of logins could take every core (and 19 MiB each):
  // at most `concurrency` run, up to `queueLimit` wait, more are refused (docs/decisions/029).
  const limited = createWorkLimit(concurrency, queueLimit, () => new RetryLater(503, 1));
  // A hash to verify against when the e-mail is unknown, so both paths cost the same time.
  let decoy: Promise<string> | undefined;

  return {
    hash(password: string): Promise<string> {
      return limited(() => argon2.hash(password, params));
    },
    async verify(hash: string | null | undefined, password: string): Promise<boolean> {
      if (!hash) {
        decoy ??= argon2.hash('decoy-password-for-timing', params);
        const known = await decoy;
        await limited(() => argon2.verify(known, password)).catch((error: unknown) => {
          if (error instanceof RetryLater) throw error;
        });
        return false;
      }
      return limited(() => argon2.verify(hash, password)).catch((error: unknown) => {
        if (error instanceof RetryLater) throw error;
        return false;
      });
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
