import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createMatchedPair, createMember, type CreatedMember } from '../../test/factories';
import { openDatabase } from '../db/open-database';
import { RestoreRefused, createBackup, restoreBackup } from './backup-archive';
import { serveBackups } from './backup-socket';

// The embedded database and its files, backed up while the app runs (through the socket main.ts
// serves, decision 095), restored into a fresh DATA_DIR, and the app started on it finds them all.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-backup-test-'));
const sourceDir = path.join(root, 'source');
const restoredDir = path.join(root, 'restored');
const archive = path.join(root, 'kindred.tar');
const quiet = { warn: () => {} };

/** The app on its own PGlite in `dataDir/db`, as main.ts opens it. */
async function appOn(dataDir: string, loadDataDir?: Blob) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir, migrate: !loadDataDir });
  return { ...(await createTestApp({}, { own: { database, dataDir } })), dumpDataDir: database.dumpDataDir! };
}

interface Seen {
  member: CreatedMember;
  photos: { url: string; bytes: Buffer }[];
  matchId: string;
  messages: string[];
}

async function call(app: TestApp, member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });
}

async function photosOf(app: TestApp, member: CreatedMember) {
  const me = await call(app, member, 'GET', '/profiles/me');
  expect(me.statusCode).toBe(200);
  const urls = (me.json() as { data: { photos: string[] } }).data.photos;
  return Promise.all(
    urls.map(async (url) => {
      const file = await app.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      return { url, bytes: file.rawPayload };
    }),
  );
}

async function messagesOf(app: TestApp, member: CreatedMember, matchId: string): Promise<string[]> {
  const thread = await call(app, member, 'GET', `/conversations/${matchId}/messages?limit=100`);
  expect(thread.statusCode).toBe(200);
  return (thread.json() as { messages: { content: string }[] }).messages.map((message) => message.content).sort();
}

let source: Awaited<ReturnType<typeof appOn>> | undefined;
let backups: { close(): Promise<void> } | undefined;
const seen: Seen[] = [];
let afterBackup: CreatedMember;

beforeAll(async () => {
  const testDump = inject('testDatabase');
  if (testDump.kind !== 'pglite') throw new Error('a PGlite test');
  const app = await appOn(sourceDir, new Blob([fs.readFileSync(testDump.dumpPath)]));
  source = app;
  backups = await serveBackups(sourceDir, app.dumpDataDir, quiet);
});

afterAll(async () => {
  await backups?.close();
  await source?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup and npm run restore (embedded database)', () => {
  it('backs up while the app runs; the restored app finds every member, photo and message', async () => {
    const running = source!;
    for (let pair = 0; pair < 2; pair++) {
      const { her, him, matchId } = await createMatchedPair(running.app, running.db);
      const messages: string[] = [];
      for (let index = 0; index < 3; index++) {
        const [from, content] = index % 2 ? [him, `reply ${pair}.${index}`] : [her, `hello ${pair}.${index}`];
        const sent = await call(running, from, 'POST', `/conversations/${matchId}/messages`, {
          content,
          clientId: randomUUID(),
        });
        expect(sent.statusCode, sent.body).toBe(201);
        messages.push(content);
      }
      for (const member of [her, him]) {
        seen.push({ member, photos: await photosOf(running, member), matchId, messages: messages.sort() });
      }
    }
    expect(seen.flatMap((entry) => entry.photos).length).toBeGreaterThanOrEqual(4);

    const summary = await createBackup({
      dataDir: sourceDir,
      databaseUrl: undefined,
      files: { kind: 'folder', dir: running.config.uploadsDir },
      out: archive,
    });
    expect(summary.manifest).toMatchObject({ database: 'pglite', databaseSource: 'running server', files: 'uploads' });
    expect(summary.files).toBeGreaterThanOrEqual(4);
    // The app went on serving: a member who joins now is not in the backup.
    afterBackup = await createMember(running.app);

    // Never under a running server, even with --force.
    await expect(restoreBackup({ file: archive, dataDir: sourceDir, force: true })).rejects.toThrow(/running/);
    await backups!.close();
    backups = undefined;
    await running.close();
    source = undefined;

    fs.mkdirSync(restoredDir);
    fs.writeFileSync(path.join(restoredDir, 'something.txt'), 'here before');
    await expect(restoreBackup({ file: archive, dataDir: restoredDir, force: false })).rejects.toThrow(RestoreRefused);
    fs.rmSync(path.join(restoredDir, 'something.txt'));
    const restored = await restoreBackup({ file: archive, dataDir: restoredDir, force: false });
    expect(restored.files).toBe(summary.files);

    const app = await appOn(restoredDir);
    try {
      for (const { member, photos, matchId, messages } of seen) {
        const login = await app.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: member.email, password: member.password },
        });
        expect(login.statusCode, login.body).toBe(200);
        const signedIn = { ...member, token: (login.json() as { token: string }).token };
        const found = await photosOf(app, signedIn);
        expect(found.map((photo) => photo.url)).toEqual(photos.map((photo) => photo.url));
        found.forEach((photo, index) => expect(photo.bytes.equals(photos[index]!.bytes)).toBe(true));
        expect(await messagesOf(app, signedIn, matchId)).toEqual(messages);
      }
      const late = await app.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: afterBackup.email, password: afterBackup.password },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
