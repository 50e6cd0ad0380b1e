import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/verification';
import { useTestApp, type TestApp } from '../../../test/app';
import { createMember } from '../../../test/factories';
import { BACKENDS, envOf } from '../../../test/storage-backends';
import { objectStorageOf } from '../../storage/object-storage-of';
import { moveRowSelfiesToStorage, selfieKey, selfieOf } from './selfie-store';

describe.each(BACKENDS)('selfies held in their rows, moved into the %s (decision 097)', (backend) => {
  const app = useTestApp(envOf(backend));
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it('moves each into the storage and lets the row go of it; a reader finds the same bytes before and after', async () => {
    const objects = objectStorageOf(t.config.storage);
    const member = await createMember(t.app);
    const bytes = [Buffer.from('first selfie'), Buffer.from('second selfie'), Buffer.from('third selfie')];
    const rows = await t.db
      .insert(verifications)
      .values(bytes.map((selfie) => ({ userId: member.user.id, poseId: 'thumbs-up', selfie })))
      .returning();
    const before = await Promise.all(rows.map((row) => selfieOf(objects, row)));

    // Other files' rows may share this database: move until this member's are done.
    let moved = 0;
    for (let round = 0; round < 100; round += 1) {
      const mine = await t.db.select().from(verifications).where(eq(verifications.userId, member.user.id));
      if (mine.every((row) => row.selfie === null)) break;
      moved += await moveRowSelfiesToStorage(t.db, objects, 2);
    }
    expect(moved).toBeGreaterThanOrEqual(3);

    const after = await t.db.select().from(verifications).where(eq(verifications.userId, member.user.id));
    expect(after.map((row) => row.selfie)).toEqual([null, null, null]);
    for (const [index, row] of rows.entries()) {
      expect(String(await objects.get(selfieKey(member.user.id, row.id)))).toBe(String(bytes[index]));
      const read = await selfieOf(
        objects,
        after.find((stored) => stored.id === row.id)!,
      );
      expect(Buffer.from(read!).toString()).toBe(Buffer.from(before[index]!).toString());
    }
  });

  it('has nothing to do when no row holds a selfie', async () => {
    const objects = objectStorageOf(t.config.storage);
    while ((await moveRowSelfiesToStorage(t.db, objects, 500)) > 0);
    expect(await moveRowSelfiesToStorage(t.db, objects, 500)).toBe(0);
  });
});
