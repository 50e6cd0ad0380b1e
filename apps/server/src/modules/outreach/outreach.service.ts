import type { z } from 'zod';
import type { contactInputSchema, subscribeInputSchema } from '@kindred/contract/outreach';
import type { Database } from '../../db/database';
import type { MailingList } from '../../db/schema/outreach';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { contactEmail } from './contact-email';
import { insertContactMessage, insertSignup } from './outreach.repo';

export interface OutreachServiceDeps {
  db: Database;
  mailer: Mailer;
  /** Where contact messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  log: { error(obj: object, msg: string): void };
}

/** What the route hands over: the schema's output (trimmed, the e-mail lower-cased). */
type Parsed<T extends z.ZodType> = z.output<T>;

/** The public site's forms: the waitlist, the newsletter and the contact form (decision 039). */
export function createOutreachService({ db, mailer, supportEmail, log }: OutreachServiceDeps) {
  return {
    /** Adds the address to the list. Already on it: nothing changes, and the caller cannot tell. */
    async subscribe(list: MailingList, input: Parsed<typeof subscribeInputSchema>): Promise<void> {
      await insertSignup(db, { list, email: input.email, source: input.source ?? null });
    },

    /**
     * Stores the message, then mails it to support. The stored row is the record: a mail that
     * fails is logged with its reference and never fails the visitor's request. No copy goes to
     * the address typed in the form, which could be anyone's.
     */
    async contact(input: Parsed<typeof contactInputSchema>): Promise<void> {
      const { id } = await insertContactMessage(db, input);
      sendInBackground(mailer, log, contactEmail(supportEmail, { ...input, id }));
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
