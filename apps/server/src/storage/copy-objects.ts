import type { ObjectStorage } from './object-storage';

export interface CopyProgress {
  copied: number;
  skipped: number;
  total: number;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * Copies every object of `from` that `to` does not have yet (`npm run storage:migrate`, decision
 * 091). An object is written whole or not at all, so one that is there is complete: a second run
 * copies nothing, and a run stopped part-way resumes where it stopped. `onProgress` is called
 * after each object.
 */
export async function copyObjects(
  from: ObjectStorage,
  to: ObjectStorage,
  { concurrency = 8, onProgress }: { concurrency?: number; onProgress?: (progress: CopyProgress) => void } = {},
): Promise<CopyProgress> {
  const keys: string[] = [];
  for await (const key of from.list()) keys.push(key);
  keys.sort();
  const progress: CopyProgress = { copied: 0, skipped: 0, total: keys.length };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < keys.length) {
      const key = keys[next++]!;
      if (await to.has(key)) {
        progress.skipped += 1;
      } else {
        // Gone from the folder since it was listed (a member deleted it): nothing to copy.
        const data = await from.get(key);
        if (data) await to.put(key, data, contentTypeOf(key));
        progress.copied += data ? 1 : 0;
        progress.skipped += data ? 0 : 1;
      }
      onProgress?.({ ...progress });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  return progress;
}
