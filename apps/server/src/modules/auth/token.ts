import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the bearer token or e-mail link token handed to the member. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
