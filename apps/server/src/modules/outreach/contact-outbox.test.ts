import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../../test/database';
import { uniqueEmail } from '../../../test/factories';
import { createMailer } from '../mail/mailer';
import { listOutboxMail } from '../mail/outbox.repo';
import { createOutreachService } from './outreach.service';

// Without SMTP_URL the app's mailer writes to the outbox table (the dev outbox page reads it):
// a contact message lands there, addressed to support.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('a contact message without SMTP', () => {
  it('reaches the mail outbox, addressed to the support address', async () => {
    const { db } = database;
    const errors: object[] = [];
    const outreach = createOutreachService({
      db,
      mailer: createMailer({ smtpUrl: undefined, from: 'Kindred <no-reply@kindred.test>', db }),
      supportEmail: 'support@kindred.test',
      log: { error: (obj) => errors.push(obj) },
    });
    const email = uniqueEmail('outbox');
    await outreach.contact({ name: 'Grace', email, topic: 'technical', message: 'The page does not load.' });
    const mail = await vi.waitFor(async () => {
      const found = (await listOutboxMail(db, 100)).find((row) => row.text.includes(email));
      if (!found) throw new Error('not in the outbox yet');
      return found;
    });
    expect(mail).toMatchObject({ to: 'support@kindred.test', subject: '[Contact: Technical] Grace' });
    expect(mail.text).toContain('The page does not load.');
    expect(errors).toEqual([]);
  });
});
