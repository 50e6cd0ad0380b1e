import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BILLING_MESSAGES, type BillingStatus } from '@kindred/contract/billing';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { profiles } from '../../db/schema/profiles';
import { subscriptions } from '../../db/schema/billing';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

const woman = (location: string, subscription = 'Free') =>
  createDiscoverableMember(t().app, t().db, {
    profile: { location, gender: 'female', showMe: 'Men', age: 30 },
    columns: { subscription },
  });
const men = (location: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createDiscoverableMember(t().app, t().db, {
        profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 32 },
      }),
    ),
  );

const call = (member: CreatedMember, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t().app.inject({ method, url: `/api/v1${path}`, headers: bearer(member.token), payload: payload as object });
const act = (actor: CreatedMember, target: CreatedMember, status: string) =>
  call(actor, 'POST', '/matches/likes', { likedId: target.user.id, status });
const checkout = (member: CreatedMember, planId: string, months: number) =>
  call(member, 'POST', '/billing/checkout', { planId, months });
async function status(member: CreatedMember): Promise<BillingStatus> {
  const response = await call(member, 'GET', '/billing/subscription');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function storedPlan(member: CreatedMember): Promise<string> {
  const [row] = await t().db.select().from(profiles).where(eq(profiles.userId, member.user.id));
  return row!.subscription;
}

describe('buying a plan in test mode', () => {
  it('Basic: 10 likes a day and no super likes; after a Gold checkout, unlimited likes and 5 super likes a week', async () => {
    const her = await woman('Boise, ID');
    const them = await men('Boise, ID', 12);
    const basic = await status(her);
    expect(basic.subscription).toMatchObject({ planId: 'basic', months: null, provider: 'test', testMode: true });
    expect(basic.usage).toMatchObject({ likesLeftToday: 10, superLikesLeftThisWeek: 0, boostsLeft: 0 });

    for (const target of them.slice(0, 10)) expect((await act(her, target, 'like')).statusCode).toBe(200);
    expect((await act(her, them[10]!, 'like')).statusCode).toBe(429);
    const superLike = await act(her, them[10]!, 'superlike');
    expect(superLike.statusCode).toBe(402);
    expect(superLike.json().message).toBe(DISCOVERY_MESSAGES.superLikesNeedPremium);
    expect((await status(her)).usage.likesLeftToday).toBe(0);

    const bought = await checkout(her, 'gold', 1);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ checkoutUrl: '/subscription?checkout=success', completed: true });
    expect(await storedPlan(her)).toBe('Gold');
    const me = await call(her, 'GET', '/profiles/me');
    expect(me.json().data.subscription).toBe('Gold');

    const gold = await status(her);
    expect(gold.subscription).toMatchObject({ planId: 'gold', planName: 'Gold', months: 1, status: 'active' });
    const period = new Date(gold.subscription.currentPeriodEnd!).getTime() - Date.now();
    expect(period).toBeGreaterThan(27 * 24 * HOUR_MS);
    expect(period).toBeLessThanOrEqual(31 * 24 * HOUR_MS);
    expect(gold.usage).toMatchObject({ likesLeftToday: null, superLikesLeftThisWeek: 5 });

    expect((await act(her, them[10]!, 'like')).statusCode).toBe(200);
    for (const target of them.slice(0, 5)) expect((await act(her, target, 'superlike')).statusCode).toBe(200);
    const sixth = await act(her, them[5]!, 'superlike');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(DISCOVERY_MESSAGES.weeklySuperLikesUsed);
    expect((await status(her)).usage.superLikesLeftThisWeek).toBe(0);
  });

  it('refuses bad checkouts with a 4xx and a sentence', async () => {
    const her = await woman('Reno, NV');
    const refusals: [unknown, string | null][] = [
      [{ planId: 'silver', months: 1 }, BILLING_MESSAGES.planInvalid],
      [{ planId: 'gold', months: 6 }, BILLING_MESSAGES.monthsNotOffered('gold')],
      [{ planId: 'basic', months: 1 }, BILLING_MESSAGES.basicIsFree],
      [{ planId: 'gold', months: 1.5 }, BILLING_MESSAGES.monthsInvalid],
      [{ planId: 'gold', months: '12' }, BILLING_MESSAGES.monthsInvalid],
      [{ planId: 'gold\u0000', months: 1 }, null],
      [{}, null],
      [undefined, null],
      [[{ planId: 'gold', months: 1 }], null],
    ];
    for (const [payload, message] of refusals) {
      const response = await call(her, 'POST', '/billing/checkout', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().message).toBe('string');
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await storedPlan(her)).toBe('Free');
  });

  it('upgrades replace the plan from now; the same plan or a lower one is refused', async () => {
    const her = await woman('Fresno, CA');
    expect((await checkout(her, 'gold', 12)).statusCode).toBe(200);
    const same = await checkout(her, 'gold', 1);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(BILLING_MESSAGES.alreadyOnPlan('Gold'));

    expect((await checkout(her, 'diamond', 1)).statusCode).toBe(200);
    const lower = await checkout(her, 'platinum', 1);
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(BILLING_MESSAGES.downgradeMeansCancel('Diamond'));

    const rows = await t().db.select().from(subscriptions).where(eq(subscriptions.userId, her.user.id));
    expect(rows.map((row) => [row.planId, row.months, row.status]).sort()).toEqual([
      ['diamond', 1, 'active'],
      ['gold', 12, 'ended'],
    ]);
    expect(await storedPlan(her)).toBe('Diamond');
  });
});

describe('cancelling, resuming and renewing', () => {
  it('a cancelled plan stays until its period ends, then the renewal sweep moves the member to Basic', async () => {
    const her = await woman('Tucson, AZ');
    await checkout(her, 'gold', 1);
    const cancelled = await call(her, 'POST', '/billing/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { subscription } = cancelled.json() as BillingStatus;
    expect(subscription).toMatchObject({ planId: 'gold', status: 'canceling', cancelAtPeriodEnd: true });
    // Twice is the same as once.
    expect((await call(her, 'POST', '/billing/cancel')).json().subscription.status).toBe('canceling');

    const end = new Date(subscription.currentPeriodEnd!);
    await t().app.billing.renewDue(new Date(end.getTime() - 1000));
    expect(await storedPlan(her)).toBe('Gold');

    await t().app.billing.renewDue(new Date(end.getTime() + 1000));
    expect(await storedPlan(her)).toBe('Free');
    const after = await status(her);
    expect(after.subscription).toMatchObject({ planId: 'basic', status: 'active', currentPeriodEnd: null });
    expect(after.usage.likesLeftToday).toBe(10);
    const [ended] = await t()
      .db.select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, her.user.id), eq(subscriptions.status, 'ended')));
    expect(ended!.endedAt!.getTime()).toBe(end.getTime());
  });

  it('resuming undoes the cancellation, and the sweep renews a test-mode plan for another period', async () => {
    const her = await woman('Spokane, WA');
    await checkout(her, 'platinum', 12);
    await call(her, 'POST', '/billing/cancel');
    const resumed = await call(her, 'POST', '/billing/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const { subscription } = resumed.json() as BillingStatus;
    expect(subscription).toMatchObject({ planId: 'platinum', months: 12, status: 'active', cancelAtPeriodEnd: false });

    const end = new Date(subscription.currentPeriodEnd!);
    // Other tests' plans in this database may renew too.
    expect((await t().app.billing.renewDue(new Date(end.getTime() + 1000))).renewed).toBeGreaterThanOrEqual(1);
    const renewed = (await status(her)).subscription;
    expect(renewed.planId).toBe('platinum');
    expect(renewed.currentPeriodStart).toBe(end.toISOString());
    expect(new Date(renewed.currentPeriodEnd!).getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
  });

  it('Basic has nothing to cancel or resume', async () => {
    const her = await woman('Eugene, OR');
    const cancel = await call(her, 'POST', '/billing/cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(BILLING_MESSAGES.nothingToCancel);
    const resume = await call(her, 'POST', '/billing/resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(BILLING_MESSAGES.nothingToResume);
  });
});

describe('boosts', () => {
  const boost = (member: CreatedMember) => call(member, 'POST', '/billing/boost');
  const endBoost = (member: CreatedMember) =>
    t()
      .db.update(profiles)
      .set({ boostedUntil: new Date(Date.now() - 1000) })
      .where(eq(profiles.userId, member.user.id));

  it('Platinum boosts for 30 minutes once a calendar month; a running boost is not restarted', async () => {
    const her = await woman('Provo, UT');
    await checkout(her, 'platinum', 1);
    const first = await boost(her);
    expect(first.statusCode, first.body).toBe(200);
    const { usage } = first.json() as BillingStatus;
    const minutes = (new Date(usage.boostedUntil!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(usage).toMatchObject({ boostsLeft: 0, boostPeriod: 'month' });
    const now = new Date();
    expect(usage.nextBoostAt).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());
    const [stored] = await t().db.select().from(profiles).where(eq(profiles.userId, her.user.id));
    expect(stored!.boostedUntil!.toISOString()).toBe(usage.boostedUntil);

    const running = await boost(her);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(BILLING_MESSAGES.boostRunning);
    await endBoost(her);
    const used = await boost(her);
    expect(used.statusCode).toBe(429);
    expect(used.json().message).toBe(BILLING_MESSAGES.boostUsed.month);
  });

  it('Diamond boosts once a week', async () => {
    const her = await woman('Ogden, UT');
    await checkout(her, 'diamond', 1);
    const first = await boost(her);
    expect(first.statusCode, first.body).toBe(200);
    await endBoost(her);
    const used = await boost(her);
    expect(used.statusCode).toBe(429);
    expect(used.json().message).toBe(BILLING_MESSAGES.boostUsed.week);
    const { usage } = await status(her);
    expect(usage).toMatchObject({ boostsLeft: 0, boostPeriod: 'week', boostedUntil: null });
    const week = new Date(usage.nextBoostAt!).getTime() - Date.now();
    expect(week).toBeGreaterThan(7 * 24 * HOUR_MS - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * HOUR_MS);
  });

  it('Basic and Gold have no boosts', async () => {
    const basic = await woman('Logan, UT');
    const gold = await woman('Logan, UT', 'Gold');
    for (const member of [basic, gold]) {
      const response = await boost(member);
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(BILLING_MESSAGES.boostsNeedPlan);
    }
  });
});

describe('the Stripe webhook without Stripe', () => {
  it('answers 404 in test mode', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(BILLING_MESSAGES.stripeNotConfigured);
  });
});
