import argon2 from 'argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export interface PasswordHasherOptions {
  memoryKib: number;
}

export function createPasswordHasher({ memoryKib }: PasswordHasherOptions) {
  const params = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
  // A hash to verify against when the e-mail is unknown, so both paths cost the same time.
  let decoy: Promise<string> | undefined;

  return {
    hash(password: string): Promise<string> {
      return argon2.hash(password, params);
    },
    async verify(hash: string | null | undefined, password: string): Promise<boolean> {
      if (!hash) {
        decoy ??= argon2.hash('decoy-password-for-timing', params);
        await argon2.verify(await decoy, password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
