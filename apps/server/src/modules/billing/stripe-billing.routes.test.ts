import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, type BillingStatus } from '@kindred/contract/billing';
import { billingEvents, subscriptions } from '../../db/schema/billing';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, type CreatedMember, deleteAccount } from '../../../test/factories';
import { stripeSignatureHeader } from './stripe-signature';

const WEBHOOK_SECRET = 'whsec_test_kindred';

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com: records every call and answers like Stripe (or fails on demand). */
const fake = { calls: [] as Recorded[], failing: false, server: http.createServer() };
fake.server.on('request', (request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    fake.calls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      form: new URLSearchParams(body),
    });
    if (fake.failing) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      return;
    }
    const session = {
      id: `cs_test_${fake.calls.length}`,
      url: `https://checkout.stripe.test/c/pay/cs_${fake.calls.length}`,
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
  });
});

const env: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_kindred', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
// Registered before useTestApp's, so the app is built with the fake's address.
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  env.STRIPE_API_BASE = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
const t = useTestApp(env);

let eventCount = 0;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(type: string, object: object, id = `evt_${Date.now()}_${++eventCount}`) {
  return { id, object: 'event', type, created: seconds(new Date()), data: { object } };
}

function deliver(body: object | string, signature: string | null = 'valid', timestamp?: number) {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature === 'valid') headers['stripe-signature'] = stripeSignatureHeader(WEBHOOK_SECRET, raw, timestamp);
  else if (signature !== null) headers['stripe-signature'] = signature;
  return t().app.inject({ method: 'POST', url: '/api/v1/billing/webhooks/stripe', headers, payload: raw });
}

const completed = (member: CreatedMember, subscriptionId: string, planId = 'gold', months = '12') =>
  event('checkout.session.completed', {
    id: `cs_${subscriptionId}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: member.user.id,
    customer: `cus_${subscriptionId}`,
    subscription: subscriptionId,
    metadata: { member_id: member.user.id, plan_id: planId, months },
  });

async function status(member: CreatedMember): Promise<BillingStatus> {
  const response = await t().app.inject({
    method: 'GET',
    url: '/api/v1/billing/subscription',
    headers: bearer(member.token),
  });
  return response.json();
}

describe('Stripe checkout', () => {
  it('creates a Checkout Session in subscription mode with the contract’s price, and changes nothing yet', async () => {
    const member = await createMember(t().app);
    fake.calls.length = 0;
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      headers: bearer(member.token),
      payload: { planId: 'platinum', months: 12 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_1', completed: false });

    const [call] = fake.calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_kindred',
    });
    expect(Object.fromEntries(call!.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: member.user.id,
      success_url: 'http://kindred.test/subscription?checkout=success',
      cancel_url: 'http://kindred.test/subscription?checkout=cancelled',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '16000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][recurring][interval_count]': '1',
      'line_items[0][price_data][product_data][name]': 'Kindred Platinum',
      'metadata[plan_id]': 'platinum',
      'subscription_data[metadata][member_id]': member.user.id,
    });
    const { subscription } = await status(member);
    expect(subscription).toMatchObject({ planId: 'basic', provider: 'stripe', testMode: false });
  });

  it('answers 502 with a sentence when Stripe fails', async () => {
    const member = await createMember(t().app);
    fake.failing = true;
    try {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/billing/checkout',
        headers: bearer(member.token),
        payload: { planId: 'gold', months: 1 },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(BILLING_MESSAGES.providerFailed);
    } finally {
      fake.failing = false;
    }
  });
});

describe('Stripe webhooks', () => {
  it('a signed checkout.session.completed activates the plan; its replay is applied once', async () => {
    const member = await createMember(t().app);
    const body = completed(member, 'sub_activate');
    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const { subscription } = await status(member);
    expect(subscription).toMatchObject({ planId: 'gold', months: 12, status: 'active' });
    const [profile] = await t().db.select().from(profiles).where(eq(profiles.userId, member.user.id));
    expect(profile!.subscription).toBe('Gold');

    expect((await deliver(body)).statusCode).toBe(200);
    const rows = await t().db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', providerSubscriptionId: 'sub_activate' });
    expect(await t().db.select().from(billingEvents).where(eq(billingEvents.id, body.id))).toHaveLength(1);
  });

  it('a replayed event is applied once even when its effect could apply again', async () => {
    const member = await createMember(t().app);
    await deliver(completed(member, 'sub_replay'));
    const cancelled = event('customer.subscription.updated', {
      id: 'sub_replay',
      status: 'active',
      cancel_at_period_end: true,
    });
    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect((await status(member)).subscription.status).toBe('canceling');

    fake.calls.length = 0;
    const resumed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/billing/resume',
      headers: bearer(member.token),
    });
    expect(resumed.json().subscription.status).toBe('active');
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/v1/subscriptions/sub_replay' });
    expect(fake.calls[0]!.form.get('cancel_at_period_end')).toBe('false');

    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect((await status(member)).subscription.status).toBe('active');
  });

  it('invoice.paid extends the period, and customer.subscription.deleted returns the member to Basic', async () => {
    const member = await createMember(t().app);
    await deliver(completed(member, 'sub_renew', 'diamond', '1'));
    const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const end = new Date(Date.now() + 61 * 24 * 3600 * 1000);
    const invoice = event('invoice.paid', {
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_renew' } },
      lines: { data: [{ period: { start: seconds(start), end: seconds(end) } }] },
    });
    expect((await deliver(invoice)).statusCode).toBe(200);
    const renewed = (await status(member)).subscription;
    expect(renewed).toMatchObject({ planId: 'diamond', currentPeriodEnd: new Date(seconds(end) * 1000).toISOString() });

    expect((await deliver(event('customer.subscription.deleted', { id: 'sub_renew' }))).statusCode).toBe(200);
    expect((await status(member)).subscription.planId).toBe('basic');
  });

  it('an upgrade through Stripe stops billing the replaced Stripe subscription', async () => {
    const member = await createMember(t().app);
    await deliver(completed(member, 'sub_old_gold', 'gold', '1'));
    fake.calls.length = 0;
    await deliver(completed(member, 'sub_new_diamond', 'diamond', '1'));
    expect((await status(member)).subscription.planId).toBe('diamond');
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /v1/subscriptions/sub_old_gold']);
  });

  it('deleting the account ends its Stripe subscription first; if Stripe does not answer, the account stays', async () => {
    const deleteAccountOf = (member: CreatedMember) => deleteAccount(t().app, member);

    const kept = await createMember(t().app);
    await deliver(completed(kept, 'sub_kept', 'gold', '1'));
    fake.calls.length = 0;
    fake.failing = true;
    try {
      const refused = await deleteAccountOf(kept);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ message: BILLING_MESSAGES.providerFailed });
    } finally {
      fake.failing = false;
    }
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /v1/subscriptions/sub_kept']);
    expect((await status(kept)).subscription.planId).toBe('gold');

    const leaving = await createMember(t().app);
    await deliver(completed(leaving, 'sub_leaving', 'gold', '1'));
    fake.calls.length = 0;
    expect((await deleteAccountOf(leaving)).statusCode).toBe(204);
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /v1/subscriptions/sub_leaving']);
    const after = await t().app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      headers: bearer(leaving.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong, stale or missing signature and an unsigned body with 400', async () => {
    const member = await createMember(t().app);
    const body = completed(member, 'sub_refused');
    const wrong = await deliver(body, `t=${seconds(new Date())},v1=${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(BILLING_MESSAGES.signatureInvalid);

    const stale = await deliver(body, 'valid', seconds(new Date()) - 600);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(BILLING_MESSAGES.signatureStale);

    const missing = await deliver(body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(BILLING_MESSAGES.signatureInvalid);

    // Signed with another secret.
    const raw = Buffer.from(JSON.stringify(body));
    expect((await deliver(body, stripeSignatureHeader('whsec_other', raw))).statusCode).toBe(400);

    const notJson = await deliver('not json at all');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(BILLING_MESSAGES.webhookBodyInvalid);

    expect((await status(member)).subscription.planId).toBe('basic');
  });

  it('acknowledges events it does not use', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_1' }));
    expect(response.statusCode).toBe(200);
  });
});
