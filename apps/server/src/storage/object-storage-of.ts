import type { StorageConfig } from '../config';
import { createFolderStorage } from './folder-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** The folder by default, the bucket when S3_BUCKET is set (decision 091). */
export function objectStorageOf(config: StorageConfig): ObjectStorage {
  return config.kind === 's3' ? createS3Storage(config) : createFolderStorage(config.dir);
}
