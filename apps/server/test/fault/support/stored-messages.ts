import type { ThrowawayPostgres } from './throwaway-postgres';

/** How many rows each of these client ids has among these senders' messages. */
export async function storedCopies(
  db: ThrowawayPostgres,
  senderIds: string[],
  clientIds: Set<string>,
): Promise<Map<string, number>> {
  const rows = await db.query<{ client_id: string; copies: number }>(
    `select client_id, count(*)::int as copies from messages
      where sender_id = any($1) and client_id = any($2) group by client_id`,
    [senderIds, [...clientIds]],
  );
  return new Map(rows.map((row) => [row.client_id, row.copies]));
}

/** Compares what the clients were told was stored with what is stored. */
export function compareStored(acknowledged: Map<string, string>, stored: Map<string, number>) {
  const missing = [...acknowledged.keys()].filter((clientId) => !stored.has(clientId));
  const duplicated = [...stored].filter(([, copies]) => copies > 1).map(([clientId]) => clientId);
  const unacknowledged = [...stored.keys()].filter((clientId) => !acknowledged.has(clientId));
  return { stored: stored.size, missing, duplicated, unacknowledged };
}
