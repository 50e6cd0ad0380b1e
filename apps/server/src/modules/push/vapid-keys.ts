import webpush from 'web-push';
import type { Database } from '../../db/database';
import * as repo from './push.repo';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (decision 047): the configured one, else the one kept in the database, made
 * on the first start. Browsers bind a subscription to the public key, so it must not change
 * between restarts: a new pair would silently orphan every subscription.
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await repo.findVapidKeys(db);
  if (stored) return stored;
  await repo.insertVapidKeysIfNone(db, webpush.generateVAPIDKeys());
  const kept = await repo.findVapidKeys(db);
  if (!kept) throw new Error('the VAPID keys could not be stored');
  return kept;
}
