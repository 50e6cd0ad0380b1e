import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../db/schema/messages';
import { sessions } from '../db/schema/users';
import { useTestApp } from '../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  type CreatedMember,
  deleteAccount,
} from '../../test/factories';
import { disconnected, emitWithAck, roundTrip, useSocketServer, type MemberSocket } from '../../test/sockets';
import { hashToken } from '../modules/auth/token';
import { setMemberRole } from '../modules/moderation/moderation.service';
import { screenedSafeText } from '../../test/screened-safe-text';

// docs/decisions/029: every way a session ends closes the sockets opened with it, and only those.
const t = useTestApp();
const sockets = useSocketServer(t);

async function connect(token: string) {
  const socket = await sockets.connect(token);
  return { socket, closed: disconnected(socket) };
}

async function secondSession(member: CreatedMember): Promise<string> {
  const response = await t().app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: member.email, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** Her first session and a second one (another device), each with a socket in the match. */
async function herOnTwoDevices() {
  const { her, him, matchId } = await createMatchedPair(t().app, t().db);
  const here = await connect(her.token);
  const otherToken = await secondSession(her);
  const there = await connect(otherToken);
  return { her, him, matchId, here, there, otherToken };
}

/** Sends from a socket whose session was revoked: no ack comes and nothing is stored. */
async function expectSendRefused(socket: MemberSocket, matchId: string) {
  const content = `after revocation ${screenedSafeText()}`;
  const ack = socket.timeout(500).emitWithAck('message:send', { matchId, content, clientId: 'late' } as never);
  await expect(ack).rejects.toThrow();
  const stored = await t().db.select().from(messages).where(eq(messages.content, content));
  expect(stored).toEqual([]);
}

async function expectStillServed(socket: MemberSocket, userId: string, matchId: string) {
  await roundTrip(socket, userId);
  expect(socket.connected).toBe(true);
  const ack = await emitWithAck(socket, 'message:send', { matchId, content: 'still here', clientId: 'kept' });
  expect(ack.ok).toBe(true);
}

describe('revoking sessions closes their sockets', () => {
  it('changing the password closes the other sessions’ sockets and keeps this one', async () => {
    const { her, matchId, here, there } = await herOnTwoDevices();
    const changed = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: bearer(her.token),
      payload: { currentPassword: her.password, newPassword: 'a brand new secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    await expectStillServed(here.socket, her.user.id, matchId);
  });

  it('signing out one device in Settings closes that session’s sockets and keeps this one', async () => {
    const { her, matchId, here, there, otherToken } = await herOnTwoDevices();
    const listed = await t().app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: bearer(her.token) });
    const other = (listed.json().sessions as { id: string; current: boolean }[]).find((session) => !session.current)!;
    const ended = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/account/sessions/${other.id}`,
      headers: bearer(her.token),
    });
    expect(ended.statusCode, ended.body).toBe(204);
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(otherToken) });
    expect(me.statusCode).toBe(401);
    await expectStillServed(here.socket, her.user.id, matchId);
  });

  it('"Sign out everywhere else" closes the other sessions’ sockets and keeps this one', async () => {
    const { her, matchId, here, there } = await herOnTwoDevices();
    const ended = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/account/sessions',
      headers: bearer(her.token),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    await expectStillServed(here.socket, her.user.id, matchId);
  });

  it('a password reset closes every socket of the member', async () => {
    const { her, matchId, here, there } = await herOnTwoDevices();
    await t().app.inject({ method: 'POST', url: '/api/v1/auth/request-reset', payload: { email: her.email } });
    await expect.poll(() => t().mail.some((m) => m.to === her.email && m.text.includes('/reset-password'))).toBe(true);
    const mail = [...t().mail].reverse().find((m) => m.to === her.email && m.text.includes('/reset-password'))!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const reset = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a brand new secret' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    expect(await here.closed).toBe('io server disconnect');
  });

  it('deleting the account closes every socket of the member', async () => {
    const { her, him, matchId, here, there } = await herOnTwoDevices();
    const sam = await connect(him.token);
    const deleted = await deleteAccount(t().app, her);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    expect(await here.closed).toBe('io server disconnect');
    await roundTrip(sam.socket, him.user.id);
    expect(sam.socket.connected).toBe(true);
  });

  it('a suspension closes every socket of the member', async () => {
    const { him, matchId, here, there } = await herOnTwoDevices();
    const report = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${matchId}/report`,
      headers: bearer(him.token),
      payload: { reason: 'harassment', details: 'Pushy' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const mod = await createDiscoverableMember(t().app, t().db);
    await setMemberRole(t().db, mod.email, 'moderator');
    const queue = await t().app.inject({
      method: 'GET',
      url: '/api/v1/moderation/reports',
      headers: bearer(mod.token),
    });
    const reportId = (queue.json().reports as { id: string; reporter: { id: string } }[]).find(
      (item) => item.reporter.id === him.user.id,
    )!.id;
    const suspended = await t().app.inject({
      method: 'POST',
      url: `/api/v1/moderation/reports/${reportId}/suspend`,
      headers: bearer(mod.token),
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await expectSendRefused(there.socket, matchId);
    expect(await here.closed).toBe('io server disconnect');
    expect(await there.closed).toBe('io server disconnect');
  });

  it('a session that expires while connected loses its socket at the next session check', async () => {
    const { her, matchId, here, there, otherToken } = await herOnTwoDevices();
    await t()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(otherToken)));
    await t().app.realtime.checkSessions();
    await expectSendRefused(there.socket, matchId);
    expect(await there.closed).toBe('io server disconnect');
    await expectStillServed(here.socket, her.user.id, matchId);
  });
});
