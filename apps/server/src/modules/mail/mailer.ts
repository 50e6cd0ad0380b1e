import nodemailer from 'nodemailer';
import type { EmailDelivery } from '@kindred/contract/email-delivery';
import type { Database } from '../../db/database';
import type { Task } from '../../jobs/job';
import type { MailMessage } from './mail-message';
import { insertOutboxMail } from './outbox.repo';

export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

/** SMTP when SMTP_URL is set; otherwise the outbox table, readable at the dev-only /dev/outbox page. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    transport: 'outbox',
    send: (message) => insertOutboxMail(options.db, message),
  };
}

/**
 * Where this server's mail ends up (decision 074): SMTP sends it; the outbox keeps it, readable
 * only when the dev outbox is on (decision 034); otherwise nobody can receive it.
 */
export function emailDeliveryOf(mailer: Pick<Mailer, 'transport'>, devOutbox: boolean): EmailDelivery {
  if (mailer.transport === 'smtp') return 'sent';
  return devOutbox ? 'outbox' : 'none';
}

/** Sending one e-mail as a queued task (decision 092): retried with backoff, kept if it fails for good. */
export function sendEmailTask(mailer: Mailer): Task<MailMessage> {
  return { name: 'send-email', run: (message) => mailer.send(message) };
}

/** A mailer whose sending queues the e-mail on the job queue and returns at once. */
export function queuedMailer(mailer: Mailer, enqueue: (message: MailMessage) => void): Mailer {
  return {
    transport: mailer.transport,
    send: async (message) => enqueue(message),
  };
}

/** Sends after the answer is decided; a failure is logged and never fails the request. */
export function sendInBackground(
  mailer: Mailer,
  log: { error(obj: object, msg: string): void },
  message: MailMessage,
): void {
  mailer.send(message).catch((error: unknown) => log.error({ err: error }, 'sending e-mail failed'));
}
