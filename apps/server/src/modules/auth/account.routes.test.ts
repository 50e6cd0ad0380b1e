import fs from 'node:fs';
import path from 'node:path';
import { dataExportSchema } from '@kindred/contract/data-export';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { emailTokens, sessions, users } from '../../db/schema/users';
import { photos, profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  createMember,
  randomSpot,
  registrationBody,
  uniqueEmail,
} from '../../../test/factories';

const t = useTestApp();

const call = (method: 'PUT' | 'DELETE' | 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const login = (email: string, password: string) => call('POST', '/auth/login', undefined, { email, password });

describe('PUT /account/email', () => {
  it('changes the address after the current password, asks to verify it, and tells the old one', async () => {
    const member = await createMember(t().app);
    const newEmail = uniqueEmail('moved');
    const response = await call('PUT', '/account/email', member.token, {
      email: newEmail,
      currentPassword: member.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: EMAIL_DELIVERY_MESSAGES.emailChanged.outbox,
      user: { id: member.user.id, email: newEmail, emailVerified: false, role: 'member' },
      emailDelivery: 'outbox',
    });
    await expect
      .poll(() => t().mail.some((m) => m.to === newEmail && m.text.includes('/verification?token=')))
      .toBe(true);
    await expect
      .poll(() => t().mail.some((m) => m.to === member.email && m.subject.includes('was changed')))
      .toBe(true);
    expect((await login(newEmail, member.password)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it('refuses a wrong password, an address in use, and the same address', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const wrong = await call('PUT', '/account/email', member.token, {
      email: uniqueEmail(),
      currentPassword: 'nope nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    const missing = await call('PUT', '/account/email', member.token, { email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.currentPasswordRequired);
    const taken = await call('PUT', '/account/email', member.token, {
      email: other.email,
      currentPassword: member.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.emailTaken);
    const same = await call('PUT', '/account/email', member.token, {
      email: member.email,
      currentPassword: member.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MESSAGES.sameEmail);
  });
});

describe('PUT /account/password', () => {
  it('changes the password and signs out every other session, keeping this one', async () => {
    const member = await createMember(t().app);
    const otherDevice = (await login(member.email, member.password)).json().token as string;
    const response = await call('PUT', '/account/password', member.token, {
      currentPassword: member.password,
      newPassword: 'a whole new secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await call('GET', '/auth/me', member.token)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', otherDevice)).statusCode).toBe(401);
    expect((await login(member.email, 'a whole new secret')).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it('keeps the rules of a new password', async () => {
    const member = await createMember(t().app);
    const short = await call('PUT', '/account/password', member.token, {
      currentPassword: member.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
  });
});

describe('GET /account/export', () => {
  it('downloads everything stored about the member, and nothing secret', async () => {
    const member = await createMember(t().app, { profile: { name: 'Exporter' } });
    const response = await call('GET', '/account/export', member.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kindred-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id: member.user.id, email: member.email });
    expect(data.profile).toMatchObject({ name: 'Exporter', photos: member.profile!.photos });
    expect(data.sessions).toHaveLength(1);
    expect(data.knownDevices).toHaveLength(1);
    expect(response.body).not.toMatch(/argon2|tokenHash|token_hash|passwordHash/);
    // Every section the contract declares, and no other; indented to be read.
    expect(Object.keys(data).sort()).toEqual(Object.keys(dataExportSchema.shape).sort());
    expect(response.body).toContain('\n  "exportedAt": ');
  });

  it('is described in the OpenAPI document like every other route', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = doc.paths['/api/v1/account/export'].get.responses['200'];
    expect(Object.keys(ok.content['application/json'].schema.properties)).toContain('messagesSent');
  });

  it("holds every module's part: likes, matches, notifications, messages, reports and blocks", async () => {
    const spot = randomSpot();
    const { her, him, matchId } = await createMatchedPair(t().app, t().db, {
      her: { columns: spot },
      him: { columns: spot },
    });
    // Ending the match removes its own notifications (decision 045): a like from someone else stays.
    const admirer = await createDiscoverableMember(t().app, t().db, {
      profile: { name: 'Kai', gender: 'male', showMe: 'Women', age: 31, ageRange: [25, 40] },
      columns: { ...spot, maxDistance: 5 },
    });
    expect((await call('POST', `/matches/${her.user.id}/like`, admirer.token)).statusCode).toBe(200);
    const sent = await call('POST', `/conversations/${matchId}/messages`, her.token, { content: 'Hi Sam' });
    expect(sent.statusCode).toBe(201);
    expect(
      (await call('POST', `/matches/${matchId}/report`, her.token, { reason: 'harassment', details: 'Rude texts' }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', `/matches/${matchId}/block`, her.token, { reason: 'Rude' })).statusCode).toBe(201);
    await t().app.notifications.settle();

    const data = (await call('GET', '/account/export', her.token)).json();
    expect(data.interactions).toEqual([expect.objectContaining({ memberId: him.user.id, status: 'like' })]);
    expect(data.matches).toEqual([
      expect.objectContaining({ id: matchId, memberId: him.user.id, endedAt: expect.any(String) }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'like' })]);
    expect(data.messagesSent).toEqual([expect.objectContaining({ matchId, content: 'Hi Sam' })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ memberId: him.user.id, reason: 'harassment', details: 'Rude texts' }),
    ]);
    expect(data.blockedMembers).toEqual([expect.objectContaining({ memberId: him.user.id, reason: 'Rude' })]);
    // Only her own: his like and his (unsent) words are not in her export.
    expect(JSON.stringify(data)).not.toContain(him.email);
  });

  it('keeps a report whose member has since deleted their account, without an id', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const reported = await call('POST', `/matches/${matchId}/report`, her.token, {
      reason: 'fake_profile',
      details: 'Stock photos',
    });
    expect(reported.statusCode).toBe(201);
    const gone = await call('DELETE', '/account', him.token, { confirmation: 'DELETE', currentPassword: him.password });
    expect(gone.statusCode).toBe(204);

    const response = await call('GET', '/account/export', her.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().reports).toEqual([expect.objectContaining({ memberId: null, reason: 'fake_profile' })]);
  });
});

describe('DELETE /account', () => {
  it('asks for the typed confirmation and the password', async () => {
    const member = await createMember(t().app);
    const unconfirmed = await call('DELETE', '/account', member.token, {
      confirmation: 'yes',
      currentPassword: member.password,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(MESSAGES.deleteConfirmationRequired);
    const wrong = await call('DELETE', '/account', member.token, {
      confirmation: 'DELETE',
      currentPassword: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await call('GET', '/auth/me', member.token)).statusCode).toBe(200);
  });

  it('leaves no row or file of the member, ends the sessions, and frees the e-mail', async () => {
    const member = await createMember(t().app);
    const id = member.user.id;
    const folder = path.join(t().config.uploadsDir, id);
    expect(fs.readdirSync(folder).length).toBeGreaterThan(0);

    const response = await call('DELETE', '/account', member.token, {
      confirmation: 'DELETE',
      currentPassword: member.password,
    });
    expect(response.statusCode).toBe(204);

    const db = t().db;
    expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, id))).toHaveLength(0);
    expect(await db.select().from(photos).where(eq(photos.userId, id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, id))).toHaveLength(0);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await call('GET', '/auth/me', member.token)).statusCode).toBe(401);

    const again = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: await registrationBody({ email: member.email }),
    });
    expect(again.statusCode).toBe(201);
  });
});
