// SPEC 2 (Premium Plans), 9 (Plans) and DESIGN 2: buying a plan, cancelling, boosts, usage and
// "who liked you". Paths are ours ("not shown"); decision 046 explains the rules.
import { z } from 'zod';
import { paginationSchema } from './matches';
import { BOOST_PERIODS, PLAN_IDS, planById, type PaidPlanId } from './plans';
import { ROUTES } from './routes';

/** Which payment provider takes the money: a clearly labelled test mode by default, Stripe when configured. */
export const BILLING_PROVIDERS = ['test', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** `canceling`: cancelled at period end, still active until then. */
export const SUBSCRIPTION_STATUSES = ['active', 'canceling'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where checkout sends the member back: `/subscription?checkout=success` (or `cancelled`). */
export const CHECKOUT_RESULTS = ['success', 'cancelled'] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const checkoutReturnPath = (result: CheckoutResult) =>
  `${ROUTES.subscription}?${CHECKOUT_RESULT_PARAM}=${result}`;

const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

export const BILLING_MESSAGES = {
  /** Shown wherever a purchase is offered while the test-mode provider is on. */
  testMode: 'Test mode: no card is charged.',
  /** SPEC 9. */
  finalAndRenewing: 'Subscriptions are non-refundable and auto-renew until you cancel.',
  planInvalid: 'Please choose Gold, Platinum or Diamond.',
  basicIsFree: 'Basic is free: there is nothing to buy. To leave a paid plan, cancel it.',
  monthsInvalid: 'Please choose a billing option.',
  monthsNotOffered: (planId: PaidPlanId) => {
    const plan = planById(planId);
    return `${plan.name} is billed for ${listOf(plan.billingOptions.map((option) => String(option.months)))} months.`;
  },
  alreadyOnPlan: (planName: string) => `You already have ${planName}.`,
  /** Purchases are final: a lower plan starts when the current one ends. */
  downgradeMeansCancel: (planName: string) =>
    `To move to a lower plan, cancel ${planName}: it stays active until the end of the period you paid for.`,
  nothingToCancel: 'You are on the Basic plan: there is nothing to cancel.',
  nothingToResume: 'You are on the Basic plan: there is nothing to resume.',
  cancelled: (planName: string, until: string) => `${planName} is cancelled. It stays active until ${until}.`,
  boostsNeedPlan: 'Boosts come with Platinum and Diamond.',
  boostUsed: { month: "You have used this month's boost.", week: "You have used this week's boost." },
  boostRunning: 'Your boost is still running.',
  likedYouLocked: 'See who liked you with Gold, Platinum or Diamond.',
  stripeNotConfigured: 'Card payments are not set up on this server.',
  signatureInvalid: 'The Stripe-Signature header is missing or invalid.',
  signatureStale: 'The Stripe-Signature timestamp is too old.',
  webhookBodyInvalid: 'The webhook body is not a Stripe event.',
  /** 502: Stripe did not answer as expected. */
  providerFailed: 'The payment service did not answer. Please try again in a moment.',
} as const;

// Requests

/** `POST /billing/checkout`: a paid plan and one of its billing options (SPEC 3 Plan billing options). */
export const checkoutRequestSchema = z
  .object({
    planId: z.enum(PLAN_IDS, { error: BILLING_MESSAGES.planInvalid }),
    months: z
      .number({ error: BILLING_MESSAGES.monthsInvalid })
      .int({ error: BILLING_MESSAGES.monthsInvalid })
      .min(1, { error: BILLING_MESSAGES.monthsInvalid })
      .max(120, { error: BILLING_MESSAGES.monthsInvalid }),
  })
  .superRefine((body, context) => {
    if (body.planId === 'basic') {
      context.addIssue({ code: 'custom', path: ['planId'], message: BILLING_MESSAGES.basicIsFree });
      return;
    }
    if (!planById(body.planId).billingOptions.some((option) => option.months === body.months)) {
      context.addIssue({ code: 'custom', path: ['months'], message: BILLING_MESSAGES.monthsNotOffered(body.planId) });
    }
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `GET /matches/liked-you`: newest first. */
export const likedYouQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LikedYouQuery = z.input<typeof likedYouQuerySchema>;

// Responses

/** The member's plan. On Basic: months, periods and `subscriptionProvider` are null. */
export const subscriptionSchema = z.object({
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  /** The billing option bought (1 or 12). */
  months: z.number().int().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string().nullable(),
  /** When it renews, or (cancelAtPeriodEnd) when it ends and Basic returns. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Who checkout goes through now. */
  provider: z.enum(BILLING_PROVIDERS),
  /** `provider === 'test'`: show BILLING_MESSAGES.testMode. */
  testMode: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What is left of the plan's limits now. null: unlimited. */
export const planUsageSchema = z.object({
  /** Basic's 10 a day (the last 24 hours); null on paid plans. */
  likesLeftToday: z.number().int().nullable(),
  /** Gold's 5 a week (the last 7 days); 0 on Basic; null on Platinum and Diamond. */
  superLikesLeftThisWeek: z.number().int().nullable(),
  /** Boosts left in the current window; 0 on plans without boosts. */
  boostsLeft: z.number().int(),
  /** The plan's boost window, null on plans without boosts. */
  boostPeriod: z.enum(BOOST_PERIODS).nullable(),
  /** When the next boost is available, if none is left now. */
  nextBoostAt: z.string().nullable(),
  /** A running boost's end. */
  boostedUntil: z.string().nullable(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** `GET /billing/subscription`, and the answer of cancel, resume and boost. */
export const billingStatusSchema = z.object({ subscription: subscriptionSchema, usage: planUsageSchema });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/**
 * `POST /billing/checkout`: where to send the member. Test mode completes the purchase at once
 * (`completed`) and answers the path /subscription?checkout=success; Stripe's is its Checkout page
 * (an absolute URL), which returns to /subscription?checkout=success or ?checkout=cancelled.
 */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string(), completed: z.boolean() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** One member who liked you and whom you have not answered yet. */
export const likedYouMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  photo: z.string().nullable(),
  superLike: z.boolean(),
  likedAt: z.string(),
});
export type LikedYouMember = z.infer<typeof likedYouMemberSchema>;

/**
 * `GET /matches/liked-you`: paid plans see the members; Basic gets the count with `locked` and
 * no members (decision 046), so the page can show "12 people like you" and the upgrade.
 */
export const likedYouResponseSchema = z.object({
  count: z.number().int(),
  locked: z.boolean(),
  members: z.array(likedYouMemberSchema),
  pagination: paginationSchema,
});
export type LikedYouResponse = z.infer<typeof likedYouResponseSchema>;

/** `POST /billing/webhooks/stripe`. */
export const webhookReceivedSchema = z.object({ received: z.boolean() });
