import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExportSchema } from '@kindred/contract/data-export';
import {
  EMERGENCY_CONTACT_LIMITS,
  EMERGENCY_CONTACT_MESSAGES,
  EMERGENCY_CONTACT_TEXTS,
  type EmergencyContact,
} from '@kindred/contract/emergency-contacts';
import { MESSAGES } from '@kindred/contract/messages';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { emergencyContactEmails, emergencyContacts } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, deleteAccount, uniqueEmail, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const call = (member: CreatedMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const paths = API_PATHS.safety;

async function add(member: CreatedMember, name = 'Sam', email = uniqueEmail('contact')) {
  const response = await call(member, 'POST', paths.emergencyContacts, { name, email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EmergencyContact;
}
const listOf = async (member: CreatedMember) =>
  (await call(member, 'GET', paths.emergencyContacts)).json().contacts as EmergencyContact[];
const mailTo = (email: string) => t().mail.filter((mail) => mail.to === email);
/** The token of the newest confirmation link e-mailed to `email`. */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  await expect.poll(() => mailTo(email).length).toBe(count);
  const text = mailTo(email).at(-1)!.text;
  const match = new RegExp(`${ROUTES.emergencyContactConfirm}\\?token=([\\w-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}
const confirm = (token: unknown) => call(null, 'POST', paths.confirmEmergencyContact, { token });
/** Lets a resend through now: the last e-mail went out longer ago than the wait. */
const ageLastEmail = (id: string) =>
  t()
    .db.update(emergencyContacts)
    .set({ lastSentAt: new Date(Date.now() - (EMERGENCY_CONTACT_LIMITS.resendMinutes + 1) * 60_000) })
    .where(eq(emergencyContacts.id, id));

describe('emergency contacts', () => {
  it('adds a contact waiting for confirmation and e-mails them a link that confirms once', async () => {
    const member = await createMember(t().app, { profile: { name: 'Robin' } });
    const email = uniqueEmail('Friend').toUpperCase();
    const added = await add(member, '  Sam Carter ', email);
    expect(added).toMatchObject({ name: 'Sam Carter', email: email.toLowerCase(), confirmed: false });

    const token = await linkTokenFor(email.toLowerCase());
    const mail = mailTo(email.toLowerCase())[0]!;
    expect(mail.subject).toBe(EMERGENCY_CONTACT_TEXTS.emailSubject('Robin'));
    expect(mail.text).toContain('Robin added you');
    expect(mail.text).toContain('share the details of a date');
    expect(mail.text).toContain('ignore this e-mail');
    expect(mail.html).toContain(`${ROUTES.emergencyContactConfirm}?token=${token}`);
    // Stored hashed: the link's token is not in the row.
    const [row] = await t().db.select().from(emergencyContacts).where(eq(emergencyContacts.id, added.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMERGENCY_CONTACT_MESSAGES.confirmed });
    expect(await listOf(member)).toEqual([{ ...added, confirmed: true }]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.linkInvalid);
  });

  it('refuses an unknown or expired link, and changes nothing', async () => {
    const member = await createMember(t().app);
    const added = await add(member);
    const token = await linkTokenFor(added.email);
    expect((await confirm('not-a-token-we-sent')).statusCode).toBe(410);
    await t()
      .db.update(emergencyContacts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyContacts.id, added.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.linkInvalid);
    expect((await listOf(member))[0]!.confirmed).toBe(false);
  });

  it('refuses a fourth contact and the same address twice, in the contract words', async () => {
    const member = await createMember(t().app);
    const first = await add(member, 'One');
    const duplicate = await call(member, 'POST', paths.emergencyContacts, {
      name: 'Again',
      email: first.email.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.duplicate);
    await add(member, 'Two');
    await add(member, 'Three');
    const fourth = await call(member, 'POST', paths.emergencyContacts, { name: 'Four', email: uniqueEmail('four') });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.tooMany);
    expect((await listOf(member)).map((contact) => contact.name)).toEqual(['One', 'Two', 'Three']);
  });

  it('checks the name and the e-mail, and refuses a bodiless POST or a NUL byte with a 400', async () => {
    const member = await createMember(t().app);
    const cases: [unknown, string][] = [
      [{ name: '', email: uniqueEmail() }, EMERGENCY_CONTACT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), email: uniqueEmail() }, EMERGENCY_CONTACT_MESSAGES.nameTooLong],
      [{ name: 'Sam', email: 'not an address' }, MESSAGES.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await call(member, 'POST', paths.emergencyContacts, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const bodiless = await t().app.inject({
      method: 'POST',
      url: `/api/v1${paths.emergencyContacts}`,
      headers: bearer(member.token),
    });
    expect(bodiless.statusCode).toBe(400);
    expect(
      (await call(member, 'POST', paths.emergencyContacts, { name: 'Sa\u0000m', email: uniqueEmail() })).statusCode,
    ).toBe(400);
    expect((await call(null, 'POST', paths.confirmEmergencyContact, { token: 'a\u0000b' })).statusCode).toBe(400);
    expect((await t().app.inject({ method: 'POST', url: `/api/v1${paths.confirmEmergencyContact}` })).statusCode).toBe(
      400,
    );
    expect(await listOf(member)).toEqual([]);
  });

  it("shows and changes only the member's own: another member's id is not found, a malformed one a 400", async () => {
    const owner = await createMember(t().app);
    const other = await createMember(t().app);
    const contact = await add(owner);
    expect(await listOf(other)).toEqual([]);
    expect((await call(null, 'GET', paths.emergencyContacts)).statusCode).toBe(401);
    for (const url of [paths.emergencyContact(contact.id), paths.resendEmergencyContact(contact.id)]) {
      const method = url.endsWith('/resend') ? 'POST' : 'DELETE';
      const response = await call(other, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.notFound);
      expect(response.body).not.toContain(contact.email);
      expect((await call(other, method, url.replace(contact.id, 'not-a-uuid'))).statusCode).toBe(400);
    }
    expect(await listOf(owner)).toHaveLength(1);

    const removed = await call(owner, 'DELETE', paths.emergencyContact(contact.id));
    expect(removed.statusCode).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    expect((await call(owner, 'DELETE', paths.emergencyContact(contact.id))).statusCode).toBe(404);
  });

  it('resends a new link at most once in 10 minutes per contact; the old link stops working', async () => {
    const member = await createMember(t().app);
    const contact = await add(member);
    const first = await linkTokenFor(contact.email);
    const tooSoon = await call(member, 'POST', paths.resendEmergencyContact(contact.id));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.resendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await ageLastEmail(contact.id);
    const resent = await call(member, 'POST', paths.resendEmergencyContact(contact.id));
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await linkTokenFor(contact.email, 2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(410);
    expect((await confirm(second)).statusCode).toBe(200);
    await ageLastEmail(contact.id);
    const confirmed = await call(member, 'POST', paths.resendEmergencyContact(contact.id));
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.alreadyConfirmed);
  });

  it('caps the confirmation e-mails a member has sent in a day, removed contacts counted', async () => {
    const member = await createMember(t().app);
    const contact = await add(member);
    await call(member, 'DELETE', paths.emergencyContact(contact.id));
    // The rest of the day's allowance, as if sent by adding and removing strangers.
    await t()
      .db.insert(emergencyContactEmails)
      .values(Array.from({ length: EMERGENCY_CONTACT_LIMITS.emailsPerDay - 1 }, () => ({ userId: member.user.id })));
    const capped = await call(member, 'POST', paths.emergencyContacts, { name: 'Stranger', email: uniqueEmail() });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(EMERGENCY_CONTACT_MESSAGES.dailyCap);
    expect(await listOf(member)).toEqual([]);
  });

  it("is in the member's data export and goes with the account", async () => {
    const member = await createMember(t().app);
    const contact = await add(member, 'Alex');
    const exported = await call(member, 'GET', '/account/export');
    expect(exported.statusCode).toBe(200);
    const data = dataExportSchema.parse(exported.json());
    expect(data.emergencyContacts).toEqual([
      { name: 'Alex', email: contact.email, confirmed: false, addedAt: contact.addedAt, confirmedAt: null },
    ]);
    expect((await deleteAccount(t().app, member)).statusCode).toBe(204);
    const rows = await t().db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, member.user.id));
    expect(rows).toEqual([]);
  });
});
