// SPEC 9: premium plans (USD per month) and the limits the server enforces (DESIGN 2).

export const PLAN_IDS = ['basic', 'gold', 'platinum', 'diamond'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface BillingOption {
  months: number;
  pricePerMonth: number;
  totalPrice: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  description: string;
  billingOptions: BillingOption[];
  savingsBadge: string | null;
  limits: { likesPerDay: number | null; superLikesPerWeek: number | null; boostsPerMonth: number };
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 0,
    description: '10 likes a day and basic filters',
    billingOptions: [{ months: 1, pricePerMonth: 0, totalPrice: 0 }],
    savingsBadge: null,
    limits: { likesPerDay: 10, superLikesPerWeek: 0, boostsPerMonth: 0 },
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 25,
    description: '5 Super Likes a week',
    billingOptions: [
      { months: 1, pricePerMonth: 25, totalPrice: 25 },
      { months: 12, pricePerMonth: 10, totalPrice: 120 },
    ],
    savingsBadge: '60%',
    limits: { likesPerDay: null, superLikesPerWeek: 5, boostsPerMonth: 0 },
  },
  {
    id: 'platinum',
    name: 'Platinum',
    price: 40,
    description: 'Unlimited Super Likes and a monthly boost',
    billingOptions: [
      { months: 1, pricePerMonth: 40, totalPrice: 40 },
      { months: 12, pricePerMonth: 13.33, totalPrice: 160 },
    ],
    savingsBadge: '67%',
    limits: { likesPerDay: null, superLikesPerWeek: null, boostsPerMonth: 1 },
  },
  {
    id: 'diamond',
    name: 'Diamond',
    price: 60,
    description: 'Unlimited Super Likes and a weekly boost',
    billingOptions: [
      { months: 1, pricePerMonth: 60, totalPrice: 60 },
      { months: 12, pricePerMonth: 18.33, totalPrice: 220 },
    ],
    savingsBadge: '70%',
    limits: { likesPerDay: null, superLikesPerWeek: null, boostsPerMonth: 4 },
  },
];

/** SPEC 3: the default subscription is 'Free', shown as the Basic plan. */
export const DEFAULT_SUBSCRIPTION = 'Free';

/** The plan a stored subscription names ('Free' and anything unknown are Basic). */
export function planOfSubscription(subscription: string): Plan {
  const wanted = subscription.trim().toLowerCase();
  return PLANS.find((plan) => plan.id === wanted || plan.name.toLowerCase() === wanted) ?? PLANS[0]!;
}
