// SPEC 2 Premium Plans (/subscription): tabs Basic, Gold, Platinum, Diamond, billing options per
// plan, a details panel; SPEC 3 Plan (features with an included flag); SPEC 9 (plans, savings,
// "non-refundable and auto-renew"). Prices, limits and badges come from plans.ts; billing rules and
// the server's messages from billing.ts. The wording here is ours (decision 048).
import { DISCOVERY_MESSAGES } from './discovery';
import { BOOST_MINUTES, type BoostPeriod, type Plan, type PlanId } from './plans';
import { ROUTES } from './routes';

/** The plan's price to show: '$25', '$13.33'. */
export const formatPrice = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

export const BILLING_CHOICES = ['monthly', 'yearly'] as const;
export type BillingChoice = (typeof BILLING_CHOICES)[number];
/** The months each choice buys (a plan's billingOptions). */
export const BILLING_CHOICE_MONTHS: Record<BillingChoice, number> = { monthly: 1, yearly: 12 };

/** The query parameter that holds the chosen tab: /subscription?plan=gold. */
export const PLAN_PARAM = 'plan';
export const planTabPath = (planId: PlanId) => `${ROUTES.subscription}?${PLAN_PARAM}=${planId}`;

export interface PlanFeature {
  text: string;
  included: boolean;
}

const BOOST_EVERY: Record<BoostPeriod, string> = { week: 'A boost every week', month: 'A boost every month' };

/**
 * SPEC 3 Plan "features (with included flag)": the same rows for every plan, so the tabs compare,
 * each worded from the plan's limits (SPEC 9).
 */
export function planFeatures(plan: Plan): PlanFeature[] {
  const { likesPerDay, superLikesPerWeek, boosts } = plan.limits;
  return [
    { text: likesPerDay === null ? 'Unlimited likes' : `${likesPerDay} likes a day`, included: true },
    { text: 'Basic filters', included: true },
    {
      text:
        superLikesPerWeek === null
          ? 'Unlimited Super Likes'
          : superLikesPerWeek === 0
            ? 'Super Likes'
            : `${superLikesPerWeek} Super Likes a week`,
      included: superLikesPerWeek !== 0,
    },
    { text: 'See who likes you', included: plan.id !== 'basic' },
    { text: boosts ? BOOST_EVERY[boosts.per] : 'Profile boosts', included: boosts !== null },
  ];
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A renewal or end date: 'Dec 26, 2026'. */
export const formatPlanDate = dateOf;

/** A boost's end: hh:mm, 24-hour. */
export const formatBoostTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const SUBSCRIPTION_TEXTS = {
  intro: 'More likes, Super Likes and boosts. Pick the plan that fits how you date.',
  tabsLabel: 'Plans',
  currentPlan: 'Current plan',
  yourPlan: 'Your plan',
  free: 'Free',
  perMonth: '/month',
  billingLabel: (planName: string) => `${planName} billing`,
  monthly: 'Monthly',
  yearly: 'Yearly',
  billedMonthly: (price: number) => `${formatPrice(price)} billed every month`,
  billedYearly: (total: number) => `${formatPrice(total)} billed once a year`,
  save: (badge: string) => `Save ${badge}`,
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  detailsHeading: 'Plan details',
  featuresHeading: "What's included",
  included: 'Included',
  notIncluded: 'Not included',
  detailsBody: (plan: Plan) =>
    plan.id === 'basic'
      ? 'Basic is free for as long as you like. It never renews and never charges.'
      : `${plan.name} starts as soon as the payment goes through, renews at the end of each period at the same price, and can be cancelled at any time in Settings: it then stays active until the end of the period you paid for.`,
  optionSummary: (months: number, total: number) =>
    months === 1
      ? `Monthly: ${formatPrice(total)} every month.`
      : `Yearly: ${formatPrice(total)} every ${months} months, paid up front.`,
  settingsLink: 'Go to Settings',
  checkout: (planName: string) => `Get ${planName}`,
  checkoutFailed: 'Checkout could not start. Please try again.',
  confirmTitle: (planName: string) => `Get ${planName}?`,
  confirmBody: (planName: string, total: number, months: number) =>
    months === 1
      ? `${planName} costs ${formatPrice(total)} a month, starting today.`
      : `${planName} costs ${formatPrice(total)} for ${months} months, starting today.`,
  stripeNotice: 'You will pay on the secure Stripe page.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  checkoutSuccess: (planName: string) => `Payment received. You're on ${planName} now.`,
  checkoutPending: 'Payment received. Your new plan will show here in a moment.',
  checkoutCancelled: 'Checkout was cancelled. You have not been charged.',
  dismiss: 'Dismiss',
  loadFailed: 'Your plan could not be loaded. Please try again.',
  renewsOn: (date: string) => `Renews on ${date}`,
  activeUntil: (date: string) => `Active until ${date}`,
  basicForever: 'Free, never renews',
  usageHeading: 'What you have left',
  likesLeft: (left: number | null, perDay: number | null) =>
    left === null ? 'Unlimited likes' : `${left} of ${perDay ?? left} likes left today`,
  superLikesLeft: (left: number | null, perWeek: number | null) =>
    left === null
      ? 'Unlimited Super Likes'
      : perWeek === 0
        ? 'No Super Likes on your plan'
        : `${left} of ${perWeek ?? left} Super Likes left this week`,
  boostsLeft: (left: number, per: BoostPeriod | null) =>
    per === null ? 'No boosts on your plan' : `${left} ${left === 1 ? 'boost' : 'boosts'} left this ${per}`,
  boost: 'Boost my profile',
  boostHint: `Puts your profile first in recommendations for ${BOOST_MINUTES} minutes.`,
  boostedUntil: (time: string) => `Boosted until ${time}`,
  nextBoost: (date: string) => `Next boost available ${date}`,
  boostFailed: 'The boost could not start. Please try again.',
  // Settings, Account tab
  settingsHeading: 'Subscription',
  seePlans: 'See plans',
  cancelSubscription: 'Cancel subscription',
  cancelDialogTitle: 'Cancel your subscription?',
  cancelDialogBody: (planName: string, until: string) =>
    `${planName} stays active until ${until}. After that you move to Basic and are not charged again. Purchases are non-refundable.`,
  keepPlan: 'Keep my plan',
  cancelFailed: 'Your subscription could not be cancelled. Please try again.',
  resumeSubscription: 'Resume subscription',
  resumeFailed: 'Your subscription could not be resumed. Please try again.',
  resumed: (planName: string, date: string) => `${planName} will renew on ${date}.`,
  // Limit reached (For You, Discover)
  upgradeTo: (planName: string) => `Upgrade to ${planName}`,
} as const;

/**
 * The plan that lifts a refusal of a like or super like (the server's 429 and 402 answers, SPEC 9),
 * so the link leads to its tab; null when the refusal is not about a plan.
 */
export function planThatLifts(message: string, status: number): PlanId | null {
  if (message === DISCOVERY_MESSAGES.weeklySuperLikesUsed) return 'platinum';
  if (message === DISCOVERY_MESSAGES.dailyLikesUsed || message === DISCOVERY_MESSAGES.superLikesNeedPremium) {
    return 'gold';
  }
  return status === 402 ? 'gold' : null;
}
