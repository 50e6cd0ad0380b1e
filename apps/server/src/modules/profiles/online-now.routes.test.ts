import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { onlineNowResponseSchema } from '@kindred/contract/online-now';
import { createPasswordHasher } from '../auth/password';
import { createGazetteer } from '../locations/gazetteer';
import { createPhotoStorage } from '../photos/photo-storage';
import { createFolderStorage } from '../../storage/folder-storage';
import { seedDemoData } from '../../seed/seed-demo';
import { useTestApp } from '../../../test/app';
import { createOnlineNowService, ONLINE_NOW_CACHE_MS, roundedOnlineCount } from './online-now.service';

// The count covers the whole site and the set-up updates every row: a database of the file's own.
const t = useTestApp({}, { freshDatabase: true });
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-online-now-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

/** `total` members: the first `online` seen a minute ago, the rest an hour ago. */
async function members(total: number, online: number) {
  await seedDemoData({
    db: t().db,
    hasher: createPasswordHasher({ memoryKib: 1024 }),
    storage: createPhotoStorage(createFolderStorage(uploads)),
    gazetteer: createGazetteer(),
    profiles: total,
    membersWithPhotos: 0,
    demoAccounts: false,
  });
  // The seed varies its members (some hide their activity): here everyone shows it, and is active.
  await t().db.execute(sql`UPDATE users SET status = 'active'`);
  await t().db.execute(sql`UPDATE profiles SET activity_status = true, last_active_at = now() - interval '1 hour'`);
  await t().db.execute(sql`
    UPDATE profiles SET last_active_at = now() - interval '1 minute'
    WHERE user_id IN (SELECT user_id FROM profiles ORDER BY user_id LIMIT ${online})`);
}

describe('online now (decision 068)', () => {
  it('rounds down to two significant figures and shows nothing below 50', () => {
    expect([0, 12, 49].map(roundedOnlineCount)).toEqual([null, null, null]);
    expect([50, 57, 99, 157, 2_384, 51_999].map(roundedOnlineCount)).toEqual([50, 57, 99, 150, 2_300, 51_000]);
  });

  it('counts active members seen in the last five minutes who show their activity, once a minute', async () => {
    await members(70, 58);
    let clock = Date.now();
    const service = createOnlineNowService({ db: t().db, now: () => clock });
    expect(await service.onlineNow()).toBe(58);

    // Hidden activity and a suspended account do not count; the cached figure stands for a minute.
    await t().db.execute(sql`
      UPDATE profiles SET activity_status = false
      WHERE user_id IN (SELECT user_id FROM profiles ORDER BY user_id LIMIT 3)`);
    await t().db.execute(sql`
      UPDATE users SET status = 'suspended'
      WHERE id IN (SELECT user_id FROM profiles ORDER BY user_id OFFSET 3 LIMIT 1)`);
    expect(await service.onlineNow()).toBe(58);
    clock += ONLINE_NOW_CACHE_MS;
    expect(await service.onlineNow()).toBe(54);

    await t().db.execute(sql`UPDATE profiles SET last_active_at = now() - interval '6 minutes'`);
    clock += ONLINE_NOW_CACHE_MS;
    expect(await service.onlineNow()).toBeNull();
  });

  it('answers visitors with the figure or null, cacheable for a minute', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/stats/online-now' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = onlineNowResponseSchema.parse(response.json());
    expect(Object.keys(body)).toEqual(['onlineNow']);
  });
});
