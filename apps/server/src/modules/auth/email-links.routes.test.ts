import { describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, uniqueEmail } from '../../../test/factories';

const t = useTestApp();

const post = (url: string, payload?: object, token?: string) =>
  t().app.inject({
    method: 'POST',
    url: `/api/v1/auth/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });

/** The token in the newest e-mail to `to` whose link goes to `page`. */
function linkToken(to: string, page: string): string {
  const mail = [...t().mail].reverse().find((message) => message.to === to && message.text.includes(page));
  const token = mail && new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${page} e-mail to ${to}`);
  return token;
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const member = await createMember(t().app);
    const before = t().mail.length;
    const unknown = await post('request-reset', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(200);
    // The test app keeps mail in the dev outbox, and says so (decision 074).
    const outboxAnswer = { message: EMAIL_DELIVERY_MESSAGES.reset.outbox, emailDelivery: 'outbox' };
    expect(unknown.json()).toEqual(outboxAnswer);
    const known = await post('request-reset', { email: member.email });
    expect(known.json()).toEqual(outboxAnswer);
    await expect.poll(() => t().mail.length).toBe(before + 1);
    expect(t().mail.at(-1)?.to).toBe(member.email);
  });

  it('sets the new password, signs out every session, and the link works once', async () => {
    const member = await createMember(t().app);
    await post('request-reset', { email: member.email });
    await expect
      .poll(() => t().mail.some((m) => m.to === member.email && m.text.includes('/reset-password')))
      .toBe(true);
    const token = linkToken(member.email, '/reset-password');

    const reset = await post('reset-password', { token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MESSAGES.passwordResetDone });

    expect(
      (await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) })).statusCode,
    ).toBe(401);
    expect((await post('login', { email: member.email, password: member.password })).statusCode).toBe(401);
    expect((await post('login', { email: member.email, password: 'a brand new secret' })).statusCode).toBe(200);

    const again = await post('reset-password', { token, password: 'yet another secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses a made-up token and a short new password with clear messages', async () => {
    const madeUp = await post('reset-password', { token: 'not-a-real-token', password: 'long enough password' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(MESSAGES.resetTokenInvalid);
    const short = await post('reset-password', { token: 'whatever', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
  });

  it('validates the e-mail of a reset request', async () => {
    const response = await post('request-reset', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.emailInvalid);
  });
});

describe('e-mail verification', () => {
  it('verifies the address from the registration e-mail, once', async () => {
    const member = await createMember(t().app);
    const token = linkToken(member.email, '/verification');
    const verified = await post('verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: MESSAGES.emailVerified });
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) });
    expect(me.json().user.emailVerified).toBe(true);
    const again = await post('verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.verifyTokenInvalid);
  });

  it('resends a link to a signed-in, unverified member; the old link stops working', async () => {
    const member = await createMember(t().app);
    const first = linkToken(member.email, '/verification');
    expect((await post('resend-verification')).statusCode).toBe(401);
    const resent = await post('resend-verification', undefined, member.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: EMAIL_DELIVERY_MESSAGES.verification.outbox, emailDelivery: 'outbox' });
    await expect.poll(() => linkToken(member.email, '/verification')).not.toBe(first);
    expect((await post('verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('verify-email', { token: linkToken(member.email, '/verification') })).statusCode).toBe(200);
    const after = await post('resend-verification', undefined, member.token);
    expect(after.json()).toEqual({ message: MESSAGES.alreadyVerified, emailDelivery: 'outbox' });
  });

  it('answers a missing token with a 400', async () => {
    const response = await post('verify-email', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.verifyTokenInvalid);
  });
});
