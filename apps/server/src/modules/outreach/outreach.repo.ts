import type { ContactTopic } from '@kindred/contract/outreach';
import type { Database } from '../../db/database';
import { contactMessages, listSignups, type MailingList } from '../../db/schema/outreach';

export interface NewSignup {
  list: MailingList;
  email: string;
  source: (typeof listSignups.$inferInsert)['source'];
}

/** Adds the address to the list; an address already on it is left as it was (first source and date). */
export async function insertSignup(db: Database, signup: NewSignup): Promise<void> {
  await db
    .insert(listSignups)
    .values(signup)
    .onConflictDoNothing({ target: [listSignups.list, listSignups.email] });
}

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
