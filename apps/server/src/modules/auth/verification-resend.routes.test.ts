import { describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

const t = useTestApp({ VERIFICATION_RESENDS_PER_ACCOUNT: '2' });

const resend = (token: string) =>
  t().app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', headers: bearer(token) });

/** The test app keeps mail in the dev outbox, and says so (decision 074). */
const resent = { message: EMAIL_DELIVERY_MESSAGES.verification.outbox, emailDelivery: 'outbox' };

const verificationMailsTo = (email: string) =>
  t().mail.filter((message) => message.to === email && message.text.includes('/verification?token=')).length;

describe('POST /auth/resend-verification: the per-member limit', () => {
  it('sends up to the limit, then answers 429 with a clear message and Retry-After, and sends nothing', async () => {
    const member = await createMember(t().app);
    await expect.poll(() => verificationMailsTo(member.email)).toBe(1);

    for (const expected of [2, 3]) {
      const response = await resend(member.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(resent);
      await expect.poll(() => verificationMailsTo(member.email)).toBe(expected);
    }

    const refused = await resend(member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.verificationResendLimit);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(verificationMailsTo(member.email)).toBe(3);
  });

  it('counts each member apart: one member at the limit does not stop another', async () => {
    const first = await createMember(t().app);
    const second = await createMember(t().app);
    for (let i = 0; i < 3; i += 1) await resend(first.token);
    expect((await resend(first.token)).statusCode).toBe(429);
    const other = await resend(second.token);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(resent);
  });
});
