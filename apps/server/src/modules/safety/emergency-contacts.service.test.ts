import { describe, expect, it } from 'vitest';
import { EMERGENCY_CONTACT_LIMITS, EMERGENCY_CONTACT_MESSAGES } from '@kindred/contract/emergency-contacts';
import { useTestApp } from '../../../test/app';
import { createMember, uniqueEmail } from '../../../test/factories';
import type { MailMessage } from '../mail/mail-message';
import { createEmergencyContactsService } from './emergency-contacts.service';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The service on the test database, with its own clock and a mailer that records. */
function serviceAt(clock: { now: Date }) {
  const mail: MailMessage[] = [];
  const service = createEmergencyContactsService({
    db: t().db,
    mailer: { transport: 'outbox', send: async (message) => void mail.push(message) },
    publicUrl: 'https://kindred.test',
    namesOf: async (ids) => new Map(ids.map((id) => [id, 'Robin'])),
    log: { error: () => undefined },
    now: () => clock.now,
  });
  const tokenOf = async (email: string) => {
    await expect.poll(() => mail.filter((sent) => sent.to === email).length).toBeGreaterThan(0);
    return /token=([\w-]+)/.exec(mail.filter((sent) => sent.to === email).at(-1)!.text)![1]!;
  };
  return { service, tokenOf };
}

describe('confirmedContactsOf', () => {
  it('gives only confirmed contacts of that member: never one waiting, never another member’s', async () => {
    const clock = { now: new Date() };
    const { service, tokenOf } = serviceAt(clock);
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const confirmed = await service.add(member.user.id, { name: 'Sam', email: uniqueEmail('sam') });
    const waiting = await service.add(member.user.id, { name: 'Lee', email: uniqueEmail('lee') });
    const theirs = await service.add(other.user.id, { name: 'Kim', email: uniqueEmail('kim') });
    await service.confirm(await tokenOf(confirmed.email));
    await service.confirm(await tokenOf(theirs.email));

    const expected = [{ id: confirmed.id, name: 'Sam', email: confirmed.email }];
    expect(await service.confirmedContactsOf(member.user.id)).toEqual(expected);
    expect(await service.confirmedContactsOf(member.user.id, [confirmed.id, waiting.id, theirs.id])).toEqual(expected);
    expect(await service.confirmedContactsOf(member.user.id, [waiting.id, 'not-an-id'])).toEqual([]);
    expect(await service.confirmedContactsOf(member.user.id, [])).toEqual([]);
  });
});

describe('the confirmation link', () => {
  it('works for 7 days, and not a moment after', async () => {
    const clock = { now: new Date() };
    const { service, tokenOf } = serviceAt(clock);
    const member = await createMember(t().app);
    const late = await service.add(member.user.id, { name: 'Late', email: uniqueEmail('late') });
    clock.now = new Date(clock.now.getTime() + 1000);
    const onTime = await service.add(member.user.id, { name: 'On time', email: uniqueEmail('ontime') });
    const start = clock.now.getTime();

    clock.now = new Date(start - 1000 + EMERGENCY_CONTACT_LIMITS.linkDays * DAY_MS);
    await expect(service.confirm(await tokenOf(late.email))).rejects.toMatchObject({
      statusCode: 410,
      message: EMERGENCY_CONTACT_MESSAGES.linkInvalid,
    });
    clock.now = new Date(start + EMERGENCY_CONTACT_LIMITS.linkDays * DAY_MS - 1000);
    await service.confirm(await tokenOf(onTime.email));
    expect((await service.list(member.user.id)).map((contact) => [contact.name, contact.confirmed])).toEqual([
      ['Late', false],
      ['On time', true],
    ]);
  });
});
