import { z } from 'zod';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { PAID_PLAN_IDS, planById, type PaidPlanId } from '@kindred/contract/plans';
import { BadRequest } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';

/** What a Stripe event means for a subscription here; events we do not use are `ignored`. */
export type BillingEvent = { eventId: string; type: string; at: Date } & (
  | {
      kind: 'checkout-completed';
      memberId: string;
      planId: PaidPlanId;
      months: number;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { kind: 'renewed'; subscriptionId: string; periodStart: Date; periodEnd: Date }
  | { kind: 'updated'; subscriptionId: string; cancelAtPeriodEnd: boolean; periodEnd: Date | null; ended: boolean }
  | { kind: 'deleted'; subscriptionId: string }
  | { kind: 'ignored' }
);

const id = z.string().min(1).max(255);
const seconds = z.number().int().nonnegative();
const fromSeconds = (value: number) => new Date(value * 1000);

const eventSchema = z.object({
  id,
  type: z.string().max(255),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSessionSchema = z.object({
  mode: z.string().optional(),
  payment_status: z.string().optional(),
  client_reference_id: z.string().nullish(),
  customer: id.nullish(),
  subscription: id.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const invoiceSchema = z.object({
  // Before API version 2025-03-31 the subscription is on the invoice; since, under parent.
  subscription: id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: id.nullish() }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: seconds, end: seconds }) })) }),
});

const subscriptionSchema = z.object({
  id,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  // Before API version 2025-03-31 on the subscription; since, on its items.
  current_period_end: seconds.nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: seconds.nullish() })) }).nullish(),
});

const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired', 'unpaid']);

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequest(BILLING_MESSAGES.webhookBodyInvalid);
  return parsed.data;
}

/** The event a verified webhook body carries, read for the fields we use (400 when it is not one). */
export function readStripeEvent(rawBody: Buffer): BillingEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new BadRequest(BILLING_MESSAGES.webhookBodyInvalid);
  }
  const event = parse(eventSchema, json);
  const base = { eventId: event.id, type: event.type, at: fromSeconds(event.created) };
  const object = event.data.object;

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = parse(checkoutSessionSchema, object);
      const planId = PAID_PLAN_IDS.find((plan) => plan === session.metadata?.plan_id);
      const months = Number(session.metadata?.months);
      const memberId = session.client_reference_id ?? '';
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      // Not one of our checkouts (or not paid yet): nothing to apply.
      if (session.mode !== 'subscription' || !paid || !planId || !isUuid(memberId)) return { ...base, kind: 'ignored' };
      if (!planById(planId).billingOptions.some((option) => option.months === months)) {
        return { ...base, kind: 'ignored' };
      }
      return {
        ...base,
        kind: 'checkout-completed',
        memberId,
        planId,
        months,
        customerId: session.customer ?? null,
        subscriptionId: session.subscription ?? null,
      };
    }
    case 'invoice.paid': {
      const invoice = parse(invoiceSchema, object);
      const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
      const periods = invoice.lines.data.map((line) => line.period);
      if (!subscriptionId || periods.length === 0) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'renewed',
        subscriptionId,
        periodStart: fromSeconds(Math.min(...periods.map((period) => period.start))),
        periodEnd: fromSeconds(Math.max(...periods.map((period) => period.end))),
      };
    }
    case 'customer.subscription.updated': {
      const subscription = parse(subscriptionSchema, object);
      const end = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end ?? null;
      return {
        ...base,
        kind: 'updated',
        subscriptionId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodEnd: end === null ? null : fromSeconds(end),
        ended: ENDED_STATUSES.has(subscription.status),
      };
    }
    case 'customer.subscription.deleted':
      return { ...base, kind: 'deleted', subscriptionId: parse(z.object({ id }), object).id };
    default:
      return { ...base, kind: 'ignored' };
  }
}
