import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@kindred/contract/messages';
import { BARRIER_REPORT_TOPIC, CONTACT_TOPICS, OUTREACH_LIMITS } from '@kindred/contract/outreach';
import { useTestApp } from '../../../test/app';
import { uniqueEmail } from '../../../test/factories';
import { contactMessages, listSignups } from '../../db/schema/outreach';

const t = useTestApp({ SUPPORT_EMAIL: 'help-desk@kindred.test' });

const post = (path: string, payload?: unknown) =>
  t().app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  });

const signupsOf = (list: 'waitlist' | 'newsletter', email: string) =>
  t()
    .db.select()
    .from(listSignups)
    .where(and(eq(listSignups.list, list), eq(listSignups.email, email)));

describe('POST /waitlist and /newsletter', () => {
  it('stores the address lower-cased, with its source, and answers 202', async () => {
    const email = uniqueEmail('waiting');
    const response = await post('/waitlist', { email: `  ${email.toUpperCase()} `, source: 'app-preview' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const rows = await signupsOf('waitlist', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, source: 'app-preview' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('accepts a repeat silently, with the same answer, and keeps one row with the first source', async () => {
    const email = uniqueEmail('again');
    const first = await post('/newsletter', { email, source: 'footer' });
    const repeat = await post('/newsletter', { email: email.toUpperCase(), source: 'closing' });
    expect([first.statusCode, repeat.statusCode]).toEqual([202, 202]);
    expect(repeat.body).toBe(first.body);
    const rows = await signupsOf('newsletter', email);
    expect(rows.map((row) => row.source)).toEqual(['footer']);
  });

  it('keeps the two lists apart, and a source is optional', async () => {
    const email = uniqueEmail('both');
    expect((await post('/waitlist', { email })).statusCode).toBe(202);
    expect((await post('/newsletter', { email })).statusCode).toBe(202);
    expect(await signupsOf('waitlist', email)).toEqual([expect.objectContaining({ source: null })]);
    expect(await signupsOf('newsletter', email)).toHaveLength(1);
  });

  it.each([
    ['no body', undefined, MESSAGES.emailRequired],
    ['an empty object', {}, MESSAGES.emailRequired],
    ['a blank address', { email: '   ' }, MESSAGES.emailRequired],
    ['an address without a domain', { email: 'someone@' }, MESSAGES.emailInvalid],
    ['a number', { email: 42 }, MESSAGES.emailInvalid],
    ['a NUL byte', { email: 'a\u0000b@example.com' }, MESSAGES.invisibleCharacters('email')],
    [
      'an unknown source',
      { email: 'x@example.com', source: 'billboard' },
      'source must be one of: app-preview, closing, footer',
    ],
    ['an array body', [], MESSAGES.bodyMustBeObject],
    ['broken JSON', '{"email":', MESSAGES.malformedJson],
  ])('refuses %s with a sentence', async (_, body, message) => {
    for (const path of ['/waitlist', '/newsletter']) {
      const response = await post(path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toBe(message);
    }
  });

  it('refuses a body over the size limit with a sentence', async () => {
    const response = await post('/waitlist', { email: 'big@example.com', padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.payloadTooLarge });
  });
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('visitor'),
  topic: 'billing',
  message: 'I was charged twice this month.\n\nCould you look into it?',
  ...overrides,
});

describe('POST /contact', () => {
  it('stores the message and mails it to the support address only', async () => {
    const body = contact({ email: uniqueEmail('Ada').toUpperCase(), name: '  Ada Lovelace  ' });
    const mailBefore = t().mail.length;
    const response = await post('/contact', body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });

    const email = String(body.email).toLowerCase();
    const [row] = await t().db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ name: 'Ada Lovelace', topic: 'billing', message: body.message });

    const sent = t().mail.slice(mailBefore);
    expect(sent.map((mail) => mail.to)).toEqual(['help-desk@kindred.test']);
    expect(sent[0]!.subject).toBe('[Contact: Billing] Ada Lovelace');
    expect(sent[0]!.text).toContain(`From: Ada Lovelace <${email}>`);
    expect(sent[0]!.text).toContain(`Reference: ${row!.id}`);
    expect(sent[0]!.text).toContain(body.message);
  });

  it('escapes what the visitor typed in the mail’s HTML', async () => {
    const mailBefore = t().mail.length;
    const message = '<script>alert("hi")</script> & <b>bold</b>';
    expect((await post('/contact', contact({ name: 'Eve <img src=x>', message }))).statusCode).toBe(202);
    const [mail] = t().mail.slice(mailBefore);
    expect(mail!.html).not.toMatch(/<script|<img|<b>/);
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('takes a barrier reported from the Accessibility statement, and mails it under its own topic', async () => {
    const mailBefore = t().mail.length;
    const body = contact({
      topic: BARRIER_REPORT_TOPIC,
      message: 'On Messages, VoiceOver does not read new messages.',
    });
    expect((await post('/contact', body)).statusCode).toBe(202);
    const [row] = await t()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, String(body.email)));
    expect(row).toMatchObject({ topic: 'accessibility', message: body.message });
    const [mail] = t().mail.slice(mailBefore);
    expect(mail!.subject).toBe('[Contact: Accessibility] Ada Lovelace');
  });

  it('takes every topic of SPEC 3', async () => {
    for (const topic of CONTACT_TOPICS) {
      expect((await post('/contact', contact({ topic }))).statusCode, topic).toBe(202);
    }
  });

  it.each([
    ['no body', undefined, 'name is required'],
    ['no name', contact({ name: undefined }), 'name is required'],
    ['a blank name', contact({ name: '   ' }), 'name is required'],
    ['a long name', contact({ name: 'n'.repeat(OUTREACH_LIMITS.nameMax + 1) }), 'name must be at most 100 characters'],
    ['a name on two lines', contact({ name: 'Ada\nLovelace' }), MESSAGES.singleLine('name')],
    ['no email', contact({ email: undefined }), MESSAGES.emailRequired],
    ['a bad email', contact({ email: 'not an address' }), MESSAGES.emailInvalid],
    ['no topic', contact({ topic: undefined }), 'topic is required'],
    [
      'an unknown topic',
      contact({ topic: 'romance' }),
      'topic must be one of: account, billing, technical, safety, feedback, other, accessibility',
    ],
    ['a blank message', contact({ message: ' \n ' }), 'message is required'],
    [
      'a long message',
      contact({ message: 'm'.repeat(OUTREACH_LIMITS.messageMax + 1) }),
      'message must be at most 5000 characters',
    ],
    ['a NUL byte in the message', contact({ message: 'hello\u0000there' }), MESSAGES.invisibleCharacters('message')],
    ['a message that is not text', contact({ message: { text: 'hi' } }), MESSAGES.fieldMustBeString('message')],
  ])('refuses %s with a sentence, storing and sending nothing', async (_, body, message) => {
    const mailBefore = t().mail.length;
    const response = await post('/contact', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(t().mail.length).toBe(mailBefore);
  });
});
