import { describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES, type EmailDelivery } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp, type TestApp } from '../../../test/app';
import { bearer, createMember, uniqueEmail } from '../../../test/factories';

// Decision 074: every answer that mails something says where the mail went, never "sent" when it
// went nowhere. Three servers: SMTP set, the dev outbox on (the test default), neither.
const servers: { delivery: EmailDelivery; app: () => TestApp }[] = [
  { delivery: 'sent', app: useTestApp({ DEV_OUTBOX: 'false' }, { mailTransport: 'smtp' }) },
  { delivery: 'outbox', app: useTestApp({ DEV_OUTBOX: 'true' }) },
  { delivery: 'none', app: useTestApp({ DEV_OUTBOX: 'false' }) },
];

describe.each(servers)('a server whose mail is $delivery', ({ delivery, app }) => {
  const call = (method: 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    app().app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });

  it('says so when a member registers', async () => {
    const member = await createMember(app().app);
    expect(member).toMatchObject({ emailDelivery: delivery, user: { emailVerified: false } });
  });

  it('says so when a member asks for a new verification link', async () => {
    const member = await createMember(app().app);
    const response = await call('POST', '/auth/resend-verification', member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: EMAIL_DELIVERY_MESSAGES.verification[delivery],
      emailDelivery: delivery,
    });
  });

  it('answers a reset request the same for known and unknown addresses', async () => {
    const member = await createMember(app().app);
    const known = await call('POST', '/auth/request-reset', undefined, { email: member.email });
    const unknown = await call('POST', '/auth/request-reset', undefined, { email: uniqueEmail('ghost') });
    const expected = { message: EMAIL_DELIVERY_MESSAGES.reset[delivery], emailDelivery: delivery };
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('says so when a member changes their e-mail address', async () => {
    const member = await createMember(app().app);
    const response = await call('PUT', '/account/email', member.token, {
      email: uniqueEmail('moved'),
      currentPassword: member.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: EMAIL_DELIVERY_MESSAGES.emailChanged[delivery],
      emailDelivery: delivery,
    });
  });
});

describe('the messages', () => {
  it('claim "sent" only for SMTP, and tell members plainly when nothing was sent', () => {
    expect(EMAIL_DELIVERY_MESSAGES.verification.sent).toBe(MESSAGES.verificationSent);
    expect(EMAIL_DELIVERY_MESSAGES.reset.sent).toBe(MESSAGES.resetRequested);
    expect(EMAIL_DELIVERY_MESSAGES.emailChanged.sent).toBe(MESSAGES.emailChanged);
    for (const texts of Object.values(EMAIL_DELIVERY_MESSAGES)) {
      expect(texts.outbox).toMatch(/dev outbox/);
      expect(texts.none).toMatch(/can't send e-mail/);
      expect(texts.none).not.toMatch(/we (have )?sent|check your inbox/i);
    }
  });
});
