import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_TOPICS, SUBSCRIBE_SOURCES } from '@kindred/contract/outreach';

// The outreach module's tables: the public site's waitlist, newsletter and contact form.

export const MAILING_LISTS = ['waitlist', 'newsletter'] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

/** A visitor's address on the waitlist or the newsletter: once per list, lower-cased. */
export const listSignups = pgTable(
  'list_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list', { enum: MAILING_LISTS }).notNull(),
    email: text('email').notNull(),
    /** The form it came from (app preview, closing section, footer), when the client said. */
    source: text('source', { enum: SUBSCRIBE_SOURCES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('list_signups_list_email_idx').on(t.list, t.email)],
);

/** The contact form's messages; each is also mailed to the support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_MESSAGE_TOPICS }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
