import { bigint, boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The passkeys of the auth module (decision 071): WebAuthn credentials a member signs in with,
// and the challenges a ceremony signs, kept in the database so any server process can finish it.

/** Raw bytes. pg hands back a Buffer, PGlite a Uint8Array: both are read as a plain Uint8Array. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url, as the browser sends it back. */
    credentialId: text('credential_id').notNull(),
    /** COSE-encoded public key. Not secret, but never leaves the server (not even in the export). */
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen; 0 for authenticators that keep none (most synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The member's label: the device it was added on ("Chrome on macOS") until renamed. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A ceremony's challenge: single-use (taken with DELETE ... RETURNING), short-lived, bound to its
 * purpose and, to add a passkey, to the member who asked. A sign-in's has no member: the passkey says who.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** 32 random bytes, base64url: what the authenticator signs inside clientDataJSON. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
