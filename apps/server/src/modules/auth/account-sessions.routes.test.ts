import { describe, expect, it } from 'vitest';
import { accountSessionsResponseSchema, SESSION_TEXTS } from '@kindred/contract/account-sessions';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, type CreatedMember } from '../../../test/factories';

// Issue 33 part 3, decision 069: where a member is signed in, and ending those sessions.
const t = useTestApp();

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(member: CreatedMember, userAgent: string): Promise<string> {
  const response = await t().app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

async function sessionsOf(token: string) {
  const response = await t().app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return accountSessionsResponseSchema.parse(response.json()).sessions;
}

const meStatus = async (token: string) =>
  (await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;

const end = (token: string, id: string) =>
  t().app.inject({
    method: 'DELETE',
    url: `/api/v1/account/sessions/${encodeURIComponent(id)}`,
    headers: bearer(token),
  });

const newSignInMails = (member: CreatedMember) =>
  t().mail.filter((mail) => mail.to === member.email && mail.subject === SESSION_TEXTS.newSignInSubject);

describe('where you are signed in', () => {
  it('lists each live session with its device and times, this one marked, and nothing secret', async () => {
    const member = await createMember(t().app);
    const mac = await signIn(member, MAC_CHROME);
    await signIn(member, IPHONE_SAFARI);

    const response = await t().app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: bearer(mac) });
    const sessions = await sessionsOf(mac);

    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(['Chrome on macOS']);
    expect(sessions.map((session) => session.device)).toContain('Safari on iPhone');
    expect(sessions.every((session) => session.place === null)).toBe(true);
    expect(sessions.every((session) => !Number.isNaN(Date.parse(session.lastActiveAt)))).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(mac);
    expect(response.body).not.toContain('token');
  });

  it('ends one session at once, and only the member’s own', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const phone = await signIn(member, IPHONE_SAFARI);
    const phoneId = (await sessionsOf(phone)).find((session) => session.current)!.id;

    expect((await end(other.token, phoneId)).statusCode).toBe(404);
    expect(await meStatus(phone)).toBe(200);
    for (const id of ['not-a-uuid', 'a%00b', '00000000-0000-0000-0000-000000000000', '1.5']) {
      const refused = await end(member.token, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: SESSION_TEXTS.sessionNotFound });
    }
    expect((await t().app.inject({ method: 'DELETE', url: `/api/v1/account/sessions/${phoneId}` })).statusCode).toBe(
      401,
    );

    expect((await end(member.token, phoneId)).statusCode).toBe(204);
    expect(await meStatus(phone)).toBe(401);
    expect((await sessionsOf(member.token)).map((session) => session.id)).not.toContain(phoneId);
    expect((await end(member.token, phoneId)).statusCode).toBe(404);
    expect(await meStatus(member.token)).toBe(200);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const member = await createMember(t().app);
    const others = [await signIn(member, MAC_CHROME), await signIn(member, IPHONE_SAFARI)];

    const response = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/account/sessions',
      headers: bearer(member.token),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const token of others) expect(await meStatus(token)).toBe(401);
    expect(await meStatus(member.token)).toBe(200);
    expect((await sessionsOf(member.token)).map((session) => session.current)).toEqual([true]);
  });

  it('e-mails "New sign-in to Kindred" for a kind of device never used before, once', async () => {
    const member = await createMember(t().app);
    const first = member.token;
    expect(newSignInMails(member)).toHaveLength(0);

    await signIn(member, IPHONE_SAFARI);
    await expect.poll(() => newSignInMails(member).length).toBe(1);
    const mail = newSignInMails(member)[0]!;
    expect(mail.text).toContain('Safari on iPhone');
    expect(mail.text).toContain('/settings#sessions');

    await signIn(member, IPHONE_SAFARI);
    await end(first, (await sessionsOf(first)).find((session) => !session.current)!.id);
    await signIn(member, IPHONE_SAFARI);
    // Nothing more is sent for a device already known (checked after a request that settles mail).
    await signIn(member, MAC_CHROME);
    await expect.poll(() => newSignInMails(member).length).toBe(2);
    expect(newSignInMails(member).filter((sent) => sent.text.includes('Safari on iPhone'))).toHaveLength(1);
  });
});
