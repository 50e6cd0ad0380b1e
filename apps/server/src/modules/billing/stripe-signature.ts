import { createHmac, timingSafeEqual } from 'node:crypto';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { BadRequest } from '../../http/errors';

/** Stripe's default: a signed delivery older (or newer) than five minutes is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeSignatureOf(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** A `Stripe-Signature` header as Stripe sends it, for tests and tools. */
export function stripeSignatureHeader(secret: string, rawBody: Buffer, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${stripeSignatureOf(secret, timestamp, rawBody)}`;
}

/**
 * Checks `Stripe-Signature: t=...,v1=...[,v1=...]`: an HMAC-SHA256 (hex) of `${t}.${rawBody}`
 * with the webhook secret, compared in constant time; any v1 may match (Stripe signs with each
 * live secret while one is rolled). Throws a 400 otherwise.
 */
export function verifyStripeSignature(secret: string, header: string | undefined, rawBody: Buffer, now: Date): void {
  if (!header || header.length > 2000) throw new BadRequest(BILLING_MESSAGES.signatureInvalid);
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) throw new BadRequest(BILLING_MESSAGES.signatureInvalid);
  const expected = Buffer.from(stripeSignatureOf(secret, timestamp, rawBody), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) {
    throw new BadRequest(BILLING_MESSAGES.signatureInvalid);
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new BadRequest(BILLING_MESSAGES.signatureStale);
  }
}
