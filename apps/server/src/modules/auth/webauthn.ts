// What both passkey ceremonies need (decision 071): who the relying party is, the challenge a
// response signed, and the member's user handle.

/** The relying party from PUBLIC_URL: its hostname is the RP id, its origin the only one accepted. */
export function relyingPartyOf(publicUrl: string): { rpID: string; origin: string } {
  const { hostname, origin } = new URL(publicUrl);
  return { rpID: hostname, origin };
}

export const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** The transports we know; browsers add new ones, which are dropped rather than refused. */
export const knownTransports = (values: readonly string[] | undefined): Transport[] =>
  (values ?? []).filter((value): value is Transport => (TRANSPORTS as readonly string[]).includes(value));

/** A challenge as we issue them: 32 random bytes, base64url (43 characters). */
const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * The challenge a response signed, read from its clientDataJSON (which the library verifies with
 * the rest once the challenge is taken). Null when it cannot be read or is not one we could have
 * issued, so nothing odd reaches SQL.
 */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && CHALLENGE_SHAPE.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** The WebAuthn user handle: the member's id as its 16 bytes, no e-mail or name in it. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

/** The same, as a sign-in response carries it (base64url). */
export const encodedUserHandleOf = (userId: string) => Buffer.from(userHandleOf(userId)).toString('base64url');
