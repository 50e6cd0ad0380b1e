import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_MESSAGES,
  checkoutReturnPath,
  type BillingStatus,
  type CheckoutRequest,
  type CheckoutResponse,
  type PlanUsage,
  type Subscription,
} from '@kindred/contract/billing';
import {
  BOOST_MINUTES,
  DEFAULT_SUBSCRIPTION,
  isUpgrade,
  planOfSubscription,
  type PaidPlanId,
} from '@kindred/contract/plans';
import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import { Conflict, NotFound, PaymentRequired, TooManyRequests } from '../../http/errors';
import { lockMemberPlan, boostMemberUntil, memberPlanOf } from '../profiles/member-plan';
import { boostWindowEnd, boostWindowStart } from './billing-period';
import * as repo from './billing.repo';
import type { PaymentProvider } from './payment-provider';
import { readStripeEvent } from './stripe-events';
import { verifyStripeSignature } from './stripe-signature';
import { activate, applyStripeEvent, setCancelAtPeriodEnd, settleDue } from './subscription-changes';

type MemberPlan = { subscription: string; boostedUntil: Date | null };

export interface BillingDeps {
  db: Database;
  provider: PaymentProvider;
  /** Set when Stripe is configured: its webhook deliveries are verified with it. */
  stripeWebhookSecret: string | null;
  /** The discovery module's count of what is left of the like limits. */
  likesLeft: (
    member: { userId: string; subscription: string },
    now: Date,
  ) => Promise<Pick<PlanUsage, 'likesLeftToday' | 'superLikesLeftThisWeek'>>;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now?: () => Date;
}

const MINUTE_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * Premium plans (DESIGN 2, decision 046): buying through the payment provider, cancelling at the
 * period's end, renewals, boosts, and what is left of each plan's limits. `profiles.subscription`
 * always names the live plan (subscription-changes.ts), so the discovery limits read one column.
 */
export function createBillingService({
  db,
  provider,
  stripeWebhookSecret,
  likesLeft,
  log,
  now = () => new Date(),
}: BillingDeps) {
  async function planOf(userId: string): Promise<MemberPlan> {
    return (await memberPlanOf(db, userId)) ?? { subscription: DEFAULT_SUBSCRIPTION, boostedUntil: null };
  }

  function subscriptionView(member: MemberPlan, live: repo.SubscriptionRow | undefined): Subscription {
    const plan = planOfSubscription(member.subscription);
    const row = live?.planId === plan.id ? live : undefined;
    return {
      planId: plan.id,
      planName: plan.name,
      months: row?.months ?? null,
      status: row?.cancelAtPeriodEnd ? 'canceling' : 'active',
      currentPeriodStart: row?.currentPeriodStart.toISOString() ?? null,
      currentPeriodEnd: row?.currentPeriodEnd.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      provider: provider.name,
      testMode: provider.name === 'test',
    };
  }

  async function usageOf(userId: string, member: MemberPlan, at: Date): Promise<PlanUsage> {
    const allowance = planOfSubscription(member.subscription).limits.boosts;
    const [likes, starts] = await Promise.all([
      likesLeft({ userId, subscription: member.subscription }, at),
      allowance ? repo.boostStartsSince(db, userId, boostWindowStart(allowance.per, at)) : [],
    ]);
    const boostsLeft = allowance ? Math.max(0, allowance.count - starts.length) : 0;
    const freedBy = allowance && boostsLeft === 0 ? starts[starts.length - allowance.count] : undefined;
    return {
      ...likes,
      boostsLeft,
      boostPeriod: allowance?.per ?? null,
      nextBoostAt: allowance && freedBy ? boostWindowEnd(allowance.per, at, freedBy).toISOString() : null,
      boostedUntil: member.boostedUntil && member.boostedUntil > at ? member.boostedUntil.toISOString() : null,
    };
  }

  async function status(userId: string): Promise<BillingStatus> {
    const [member, live] = await Promise.all([planOf(userId), repo.findLiveSubscription(db, userId)]);
    return { subscription: subscriptionView(member, live), usage: await usageOf(userId, member, now()) };
  }

  /** After a purchase replaced a live plan of the same provider: stop billing the old one (best effort). */
  async function stopBillingReplaced(replaced: repo.SubscriptionRow | undefined, by: string | null): Promise<void> {
    const old = replaced?.providerSubscriptionId;
    if (replaced?.provider !== provider.name || !old || old === by) return;
    await provider
      .cancelNow(old)
      .catch((error: unknown) =>
        log.error({ err: error, subscriptionId: old }, 'stopping a replaced subscription failed'),
      );
  }

  async function changeCancellation(userId: string, cancel: boolean): Promise<BillingStatus> {
    const live = await repo.findLiveSubscription(db, userId);
    if (!live) throw new Conflict(cancel ? BILLING_MESSAGES.nothingToCancel : BILLING_MESSAGES.nothingToResume);
    if (live.cancelAtPeriodEnd !== cancel) {
      // The provider first: if it refuses, nothing here changed and the member may try again.
      if (live.providerSubscriptionId) await provider.setCancelAtPeriodEnd(live.providerSubscriptionId, cancel);
      await db.transaction((tx) => setCancelAtPeriodEnd(tx, live, cancel));
    }
    return status(userId);
  }

  return {
    status,

    /**
     * Before an account is deleted: a provider's subscription is ended there, or the card would
     * go on being charged for a member who is gone. Throws (502) when the provider does not
     * answer, so that the account stays and the member can try again (decision 046).
     */
    async stopBillingForDeletedAccount(userId: string): Promise<void> {
      const live = await repo.findLiveSubscription(db, userId);
      if (live?.provider !== provider.name || !live.providerSubscriptionId) return;
      await provider.cancelNow(live.providerSubscriptionId);
    },

    /** Upgrades only: a lower plan means cancelling (purchases are final), the same plan is already had. */
    async checkout(userId: string, { planId, months }: CheckoutRequest): Promise<CheckoutResponse> {
      const current = planOfSubscription((await planOf(userId)).subscription);
      if (current.id === planId) throw new Conflict(BILLING_MESSAGES.alreadyOnPlan(current.name));
      if (!isUpgrade(current.id, planId)) throw new Conflict(BILLING_MESSAGES.downgradeMeansCancel(current.name));
      const paidPlan = planId as PaidPlanId;
      const customerId = provider.name === 'stripe' ? await repo.lastProviderCustomerOf(db, userId) : null;
      const started = await provider.startCheckout({ memberId: userId, planId: paidPlan, months, customerId });
      if (started.kind === 'redirect') return { checkoutUrl: started.url, completed: false };

      const done = await db.transaction((tx) =>
        activate(tx, {
          memberId: userId,
          planId: paidPlan,
          months,
          provider: provider.name,
          customerId: null,
          subscriptionId: null,
          at: now(),
        }),
      );
      if (!done) throw new NotFound(MESSAGES.notFound);
      await stopBillingReplaced(done.replaced, null);
      return { checkoutUrl: checkoutReturnPath('success'), completed: true };
    },

    /** Cancels at the period's end: the plan stays until then (idempotent). */
    cancel: (userId: string) => changeCancellation(userId, true),

    /** Undoes a pending cancellation (idempotent). */
    resume: (userId: string) => changeCancellation(userId, false),

    /** A 30-minute boost: Platinum once a calendar month, Diamond once a week (decision 046). */
    async boost(userId: string): Promise<BillingStatus> {
      const at = now();
      await db.transaction(async (tx) => {
        const member = (await lockMemberPlan(tx, userId)) ?? { subscription: DEFAULT_SUBSCRIPTION, boostedUntil: null };
        const allowance = planOfSubscription(member.subscription).limits.boosts;
        if (!allowance) throw new PaymentRequired(BILLING_MESSAGES.boostsNeedPlan);
        if (member.boostedUntil && member.boostedUntil > at) throw new Conflict(BILLING_MESSAGES.boostRunning);
        const used = await repo.boostStartsSince(tx, userId, boostWindowStart(allowance.per, at));
        if (used.length >= allowance.count) throw new TooManyRequests(BILLING_MESSAGES.boostUsed[allowance.per]);
        const until = new Date(at.getTime() + BOOST_MINUTES * MINUTE_MS);
        await repo.insertBoost(tx, userId, at, until);
        await boostMemberUntil(tx, userId, until);
      });
      return status(userId);
    },

    /** POST /billing/webhooks/stripe: verified, read, applied once per event id. */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!stripeWebhookSecret) throw new NotFound(BILLING_MESSAGES.stripeNotConfigured);
      const at = now();
      verifyStripeSignature(stripeWebhookSecret, signature, rawBody, at);
      const event = readStripeEvent(rawBody);
      if (event.kind === 'ignored') return { received: true };
      const replaced = await db.transaction(async (tx) =>
        (await repo.recordEvent(tx, event.eventId, event.type)) ? applyStripeEvent(tx, event, at) : undefined,
      );
      if (event.kind === 'checkout-completed') await stopBillingReplaced(replaced, event.subscriptionId);
      return { received: true };
    },

    /**
     * The renewal sweep (hourly, app.ts): test-mode plans renew at their period's end, cancelled
     * ones end and Basic returns. Every process may run it: each change re-checks under the lock.
     */
    async renewDue(at: Date = now()): Promise<{ renewed: number; ended: number }> {
      const counts = { renewed: 0, ended: 0 };
      for (;;) {
        const due = await repo.dueSubscriptions(db, at, SWEEP_BATCH);
        let changed = 0;
        for (const row of due) {
          const outcome = await db.transaction((tx) => settleDue(tx, row, at));
          if (outcome) {
            counts[outcome] += 1;
            changed += 1;
          }
        }
        if (due.length < SWEEP_BATCH || changed === 0) return counts;
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests run the renewal sweep at a chosen moment. */
    billing: BillingService;
  }
}
