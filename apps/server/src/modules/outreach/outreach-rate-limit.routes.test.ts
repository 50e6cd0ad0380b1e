import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../../test/app';
import { uniqueEmail } from '../../../test/factories';

// Limits of two, so the third request from the same address is refused (app.inject comes from 127.0.0.1).
const t = useTestApp({ RATE_LIMIT_SUBSCRIBE: '2', RATE_LIMIT_CONTACT: '2' });

const post = (path: string, payload: object) => t().app.inject({ method: 'POST', url: `/api/v1${path}`, payload });

const contact = () => ({ name: 'Sam', email: uniqueEmail('limited'), topic: 'other', message: 'Hello there' });

describe('the public forms’ rate limits', () => {
  it('refuse a third sign-up within the minute from one address, whatever the e-mail', async () => {
    // Refused input does not use up a visitor's tries.
    expect((await post('/waitlist', { email: 'oops' })).statusCode).toBe(400);
    expect((await post('/waitlist', { email: uniqueEmail('a') })).statusCode).toBe(202);
    expect((await post('/waitlist', { email: uniqueEmail('b') })).statusCode).toBe(202);
    const third = await post('/waitlist', { email: uniqueEmail('c') });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: MESSAGES.tooManyRequests });
  });

  it('refuse a third contact message within 15 minutes, and send no mail for it', async () => {
    expect((await post('/contact', contact())).statusCode).toBe(202);
    expect((await post('/contact', contact())).statusCode).toBe(202);
    const mailBefore = t().mail.length;
    const third = await post('/contact', contact());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(t().mail.length).toBe(mailBefore);
  });
});
