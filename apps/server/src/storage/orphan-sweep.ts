import type { ObjectStorage } from './object-storage';

/**
 * Which of these keys a row still points at. Keys of a layout the answerer does not know are
 * reported as referenced, so the sweep never deletes what it cannot account for.
 */
export type ReferencedKeys = (keys: readonly string[]) => Promise<ReadonlySet<string>>;

const BATCH = 500;

/**
 * Deletes the objects no row points at that were last written before `olderThan` (decision 097).
 * Objects are written before their rows (decision 091), so a younger one may belong to an upload
 * still in progress. Returns how many it deleted.
 */
export async function removeOrphanedObjects(
  objects: Pick<ObjectStorage, 'list' | 'modifiedAt' | 'remove'>,
  referenced: ReferencedKeys,
  olderThan: Date,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await referenced(batch);
    const orphans: string[] = [];
    for (const key of batch) {
      if (kept.has(key)) continue;
      const modified = await objects.modifiedAt(key);
      if (modified !== null && modified < olderThan) orphans.push(key);
    }
    if (orphans.length > 0) await objects.remove(orphans);
    removed += orphans.length;
    batch = [];
  };
  for await (const key of objects.list()) {
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return removed;
}
