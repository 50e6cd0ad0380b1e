import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createFolderStorage } from '../src/storage/folder-storage';
import type { ObjectStorage } from '../src/storage/object-storage';
import { createS3Storage, type S3StorageOptions } from '../src/storage/s3-storage';
import { S3_TEST_CREDENTIALS, TEST_BUCKET } from './s3-server';

export type BackendName = 'folder' | 's3';
/** The two storages the storage and upload tests run against (decision 091). */
export const BACKENDS: readonly BackendName[] = ['folder', 's3'];

/** Options for a bucket of the run's S3 server (global setup). */
export function s3Options(bucket: string): S3StorageOptions {
  return {
    bucket,
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
}

export async function createBucket(): Promise<string> {
  const bucket = `kindred-${randomUUID().slice(0, 18)}`;
  const client = new S3Client({ ...s3Options(bucket), requestChecksumCalculation: 'WHEN_REQUIRED' });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return bucket;
}

/** The env that stores a test app's uploads in the bucket (by default the run's shared one). */
export function s3Env(bucket = TEST_BUCKET): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: inject('s3Endpoint'),
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** The env of a test app whose uploads go to the backend. */
export const envOf = (backend: BackendName): Record<string, string> => (backend === 's3' ? s3Env() : {});

/** A fresh, empty storage of the backend: a temporary folder or a new bucket. */
export async function freshStorage(
  backend: BackendName,
): Promise<{ objects: ObjectStorage; env: Record<string, string> }> {
  if (backend === 's3') {
    const bucket = await createBucket();
    return { objects: createS3Storage(s3Options(bucket)), env: s3Env(bucket) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-objects-'));
  return { objects: createFolderStorage(dir), env: {} };
}

/** Every key in the storage, sorted. */
export async function keysOf(objects: ObjectStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of objects.list(prefix)) keys.push(key);
  return keys.sort();
}
