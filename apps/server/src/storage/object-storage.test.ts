import { describe, expect, it } from 'vitest';
import { BACKENDS, createBucket, freshStorage, keysOf, s3Options } from '../../test/storage-backends';
import { StorageError } from './object-storage';
import { createS3Storage } from './s3-storage';

describe.each(BACKENDS)('object storage in the %s', (backend) => {
  it('puts, reads, streams, lists and deletes objects', async () => {
    const { objects } = await freshStorage(backend);
    await objects.put('member-a/one.webp', Buffer.from('one'), 'image/webp');
    await objects.put('member-a/two.webp', Buffer.from('two'), 'image/webp');
    await objects.put('member-b/one.webp', Buffer.from('b'), 'image/webp');
    await objects.put('member-a/one.webp', Buffer.from('one again'), 'image/webp');

    expect(String(await objects.get('member-a/one.webp'))).toBe('one again');
    expect(await objects.get('member-a/none.webp')).toBeNull();
    expect(await objects.has('member-a/two.webp')).toBe(true);
    expect(await objects.has('member-a/none.webp')).toBe(false);
    // Written within this test (a store's clock may run a little apart from ours).
    const modified = await objects.modifiedAt('member-a/two.webp');
    expect(Math.abs(modified!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(await objects.modifiedAt('member-a/none.webp')).toBeNull();
    const opened = await objects.open('member-b/one.webp');
    expect(opened?.size).toBe(1);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    expect(String(Buffer.concat(chunks))).toBe('b');
    expect(await objects.open('member-b/none.webp')).toBeNull();

    expect(await keysOf(objects)).toEqual(['member-a/one.webp', 'member-a/two.webp', 'member-b/one.webp']);
    expect(await keysOf(objects, 'member-a/')).toEqual(['member-a/one.webp', 'member-a/two.webp']);

    await objects.remove(['member-a/two.webp', 'member-a/never.webp']);
    expect(await keysOf(objects)).toEqual(['member-a/one.webp', 'member-b/one.webp']);
    await objects.removePrefix('member-a/');
    await objects.removePrefix('member-c/');
    expect(await keysOf(objects)).toEqual(['member-b/one.webp']);
  });

  it.each(['../up', '/absolute', 'a//b', '.hidden/x', 'a/../b', ''])('refuses the key %j', async (key) => {
    const { objects } = await freshStorage(backend);
    await expect(objects.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a storage key/);
    await expect(objects.get(key)).rejects.toThrow(/Not a storage key/);
  });
});

describe('the bucket, when the store says no', () => {
  it('a missing bucket: a clear error naming it', async () => {
    const objects = createS3Storage(s3Options('kindred-never-made'));
    const failure = objects.put('member/one.webp', Buffer.from('x'), 'image/webp');
    await expect(failure).rejects.toBeInstanceOf(StorageError);
    await expect(failure).rejects.toThrow(
      /Could not write member\/one.webp in s3:\/\/kindred-never-made .*: the bucket "kindred-never-made" does not exist/,
    );
  });

  it('refused credentials: a clear error naming the settings to check', async () => {
    const bucket = await createBucket();
    const objects = createS3Storage({
      ...s3Options(bucket),
      credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' },
    });
    await expect(objects.put('member/one.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /refused the request \(InvalidAccessKeyId\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(await keysOf(createS3Storage(s3Options(bucket)))).toEqual([]);
  });

  it('a store that cannot be reached: a clear error', async () => {
    const objects = createS3Storage({ ...s3Options('kindred-test'), endpoint: 'http://127.0.0.1:9' });
    await expect(objects.get('member/one.webp')).rejects.toThrow(
      /Could not read member\/one.webp in s3:\/\/kindred-test at http:\/\/127.0.0.1:9: .*ECONNREFUSED/,
    );
  });
});
