import type { Database } from '../../db/database';
import { passkeysForExport } from './passkeys.repo';

/** The passkeys section of a member's data export: names and dates, never the key material. */
export async function exportPasskeysOf(db: Database, userId: string) {
  const rows = await passkeysForExport(db, userId);
  return {
    passkeys: rows.map((row) => ({
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}
