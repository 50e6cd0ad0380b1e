import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix, StorageError, type ObjectStorage } from './object-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function storageError(action: string, file: string, error: unknown): StorageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOSPC'
      ? 'the disk is full'
      : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? 'permission denied'
        : (error as Error).message;
  return new StorageError(`Could not ${action} ${file}: ${why}`, { cause: error });
}

/** Uploaded files in a folder (the default): each key a file under `dir`. */
export function createFolderStorage(dir: string): ObjectStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function* walk(folder: string, prefix: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw storageError('list', folder, error);
    }
    for (const entry of entries) {
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      // Temporary files of a write in progress (or interrupted) are no objects.
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield `${prefix}${entry.name}`;
    }
  }

  async function modifiedAt(key: string): Promise<Date | null> {
    const file = fileOf(key);
    try {
      const stat = await fs.stat(file);
      return stat.isFile() ? stat.mtime : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageError('read', file, error);
    }
  }

  return {
    location: root,

    async put(key, data) {
      const file = fileOf(key);
      // A temporary name, then rename: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw storageError('write', file, error);
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return await fs.readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageError('read', file, error);
      }
    },

    async open(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), size: stat.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageError('read', file, error);
      }
    },

    has: async (key) => (await modifiedAt(key)) !== null,

    modifiedAt,

    async remove(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = fileOf(key);
          await fs.rm(file, { force: true }).catch((error: unknown) => {
            throw storageError('delete', file, error);
          });
        }),
      );
    },

    async removePrefix(prefix) {
      assertPrefix(prefix);
      const folder = fileOf(prefix.slice(0, -1));
      await fs.rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
        throw storageError('delete', folder, error);
      });
    },

    list(prefix = '') {
      if (prefix !== '') assertPrefix(prefix);
      return walk(prefix === '' ? root : fileOf(prefix.slice(0, -1)), prefix);
    },
  };
}
