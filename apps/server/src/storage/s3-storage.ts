import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, assertPrefix, StorageError, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404) &&
  error.name !== 'NoSuchBucket';

/** Uploaded files in an S3-compatible bucket, through the AWS SDK (decision 091). */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const location = `s3://${bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // A store that is down should fail the upload, not hold it for the SDK's default retries.
    maxAttempts: 2,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  function storageError(action: string, key: string, error: unknown): StorageError {
    const name = error instanceof Error ? error.name : 'Error';
    const why =
      name === 'NoSuchBucket'
        ? `the bucket "${bucket}" does not exist`
        : name === 'AccessDenied' || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch'
          ? `the store refused the request (${name}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`
          : `${name}: ${(error as Error).message}`;
    return new StorageError(`Could not ${action} ${key} in ${location}: ${why}`, { cause: error });
  }

  async function* list(prefix: string): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
      } catch (error) {
        throw storageError('list', prefix || '(everything)', error);
      }
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async function removeKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      let result;
      try {
        result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      } catch (error) {
        throw storageError('delete', batch[0]!, error);
      }
      const failed = result.Errors?.[0];
      if (failed) throw storageError('delete', failed.Key ?? batch[0]!, new Error(`${failed.Code}: ${failed.Message}`));
    }
  }

  async function modifiedAt(key: string): Promise<Date | null> {
    assertKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.LastModified ?? new Date(0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storageError('read', key, error);
    }
  }

  return {
    location,

    async put(key, data, contentType) {
      assertKey(key);
      try {
        // One PUT: the store shows the object whole or not at all.
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
      } catch (error) {
        throw storageError('write', key, error);
      }
    },

    async get(key) {
      const opened = await this.open(key);
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async open(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw storageError('read', key, error);
      }
    },

    has: async (key) => (await modifiedAt(key)) !== null,

    modifiedAt,

    async remove(keys) {
      keys.forEach(assertKey);
      await removeKeys(keys);
    },

    async removePrefix(prefix) {
      assertPrefix(prefix);
      const keys: string[] = [];
      for await (const key of list(prefix)) keys.push(key);
      await removeKeys(keys);
    },

    list(prefix = '') {
      if (prefix !== '') assertPrefix(prefix);
      return list(prefix);
    },
  };
}
