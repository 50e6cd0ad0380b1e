import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_MESSAGES,
  VERIFICATION_NOTIFICATIONS,
  VERIFICATION_POSES,
  VERIFICATION_REJECT_REASON_TEXTS,
  type ModerationVerification,
  type VerificationStatus,
} from '@kindred/contract/verification';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { LIMITS } from '@kindred/contract/constants';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { notificationTarget } from '@kindred/contract/notification-target';
import type { Notification } from '@kindred/contract/notifications';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  createMember,
  insertMatch,
  multipartForm,
  pngOf,
  submitSelfie,
  type CreatedMember,
} from '../../../test/factories';
import { setRole } from '../moderation/moderation.repo';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function statusOf(member: CreatedMember): Promise<VerificationStatus> {
  const response = await call(member, 'GET', '/verification');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().verification;
}

function sendSelfie(member: CreatedMember, fields: Record<string, string>, image?: Buffer, contentType?: string) {
  const form = multipartForm(fields, image ? { field: 'image', data: image, contentType } : undefined);
  return t().app.inject({
    method: 'POST',
    url: '/api/v1/verification/selfie',
    headers: { ...form.headers, ...bearer(member.token) },
    payload: form.payload,
  });
}

async function moderator(): Promise<CreatedMember> {
  const member = await createMember(t().app);
  expect(await setRole(t().db, member.email, 'moderator')).toBe(true);
  return member;
}

async function queue(mod: CreatedMember, query = '?limit=50'): Promise<ModerationVerification[]> {
  const response = await call(mod, 'GET', `/moderation/verifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().verifications;
}

async function pendingOf(mod: CreatedMember, member: CreatedMember): Promise<ModerationVerification> {
  const found = (await queue(mod)).find((item) => item.member.id === member.user.id && item.status === 'pending');
  expect(found, 'a pending verification of the member').toBeDefined();
  return found!;
}

async function notificationsOf(member: CreatedMember): Promise<string[]> {
  await t().app.notifications.settle();
  const response = await call(member, 'GET', '/notifications');
  return (response.json().notifications as { content: string }[]).map((row) => row.content);
}

/** A JPEG carrying EXIF (a camera and GPS), as phones write them. */
function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: '#9a7b66' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'GPS 30.2672 N 97.7431 W' } })
    .toBuffer();
}

describe('GET /verification', () => {
  it('asks an unverified member for a pose from the list, the same one until they try', async () => {
    const member = await createMember(t().app);
    const first = await statusOf(member);
    expect(first).toMatchObject({ state: 'unverified', reason: null, attemptsLeft: 3, selfie: null });
    const pose = VERIFICATION_POSES.find((candidate) => candidate.id === first.challenge?.poseId);
    expect(pose?.instruction).toBe(first.challenge?.instruction);
    expect((await statusOf(member)).challenge).toEqual(first.challenge);
    expect(VERIFICATION_POSES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(VERIFICATION_POSES.map((candidate) => candidate.id)).size).toBe(VERIFICATION_POSES.length);
  });

  it('needs a session', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/verification' })).statusCode).toBe(401);
  });
});

describe('POST /verification/selfie', () => {
  it('stores the selfie re-encoded without its EXIF, outside the public uploads, and waits for review', async () => {
    const member = await createMember(t().app);
    const uploads = path.join(t().config.uploadsDir, member.user.id);
    const filesBefore = fs.readdirSync(uploads).sort();
    const { challenge } = await statusOf(member);
    const response = await sendSelfie(member, { poseId: challenge!.poseId }, await jpegWithExif());
    expect(response.statusCode, response.body).toBe(201);
    const status: VerificationStatus = response.json().verification;
    expect(status).toMatchObject({ state: 'pending', challenge: null, attemptsLeft: 0 });
    expect(status.selfie).toMatch(/^data:image\/webp;base64,/);

    const stored = Buffer.from(status.selfie!.split(',')[1]!, 'base64');
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('SecretPhone')).toBe(false);
    // In the storage under the member's prefix, but in selfies/, which /uploads never serves (decision 091).
    expect(
      fs
        .readdirSync(uploads)
        .filter((name) => name !== 'selfies')
        .sort(),
    ).toEqual(filesBefore);
    const [selfieFile] = fs.readdirSync(path.join(uploads, 'selfies'));
    const selfieUrl = `/uploads/${member.user.id}/selfies/${selfieFile}`;
    expect((await t().app.inject({ method: 'GET', url: selfieUrl })).statusCode).toBe(404);

    const again = await sendSelfie(member, { poseId: challenge!.poseId }, await pngOf(300, 400));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VERIFICATION_MESSAGES.alreadyPending);
  });

  it('refuses a selfie that is not an image with a 4xx, and keeps the pose and the attempts', async () => {
    const member = await createMember(t().app);
    const { challenge } = await statusOf(member);
    for (const [data, type] of [
      [Buffer.from('%PDF-1.7 this is not a picture'), 'image/jpeg'],
      [Buffer.from('<script>alert(1)</script>'), 'image/png'],
      [(await pngOf(100, 100)).subarray(0, 60), 'image/png'],
      [Buffer.alloc(0), 'image/jpeg'],
    ] as const) {
      const response = await sendSelfie(member, { poseId: challenge!.poseId }, data, type);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const noFile = await sendSelfie(member, { poseId: challenge!.poseId });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(VERIFICATION_MESSAGES.imageRequired);
    const json = await call(member, 'POST', '/verification/selfie', { poseId: challenge!.poseId });
    expect(json.statusCode).toBe(400);
    const noPose = await sendSelfie(member, {}, await pngOf(300, 400));
    expect(noPose.statusCode).toBe(400);
    expect(noPose.json().message).toBe(VERIFICATION_MESSAGES.poseRequired);

    expect(await statusOf(member)).toMatchObject({ state: 'unverified', challenge, attemptsLeft: 3 });
  });

  it("refuses another member's pose and a pose never issued", async () => {
    const member = await createMember(t().app);
    const mine = (await statusOf(member)).challenge!.poseId;
    let theirs = mine;
    // Poses are drawn at random: find another member holding a different one.
    for (let tries = 0; tries < 20 && theirs === mine; tries++) {
      theirs = (await statusOf(await createMember(t().app))).challenge!.poseId;
    }
    expect(theirs).not.toBe(mine);
    for (const poseId of [theirs, 'not-a-pose', '../../etc/passwd']) {
      const response = await sendSelfie(member, { poseId }, await pngOf(300, 400));
      expect(response.statusCode, poseId).toBe(400);
      expect(response.json().message).toBe(VERIFICATION_MESSAGES.poseNotIssued);
    }
    expect((await statusOf(member)).state).toBe('unverified');
  });

  it('allows three selfies a day: the fourth is 429 with Retry-After, and each attempt gets a new pose', async () => {
    const member = await createMember(t().app);
    const mod = await moderator();
    const poses: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const { poseId } = await submitSelfie(t().app, member);
      poses.push(poseId);
      const pending = await pendingOf(mod, member);
      const rejected = await call(mod, 'POST', `/moderation/verifications/${pending.id}/reject`, {
        reason: 'pose-not-matched',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
    }
    for (let index = 1; index < poses.length; index++) expect(poses[index]).not.toBe(poses[index - 1]);

    const status = await statusOf(member);
    expect(status).toMatchObject({ state: 'rejected', reason: 'pose-not-matched', challenge: null, attemptsLeft: 0 });
    expect(status.nextAttemptAt).not.toBeNull();
    const fourth = await sendSelfie(member, { poseId: poses[2]! }, await pngOf(300, 400));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(VERIFICATION_MESSAGES.tooManyAttempts);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it('lets only one of two selfies sent at once through', async () => {
    const member = await createMember(t().app);
    const { challenge } = await statusOf(member);
    const image = await pngOf(300, 400);
    const responses = await Promise.all([0, 1].map(() => sendSelfie(member, { poseId: challenge!.poseId }, image)));
    const [first, second] = responses.map((response) => response.statusCode).sort();
    expect(first).toBe(201);
    // Refused as already waiting (409), or, when the first had already drawn the next pose, as a
    // pose no longer issued (400): either way not stored.
    expect([400, 409]).toContain(second);
    const exported = (await call(member, 'GET', '/account/export')).json();
    expect(exported.verifications).toHaveLength(1);
  });
});

describe('the data export', () => {
  it("carries the member's own selfies and decisions, and nobody else's", async () => {
    const [member, other] = [await createMember(t().app), await createMember(t().app)];
    const { poseId, response } = await submitSelfie(t().app, member);
    const exported = (await call(member, 'GET', '/account/export')).json();
    expect(exported.verifications).toEqual([
      expect.objectContaining({ poseId, status: 'pending', reason: null, selfie: response.json().verification.selfie }),
    ]);
    expect((await call(other, 'GET', '/account/export')).json().verifications).toEqual([]);
  });
});

describe('the verification review', () => {
  it('is for moderators only, and a moderator cannot review their own selfie', async () => {
    const member = await createMember(t().app);
    await submitSelfie(t().app, member);
    const mod = await moderator();
    const { id } = await pendingOf(mod, member);
    for (const [method, url, body] of [
      ['GET', '/moderation/verifications', undefined],
      ['POST', `/moderation/verifications/${id}/approve`, undefined],
      ['POST', `/moderation/verifications/${id}/reject`, { reason: 'photo-unclear' }],
    ] as const) {
      const response = await call(member, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(VERIFICATION_MESSAGES.moderatorsOnly);
      expect((await t().app.inject({ method, url: `/api/v1${url}`, payload: body })).statusCode).toBe(401);
    }
    expect((await statusOf(member)).state).toBe('pending');

    await submitSelfie(t().app, mod);
    const own = await pendingOf(mod, mod);
    const ownApproval = await call(mod, 'POST', `/moderation/verifications/${own.id}/approve`);
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().message).toBe(VERIFICATION_MESSAGES.ownSelfie);
    expect((await statusOf(mod)).state).toBe('pending');
  });

  it('answers 404 for an unknown id, 409 for one already reviewed, and 400 for a reason not on the list', async () => {
    const mod = await moderator();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await call(mod, 'POST', `/moderation/verifications/${encodeURIComponent(id)}/approve`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(VERIFICATION_MESSAGES.verificationNotFound);
    }
    const member = await createMember(t().app);
    await submitSelfie(t().app, member);
    const { id } = await pendingOf(mod, member);
    const badReason = await call(mod, 'POST', `/moderation/verifications/${id}/reject`, { reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(VERIFICATION_MESSAGES.reasonInvalid);
    expect((await call(mod, 'POST', `/moderation/verifications/${id}/approve`)).statusCode).toBe(200);
    const twice = await call(mod, 'POST', `/moderation/verifications/${id}/reject`, { reason: 'photo-unclear' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(VERIFICATION_MESSAGES.alreadyReviewed);
    expect((await statusOf(member)).state).toBe('verified');
  });

  it('lists pending selfies first, each with the pose asked and the profile photos', async () => {
    const mod = await moderator();
    const [reviewed, waiting] = [await createMember(t().app), await createMember(t().app)];
    await submitSelfie(t().app, reviewed);
    const first = await pendingOf(mod, reviewed);
    await call(mod, 'POST', `/moderation/verifications/${first.id}/reject`, { reason: 'photo-unclear' });
    const { poseId } = await submitSelfie(t().app, waiting);

    const items = await queue(mod);
    const firstReviewed = items.findIndex((item) => item.status !== 'pending');
    expect(items.slice(firstReviewed).every((item) => item.status !== 'pending')).toBe(true);
    const item = items.find((row) => row.member.id === waiting.user.id)!;
    expect(items.indexOf(item)).toBeLessThan(firstReviewed);
    expect(item).toMatchObject({
      status: 'pending',
      reason: null,
      reviewedAt: null,
      pose: { poseId, instruction: VERIFICATION_POSES.find((pose) => pose.id === poseId)!.instruction },
      member: { id: waiting.user.id, name: 'Jordan', age: 30, photos: waiting.profile!.photos },
    });
    expect(item.selfie).toMatch(/^data:image\/webp;base64,/);
    expect(items.find((row) => row.id === first.id)).toMatchObject({ status: 'rejected', reason: 'photo-unclear' });
    // Pages hold what they say.
    const page = await call(mod, 'GET', '/moderation/verifications?limit=1&page=2');
    expect(page.json().verifications).toHaveLength(1);
    expect(page.json().pagination).toMatchObject({ page: 2, limit: 1 });
  });

  it('sorts pending selfies oldest or newest first (decision 086), and audits each review', async () => {
    const mod = await moderator();
    const [older, newer] = [await createMember(t().app), await createMember(t().app)];
    await submitSelfie(t().app, older);
    await submitSelfie(t().app, newer);
    const ids = (items: ModerationVerification[]) =>
      items.filter((item) => item.status === 'pending').map((item) => item.member.id);
    const oldest = ids(await queue(mod, '?limit=50&sort=oldest'));
    expect(oldest.indexOf(older.user.id)).toBeLessThan(oldest.indexOf(newer.user.id));
    const newest = ids(await queue(mod, '?limit=50&sort=newest'));
    expect(newest.indexOf(newer.user.id)).toBeLessThan(newest.indexOf(older.user.id));
    expect((await call(mod, 'GET', '/moderation/verifications?sort=loudest')).statusCode).toBe(400);

    const { id } = await pendingOf(mod, older);
    await call(mod, 'POST', `/moderation/verifications/${id}/reject`, { reason: 'photo-unclear' });
    const audit = await call(mod, 'GET', '/moderation/audit?limit=100');
    expect(audit.statusCode).toBe(200);
    const entry = (audit.json().entries as { action: string; targetId: string }[]).find((row) => row.targetId === id);
    expect(entry).toMatchObject({
      action: 'verification.reject',
      moderator: { id: mod.user.id },
      subject: { id: older.user.id },
      details: { reason: 'photo-unclear' },
    });
  });

  it('tells the member the reason when rejected, with a new pose to try', async () => {
    const member = await createMember(t().app);
    const mod = await moderator();
    const { poseId } = await submitSelfie(t().app, member);
    const { id } = await pendingOf(mod, member);
    const response = await call(mod, 'POST', `/moderation/verifications/${id}/reject`, { reason: 'face-not-visible' });
    expect(response.statusCode).toBe(200);
    expect(response.json().verification).toMatchObject({ id, status: 'rejected', reason: 'face-not-visible' });

    const status = await statusOf(member);
    expect(status).toMatchObject({
      state: 'rejected',
      reason: 'face-not-visible',
      reasonText: VERIFICATION_REJECT_REASON_TEXTS['face-not-visible'],
      attemptsLeft: 2,
    });
    expect(status.challenge?.poseId).not.toBe(poseId);
    expect(await notificationsOf(member)).toContain(VERIFICATION_NOTIFICATIONS.rejected('face-not-visible'));
  });
});

describe('verified, as everyone sees it', () => {
  it('is the approved selfie, not the confirmed e-mail: the badge on matches and cards, and the Discover filter', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const mod = await moderator();
    const seenBy = async () => {
      const match = await call(him, 'GET', `/matches/${matchId}`);
      const card = await call(him, 'GET', `/recommendations/${her.user.id}`);
      const discover = await call(him, 'GET', '/discover?minPhotos=0&verifiedOnly=true');
      for (const response of [match, card, discover]) expect(response.statusCode, response.body).toBe(200);
      return {
        match: match.body.includes('"isVerified":true'),
        card: card.body.includes('"isVerified":true'),
        filtered: (discover.json().profiles as { id: string }[]).some((item) => item.id === her.user.id),
      };
    };
    // A confirmed e-mail alone no longer makes the badge (decision 079).
    await t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, her.user.id));
    expect(await seenBy()).toEqual({ match: false, card: false, filtered: false });

    await submitSelfie(t().app, her);
    expect(await seenBy()).toEqual({ match: false, card: false, filtered: false });
    const { id } = await pendingOf(mod, her);
    const approved = await call(mod, 'POST', `/moderation/verifications/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().verification).toMatchObject({ status: 'approved', member: { id: her.user.id } });
    expect(await statusOf(her)).toMatchObject({ state: 'verified', challenge: null, selfie: null });
    expect(await notificationsOf(her)).toContain(VERIFICATION_NOTIFICATIONS.approved);
    // It leads to Get verified, in the app and in a push.
    const [notice] = (await call(her, 'GET', '/notifications')).json().notifications as Notification[];
    expect(notice).toMatchObject({ type: 'system', topic: 'verification' });
    expect(notificationTarget(notice!)).toBe(ROUTES.getVerified);
    expect(await seenBy()).toEqual({ match: true, card: true, filtered: true });
  });

  it('gives the daily allowance of new conversations for verified members after approval, not for a confirmed e-mail', async () => {
    const { unverified, verified } = LIMITS.firstMessagesPerDay;
    expect(verified).toBeGreaterThan(unverified);
    const sender = await createMember(t().app);
    await t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, sender.user.id));
    const others = await Promise.all(Array.from({ length: unverified + 1 }, () => createMember(t().app)));
    const matchIds: string[] = [];
    for (const other of others) matchIds.push(await insertMatch(t().db, sender.user.id, other.user.id));
    const open = (matchId: string) =>
      call(sender, 'POST', API_PATHS.conversations.messages(matchId), { content: 'Hello there!' });
    for (const matchId of matchIds.slice(0, unverified)) expect((await open(matchId)).statusCode).toBe(201);
    expect((await open(matchIds[unverified]!)).statusCode).toBe(429);

    const mod = await moderator();
    await submitSelfie(t().app, sender);
    await call(mod, 'POST', `/moderation/verifications/${(await pendingOf(mod, sender)).id}/approve`);
    expect((await open(matchIds[unverified]!)).statusCode).toBe(201);
  });

  it('ends when every photo it was approved with is replaced, until a new selfie is approved', async () => {
    const member = await createDiscoverableMember(t().app, t().db);
    const mod = await moderator();
    await submitSelfie(t().app, member);
    await call(mod, 'POST', `/moderation/verifications/${(await pendingOf(mod, member)).id}/approve`);
    expect((await statusOf(member)).state).toBe('verified');

    const original = member.profile!.photos[0]!;
    const form = multipartForm(
      {},
      { field: 'photo', data: await pngOf(300, 400, '#335577'), contentType: 'image/png' },
    );
    const added = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profile/photos',
      headers: { ...form.headers, ...bearer(member.token) },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    // A new photo beside the approved one changes nothing.
    expect((await statusOf(member)).state).toBe('verified');
    const removed = await call(member, 'DELETE', '/profile/photos', { photoUrl: original });
    expect(removed.statusCode, removed.body).toBe(200);

    const status = await statusOf(member);
    expect(status).toMatchObject({ state: 'unverified', endedByPhotoChange: true, attemptsLeft: 2 });
    expect(status.challenge).not.toBeNull();
    await submitSelfie(t().app, member);
    await call(mod, 'POST', `/moderation/verifications/${(await pendingOf(mod, member)).id}/approve`);
    expect(await statusOf(member)).toMatchObject({ state: 'verified', endedByPhotoChange: false });
  });
});
