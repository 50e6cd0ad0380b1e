import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucket, keysOf, s3Env, s3Options } from '../../test/storage-backends';
import { copyObjects } from '../storage/copy-objects';
import { createFolderStorage } from '../storage/folder-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { createS3Storage } from '../storage/s3-storage';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-migrate-'));
const uploads = path.join(dataDir, 'uploads');
const members = ['7d3c2a10-0000-4000-8000-000000000001', '7d3c2a10-0000-4000-8000-000000000002'];
const files = members.flatMap((member) =>
  ['a', 'b'].flatMap((photo) => [320, 640, 1080].map((width) => `${member}/${photo.repeat(8)}-${width}.webp`)),
);

/** `npm run storage:migrate` as the workspace script runs it, into the bucket. */
async function migrate(bucket: string) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/storage-migrate.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...s3Env(bucket), NODE_NO_WARNINGS: '1' },
  });
  return stdout;
}

beforeAll(() => {
  for (const file of files) {
    fs.mkdirSync(path.join(uploads, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(uploads, file), `bytes of ${file}`);
  }
  // A write that was interrupted in the folder is no object to copy.
  fs.writeFileSync(path.join(uploads, members[0]!, 'aaaaaaaa-640.webp.1234.tmp'), 'half');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run storage:migrate (decision 091)', () => {
  it('copies the folder into the bucket with progress; a second run copies nothing', async () => {
    const bucket = await createBucket();
    const first = await migrate(bucket);
    expect(first).toContain(`Copying ${uploads} into s3://${bucket}`);
    expect(first).toContain('6/12 (50%)');
    expect(first).toContain('Done: 12 copied, 0 already there, of 12');
    const objects = createS3Storage(s3Options(bucket));
    expect(await keysOf(objects)).toEqual([...files].sort());
    for (const file of files) expect(String(await objects.get(file))).toBe(`bytes of ${file}`);

    expect(await migrate(bucket)).toContain('Done: 0 copied, 12 already there, of 12');
  });

  it('a run stopped part-way resumes where it stopped', async () => {
    const bucket = await createBucket();
    const target = createS3Storage(s3Options(bucket));
    let writes = 0;
    const breaksOnTheFifth: ObjectStorage = {
      ...target,
      list: (prefix) => target.list(prefix),
      async put(key, data, contentType) {
        writes += 1;
        if (writes >= 5) throw new Error('the connection dropped');
        await target.put(key, data, contentType);
      },
    };
    await expect(copyObjects(createFolderStorage(uploads), breaksOnTheFifth, { concurrency: 1 })).rejects.toThrow(
      'the connection dropped',
    );
    expect(await keysOf(target)).toHaveLength(4);

    expect(await migrate(bucket)).toContain('Done: 8 copied, 4 already there, of 12');
    expect(await keysOf(target)).toEqual([...files].sort());
  });
});
