import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import type { ModerationReport } from '@kindred/contract/safety';
import { VOICE_NOTE_LIMITS, VOICE_NOTE_MESSAGES } from '@kindred/contract/voice-notes';
import { voiceNotes } from '../../db/schema/voice-notes';
import { objectStorageOf } from '../../storage/object-storage-of';
import { removeOrphanedObjects } from '../../storage/orphan-sweep';
import { referencedObjects } from '../../stored-object-owners';
import { useTestApp } from '../../../test/app';
import { audioFixtures, zipArchive } from '../../../test/audio-fixtures';
import {
  bearer,
  createMatchedPair,
  insertMatch,
  multipartFile,
  pngOf,
  type CreatedMember,
} from '../../../test/factories';
import { emitWithAck, useSocketServer } from '../../../test/sockets';
import { setRole } from '../moderation/moderation.repo';
import { voiceNoteKey } from './voice-note-files';
import { createVoiceNoteService } from './voice-notes.service';

const t = useTestApp();
const sockets = useSocketServer(t);

const call = (member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

function upload(member: CreatedMember, matchId: string, data: Buffer, filename = 'voice.webm') {
  const form = multipartFile(data, { field: 'audio', filename, contentType: 'audio/webm' });
  return t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.conversations.voiceNotes(matchId)}`,
    headers: { ...bearer(member.token), ...form.headers },
    payload: form.payload,
  });
}

async function uploaded(member: CreatedMember, matchId: string): Promise<string> {
  const response = await upload(member, matchId, audioFixtures.opusWebm());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const sendVoice = (member: CreatedMember, matchId: string, voiceNote: string, extra: object = {}) =>
  call(member, 'POST', API_PATHS.conversations.messages(matchId), { voiceNote, ...extra });

const objects = () => objectStorageOf(t().config.storage);
async function keysOf(memberId: string): Promise<string[]> {
  const keys: string[] = [];
  // The member's folder holds their profile photos too.
  for await (const key of objects().list(`${memberId}/`)) if (key.endsWith('.m4a')) keys.push(key);
  return keys;
}
const rowsOf = (memberId: string) => t().db.select().from(voiceNotes).where(eq(voiceNotes.ownerId, memberId));

/** The file behind a signed URL, as the browser's audio element asks for it. */
const fetchAudio = (url: string, headers: Record<string, string> = {}) =>
  t().app.inject({ method: 'GET', url, headers });

describe('voice notes (issue 36, decision 109)', () => {
  it('are uploaded, sent and heard by the other member, as AAC in MP4 with ranges', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const response = await upload(her, matchId, audioFixtures.opusWebm());
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json().data;
    expect(stored.durationMs).toBeGreaterThan(1900);
    expect(stored.durationMs).toBeLessThan(2100);
    expect(stored.waveform).toHaveLength(VOICE_NOTE_LIMITS.waveformBars);

    const sent = await sendVoice(her, matchId, stored.id, { clientId: 'voice-1' });
    expect(sent.statusCode, sent.body).toBe(201);
    const message: Message = sent.json().data;
    expect(message).toMatchObject({ content: '', mediaType: 'audio', blurred: false });
    expect(message.voice).toMatchObject({ durationMs: stored.durationMs, waveform: stored.waveform });

    // The recipient's page carries it, its URL signed for them; blur never applies to audio.
    const page = (await call(him, 'GET', API_PATHS.conversations.messages(matchId))).json();
    const received: Message = page.messages[0];
    expect(received.voice?.url).toMatch(/^\/uploads\/voice\/.+\.m4a\?expires=\d+&signature=/);
    expect(received.blurred).toBe(false);

    const whole = await fetchAudio(received.voice!.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await fetchAudio(received.voice!.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect((await fetchAudio(received.voice!.url, { range: 'bytes=99999999-' })).statusCode).toBe(416);
    // Without its signature, or with another's, nothing is served.
    expect((await fetchAudio(received.voice!.url.split('?')[0]!)).statusCode).toBe(404);
    expect((await fetchAudio(received.voice!.url.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(404);

    // The inbox previews it as audio; a retry with the same client id answers the same message.
    const inbox = (await call(him, 'GET', API_PATHS.conversations.list)).json();
    expect(inbox.conversations[0].latestMessage).toMatchObject({ mediaType: 'audio', content: '' });
    const retried = await sendVoice(her, matchId, stored.id, { clientId: 'voice-1' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.id).toBe(message.id);
  });

  it('are sent over the socket too', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const id = await uploaded(her, matchId);
    const socket = await sockets.connect(her.token);
    const ack = await emitWithAck<'message:send', Message>(socket, 'message:send', { matchId, voiceNote: id });
    expect(ack.ok).toBe(true);
    if (ack.ok) expect(ack.data.voice?.durationMs).toBeGreaterThan(1900);
    const refused = await emitWithAck(socket, 'message:send', { matchId, voiceNote: randomUUIDLike() });
    expect(refused).toEqual({ ok: false, status: 400, message: VOICE_NOTE_MESSAGES.notFound });
  });

  it('refuses a two-hour file, one that is not audio, a zip renamed .webm, and stores nothing', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const cases: [Buffer, string, string][] = [
      [audioFixtures.twoHours(), 'two-hours.webm', VOICE_NOTE_MESSAGES.tooLong],
      [audioFixtures.unstatedLength(), 'voice.webm', VOICE_NOTE_MESSAGES.tooLong],
      [randomBytes(40_000), 'voice.webm', VOICE_NOTE_MESSAGES.notAudio],
      [await pngOf(20, 20), 'voice.webm', VOICE_NOTE_MESSAGES.notAudio],
      [zipArchive(), 'voice.webm', VOICE_NOTE_MESSAGES.notAudio],
      [audioFixtures.withVideo(), 'voice.webm', VOICE_NOTE_MESSAGES.notAudio],
      [audioFixtures.tooShort(), 'voice.webm', VOICE_NOTE_MESSAGES.tooShort],
    ];
    for (const [data, filename, message] of cases) {
      const response = await upload(her, matchId, data, filename);
      expect(response.statusCode, filename).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(her.user.id)).toEqual([]);
    expect(await keysOf(her.user.id)).toEqual([]);
  });

  it('refuses an oversized body and a bodiless POST with a clear 4xx', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const oversized = await upload(her, matchId, Buffer.concat([audioFixtures.opusWebm(), randomBytes(1024 * 1024)]));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe(VOICE_NOTE_MESSAGES.tooLarge);
    const bodiless = await t().app.inject({
      method: 'POST',
      url: `/api/v1${API_PATHS.conversations.voiceNotes(matchId)}`,
      headers: bearer(her.token),
    });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json().message).toBe(VOICE_NOTE_MESSAGES.audioRequired);
    const json = await call(her, 'POST', API_PATHS.conversations.voiceNotes(matchId), { audio: 'AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(VOICE_NOTE_MESSAGES.audioRequired);
    const wrongField = multipartFile(audioFixtures.opusWebm(), { field: 'image', filename: 'a.webm' });
    const misnamed = await t().app.inject({
      method: 'POST',
      url: `/api/v1${API_PATHS.conversations.voiceNotes(matchId)}`,
      headers: { ...bearer(her.token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(misnamed.statusCode).toBe(400);
    expect(await rowsOf(her.user.id)).toEqual([]);
  });

  it("refuses another member's voice note, one made for another conversation, and a stranger's upload", async () => {
    const first = await createMatchedPair(t().app, t().db);
    const second = await createMatchedPair(t().app, t().db);
    const hers = await uploaded(first.her, first.matchId);
    // Her match's partner cannot send her voice note as his.
    const theirs = await sendVoice(first.him, first.matchId, hers);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(VOICE_NOTE_MESSAGES.notFound);
    // A stranger cannot upload into the conversation (told it does not exist), nor send it elsewhere.
    const stranger = await upload(second.her, first.matchId, audioFixtures.opusWebm());
    expect(stranger.statusCode).toBe(404);
    expect(await rowsOf(second.her.user.id)).toEqual([]);
    const elsewhere = await sendVoice(second.him, second.matchId, hers);
    expect(elsewhere.statusCode).toBe(400);
    // Her own, made for one conversation, cannot go into another of hers.
    const { her: ava, matchId: firstMatch } = await createMatchedPair(t().app, t().db);
    const forFirst = await uploaded(ava, firstMatch);
    const { matchId: otherMatch } = await matchedWith(ava);
    const moved = await sendVoice(ava, otherMatch, forFirst);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(VOICE_NOTE_MESSAGES.notFound);
    // Not an id at all, and with an image beside it.
    expect((await sendVoice(ava, firstMatch, 'not-an-id')).statusCode).toBe(400);
    const image = multipartFile(await pngOf(20, 20), { field: 'image' });
    const media = await t().app.inject({
      method: 'POST',
      url: '/api/v1/messages/media',
      headers: { ...bearer(ava.token), ...image.headers },
      payload: image.payload,
    });
    const both = await sendVoice(ava, firstMatch, forFirst, { media: media.json().data.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(VOICE_NOTE_MESSAGES.oneAttachment);
  });

  it('are in the data export, and a report of one shows the moderator the audio', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const id = await uploaded(him, matchId);
    const message: Message = (await sendVoice(him, matchId, id)).json().data;
    const exported = (await call(him, 'GET', API_PATHS.account.export)).json();
    expect(exported.voiceNotesSent).toEqual([
      expect.objectContaining({ id, matchId, messageId: message.id, durationMs: message.voice!.durationMs }),
    ]);

    expect((await call(her, 'POST', API_PATHS.messages.report(message.id), { reason: 'harassment' })).statusCode).toBe(
      201,
    );
    const mod = (await createMatchedPair(t().app, t().db)).her;
    expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
    const reports: ModerationReport[] = (await call(mod, 'GET', '/moderation/reports')).json().reports;
    const report = reports.find((candidate) => candidate.reportedMessageId === message.id)!;
    const shown = report.recentMessages.find((candidate) => candidate.id === message.id)!;
    expect(shown.voice?.url).toMatch(/\.m4a\?expires=/);
    expect((await fetchAudio(shown.voice!.url)).statusCode).toBe(200);
  });

  it('unsent, are deleted with their file; one reported before it was unsent stays for the moderators', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const plain: Message = (await sendVoice(him, matchId, await uploaded(him, matchId))).json().data;
    const reported: Message = (await sendVoice(him, matchId, await uploaded(him, matchId))).json().data;
    expect(await keysOf(him.user.id)).toHaveLength(2);
    expect((await call(her, 'POST', API_PATHS.messages.report(reported.id), { reason: 'harassment' })).statusCode).toBe(
      201,
    );

    for (const message of [plain, reported]) {
      expect((await call(him, 'POST', API_PATHS.messages.unsend(message.id))).statusCode).toBe(200);
    }
    const left = await rowsOf(him.user.id);
    expect(left.map((row) => row.messageId)).toEqual([reported.id]);
    expect(await keysOf(him.user.id)).toEqual([left[0]!.storageKey]);
    // The unsent one's signed URL finds nothing any more.
    expect((await fetchAudio(plain.voice!.url)).statusCode).toBe(404);
  });

  it('count against the chat send rate like any message', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const id = await uploaded(her, matchId);
    const sends = await Promise.all(
      // More than the burst and ten seconds of refills: refused unless the sends take over ten seconds.
      Array.from({ length: LIMITS.messageBurst + LIMITS.messagesPerSecond * 10 + 10 }, (_, i) =>
        sendVoice(her, matchId, id, { clientId: `burst-${i}` }),
      ),
    );
    const refused = sends.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe(CONVERSATION_MESSAGES.sendingTooFast);
  });

  it('limits uploads a minute, and keeps only the newest unsent ones', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    for (let i = 0; i < VOICE_NOTE_LIMITS.uploadsPerMinute; i += 1) await uploaded(her, matchId);
    const past = await upload(her, matchId, audioFixtures.opusWebm());
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toBe(VOICE_NOTE_MESSAGES.uploadingTooFast);
    expect(await rowsOf(her.user.id)).toHaveLength(VOICE_NOTE_LIMITS.uploadsPerMinute);

    // Past the unsent ones kept, a newer upload replaces the oldest, row and file (a process with a higher rate).
    const service = createVoiceNoteService({
      db: t().db,
      objects: objects(),
      mediaUrls: { sign: (url) => url },
      uploadsPerMinute: 100,
      process: async () => ({ audio: Buffer.from('m4a'), durationMs: 1000, waveform: [] }),
    });
    const before = (await rowsOf(her.user.id)).map((row) => row.id);
    const newer = await service.upload(her.user.id, matchId, async () => Buffer.from('audio'));
    const after = (await rowsOf(her.user.id)).map((row) => row.id);
    expect(after).toHaveLength(VOICE_NOTE_LIMITS.maxUnsent);
    expect(after).toContain(newer.id);
    expect(before.filter((id) => !after.includes(id))).toHaveLength(1);
    expect(await keysOf(her.user.id)).toHaveLength(VOICE_NOTE_LIMITS.maxUnsent);
  });

  it('removes stale unsent ones with their files, keeps sent ones, and the orphan sweep follows the rows', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const sentId = await uploaded(her, matchId);
    expect((await sendVoice(her, matchId, sentId)).statusCode).toBe(201);
    const unsentId = await uploaded(her, matchId);
    const service = createVoiceNoteService({ db: t().db, objects: objects(), mediaUrls: { sign: (url) => url } });
    expect(await service.removeUnsent(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(her.user.id)).map((row) => row.id)).toEqual([sentId]);
    expect(await keysOf(her.user.id)).toEqual([voiceNoteKey(her.user.id, sentId)]);

    // A voice note file without a row is an orphan; one with a row is kept.
    const orphanKey = voiceNoteKey(her.user.id, randomUUIDLike());
    await objects().put(orphanKey, Buffer.from('x'), 'audio/mp4');
    const referenced = referencedObjects({
      images: async () => [],
      selfies: async () => [],
      voiceNotes: (ids) => service.storedIds(ids),
    });
    const store = objects();
    await removeOrphanedObjects(
      {
        list: () => store.list(`${her.user.id}/`),
        modifiedAt: (key) => store.modifiedAt(key),
        remove: (keys) => store.remove(keys),
      },
      referenced,
      new Date(Date.now() + 60_000),
    );
    expect(await keysOf(her.user.id)).toEqual([voiceNoteKey(her.user.id, sentId)]);
    expect(unsentId).not.toBe(sentId);
  });
});

const randomUUIDLike = () => randomUUID();

/** A new match of this member's with someone else. */
async function matchedWith(member: CreatedMember): Promise<{ matchId: string }> {
  const other = await createMatchedPair(t().app, t().db);
  return { matchId: await insertMatch(t().db, member.user.id, other.him.user.id) };
}
