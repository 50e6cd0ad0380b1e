import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMail } from '../../db/schema/users';
import type { MailMessage } from './mail-message';

export async function insertOutboxMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(outboxMail).values(message);
}

export function listOutboxMail(db: Database, limit: number) {
  return db.select().from(outboxMail).orderBy(desc(outboxMail.createdAt)).limit(limit);
}
