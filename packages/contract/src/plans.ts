// SPEC 9: premium plans (USD per month) and the limits the server enforces (DESIGN 2).

export const PLAN_IDS = ['basic', 'gold', 'platinum', 'diamond'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans a member can buy (Basic is what they have without one). */
export const PAID_PLAN_IDS = ['gold', 'platinum', 'diamond'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export interface BillingOption {
  months: number;
  /** The total divided by the months, to the cent (13.33 for 160 a year). */
  pricePerMonth: number;
  totalPrice: number;
}

export const BOOST_PERIODS = ['week', 'month'] as const;
export type BoostPeriod = (typeof BOOST_PERIODS)[number];

export interface PlanLimits {
  /** null: unlimited. */
  likesPerDay: number | null;
  /** 0: not part of the plan; null: unlimited. */
  superLikesPerWeek: number | null;
  /** Diamond's boost is weekly, Platinum's monthly; null: no boosts (decision 046 has the windows). */
  boosts: { count: number; per: BoostPeriod } | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** The monthly price (the 1-month option). */
  price: number;
  description: string;
  billingOptions: BillingOption[];
  /** "60%": the best option's saving against paying monthly, computed (savingsPercent), never typed. */
  savingsBadge: string | null;
  limits: PlanLimits;
}

/** How long a boost lifts a profile in recommendations. */
export const BOOST_MINUTES = 30;

function option(months: number, totalPrice: number): BillingOption {
  return { months, pricePerMonth: Math.round((totalPrice * 100) / months) / 100, totalPrice };
}

/**
 * The saving of an option against paying the monthly price for as many months, as a whole
 * percent rounded UP (decision 046): 1 - 120/300 = 60%, 1 - 160/480 = 66.7% -> 67%,
 * 1 - 220/720 = 69.4% -> 70%, the badges SPEC 9 shows. Computed in whole cents, so no float noise
 * (60.000000001) can push an exact percent up.
 */
export function savingsPercent(monthlyPrice: number, chosen: BillingOption): number {
  const fullCents = Math.round(monthlyPrice * 100) * chosen.months;
  const paidCents = Math.round(chosen.totalPrice * 100);
  if (fullCents <= 0 || paidCents >= fullCents) return 0;
  return Math.ceil(((fullCents - paidCents) * 100) / fullCents);
}

function savingsBadge(price: number, options: readonly BillingOption[]): string | null {
  const best = Math.max(0, ...options.map((chosen) => savingsPercent(price, chosen)));
  return best > 0 ? `${best}%` : null;
}

function plan(definition: Omit<Plan, 'savingsBadge'>): Plan {
  return { ...definition, savingsBadge: savingsBadge(definition.price, definition.billingOptions) };
}

export const PLANS: readonly Plan[] = [
  plan({
    id: 'basic',
    name: 'Basic',
    price: 0,
    description: '10 likes a day and basic filters',
    billingOptions: [option(1, 0)],
    limits: { likesPerDay: 10, superLikesPerWeek: 0, boosts: null },
  }),
  plan({
    id: 'gold',
    name: 'Gold',
    price: 25,
    description: '5 Super Likes a week',
    billingOptions: [option(1, 25), option(12, 120)],
    limits: { likesPerDay: null, superLikesPerWeek: 5, boosts: null },
  }),
  plan({
    id: 'platinum',
    name: 'Platinum',
    price: 40,
    description: 'Unlimited Super Likes and a monthly boost',
    billingOptions: [option(1, 40), option(12, 160)],
    limits: { likesPerDay: null, superLikesPerWeek: null, boosts: { count: 1, per: 'month' } },
  }),
  plan({
    id: 'diamond',
    name: 'Diamond',
    price: 60,
    description: 'Unlimited Super Likes and a weekly boost',
    billingOptions: [option(1, 60), option(12, 220)],
    limits: { likesPerDay: null, superLikesPerWeek: null, boosts: { count: 1, per: 'week' } },
  }),
];

/** SPEC 3: the default subscription is 'Free', shown as the Basic plan. */
export const DEFAULT_SUBSCRIPTION = 'Free';

/** The plan a stored subscription names ('Free' and anything unknown are Basic). */
export function planOfSubscription(subscription: string): Plan {
  const wanted = subscription.trim().toLowerCase();
  return PLANS.find((plan) => plan.id === wanted || plan.name.toLowerCase() === wanted) ?? PLANS[0]!;
}

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!;
}

/** What `profiles.subscription` holds for a plan: its name, and SPEC's 'Free' for Basic. */
export function subscriptionNameOf(id: PlanId): string {
  return id === 'basic' ? DEFAULT_SUBSCRIPTION : planById(id).name;
}

/** Whether `to` is a higher plan than `from` (the order of PLAN_IDS). */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_IDS.indexOf(to) > PLAN_IDS.indexOf(from);
}
