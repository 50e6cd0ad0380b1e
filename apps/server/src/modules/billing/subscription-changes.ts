import { subscriptionNameOf, type PaidPlanId } from '@kindred/contract/plans';
import type { BillingProvider } from '@kindred/contract/billing';
import type { Database } from '../../db/database';
import { lockMemberPlan, setMemberPlan } from '../profiles/member-plan';
import { addMonths } from './billing-period';
import * as repo from './billing.repo';
import type { BillingEvent } from './stripe-events';

/**
 * The changes of a subscription, each inside the caller's transaction. Every one locks the
 * member's profile row first (one lock order), and `profiles.subscription` changes with the row,
 * so plan limits never see a plan the subscriptions table does not hold.
 */

export interface Purchase {
  memberId: string;
  planId: PaidPlanId;
  months: number;
  provider: BillingProvider;
  customerId: string | null;
  subscriptionId: string | null;
  at: Date;
}

/**
 * A paid plan from `at`, for `months`. A live plan is replaced from now (an upgrade: purchases
 * are final, so no refund and no proration); the replaced row is returned so its provider can
 * stop billing it. Null when the member is gone.
 */
export async function activate(
  tx: Database,
  purchase: Purchase,
): Promise<{ row: repo.SubscriptionRow; replaced: repo.SubscriptionRow | undefined } | null> {
  if (!(await lockMemberPlan(tx, purchase.memberId))) return null;
  const replaced = await repo.findLiveSubscription(tx, purchase.memberId);
  if (replaced) await repo.endSubscription(tx, replaced.id, purchase.at);
  const row = await repo.insertSubscription(tx, {
    userId: purchase.memberId,
    planId: purchase.planId,
    months: purchase.months,
    status: 'active',
    currentPeriodStart: purchase.at,
    currentPeriodEnd: addMonths(purchase.at, purchase.months),
    provider: purchase.provider,
    providerCustomerId: purchase.customerId,
    providerSubscriptionId: purchase.subscriptionId,
  });
  await setMemberPlan(tx, purchase.memberId, subscriptionNameOf(purchase.planId));
  return { row, replaced };
}

/** Ends the member's live subscription `id` (if it still is), and Basic returns. */
export async function endLive(tx: Database, row: repo.SubscriptionRow, at: Date): Promise<void> {
  await lockMemberPlan(tx, row.userId);
  const live = await repo.findLiveSubscription(tx, row.userId);
  if (live?.id !== row.id) return;
  await repo.endSubscription(tx, row.id, at);
  await setMemberPlan(tx, row.userId, subscriptionNameOf('basic'));
}

/** Sets or clears the cancellation at period end of the member's live subscription. */
export async function setCancelAtPeriodEnd(tx: Database, row: repo.SubscriptionRow, cancel: boolean): Promise<void> {
  await lockMemberPlan(tx, row.userId);
  const live = await repo.findLiveSubscription(tx, row.userId);
  if (live?.id === row.id) await repo.updateSubscription(tx, row.id, { cancelAtPeriodEnd: cancel });
}

/**
 * A due subscription (its period is over): cancelled, it ends at its period's end; in test mode,
 * it renews for as many periods as have passed. Stripe's renew through `invoice.paid`.
 */
export async function settleDue(
  tx: Database,
  due: repo.SubscriptionRow,
  now: Date,
): Promise<'ended' | 'renewed' | null> {
  await lockMemberPlan(tx, due.userId);
  const live = await repo.findLiveSubscription(tx, due.userId);
  if (live?.id !== due.id || live.currentPeriodEnd > now) return null;
  if (live.cancelAtPeriodEnd) {
    await endLive(tx, live, live.currentPeriodEnd);
    return 'ended';
  }
  if (live.provider !== 'test') return null;
  let start = live.currentPeriodStart;
  let end = live.currentPeriodEnd;
  while (end <= now) [start, end] = [end, addMonths(end, live.months)];
  await repo.updateSubscription(tx, live.id, { currentPeriodStart: start, currentPeriodEnd: end });
  return 'renewed';
}

/**
 * A verified Stripe event, applied once (the caller records its id in the same transaction).
 * Returns a live subscription a Stripe checkout replaced, which Stripe must stop billing.
 */
export async function applyStripeEvent(
  tx: Database,
  event: Exclude<BillingEvent, { kind: 'ignored' }>,
  now: Date,
): Promise<repo.SubscriptionRow | undefined> {
  if (event.kind === 'checkout-completed') {
    if (event.subscriptionId && (await repo.findByProviderSubscription(tx, event.subscriptionId))) return undefined;
    const done = await activate(tx, {
      memberId: event.memberId,
      planId: event.planId,
      months: event.months,
      provider: 'stripe',
      customerId: event.customerId,
      subscriptionId: event.subscriptionId,
      at: event.at,
    });
    return done?.replaced;
  }
  const found = await repo.findByProviderSubscription(tx, event.subscriptionId);
  if (!found) return undefined;
  await lockMemberPlan(tx, found.userId);
  // Read again under the lock: a sweep or another event may have changed it meanwhile.
  const row = await repo.findByProviderSubscription(tx, event.subscriptionId);
  if (row?.status !== 'active') return undefined;
  if (event.kind === 'deleted' || (event.kind === 'updated' && event.ended)) {
    await endLive(tx, row, now);
  } else if (event.kind === 'renewed') {
    if (event.periodEnd > row.currentPeriodEnd) {
      await repo.updateSubscription(tx, row.id, {
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd,
      });
    }
  } else {
    await repo.updateSubscription(tx, row.id, {
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
    });
  }
  return undefined;
}
