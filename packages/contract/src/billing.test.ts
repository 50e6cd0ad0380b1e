import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, BILLING_MESSAGES } from './billing';
import { PLANS, planById, savingsPercent } from './plans';

describe('savings badges', () => {
  it('are computed from the prices and read 60%, 67% and 70% (SPEC 9)', () => {
    expect(PLANS.map((plan) => [plan.id, plan.savingsBadge])).toEqual([
      ['basic', null],
      ['gold', '60%'],
      ['platinum', '67%'],
      ['diamond', '70%'],
    ]);
  });

  it('round up, but an exact percent stays exact despite float arithmetic', () => {
    expect(savingsPercent(25, { months: 12, pricePerMonth: 10, totalPrice: 120 })).toBe(60);
    expect(savingsPercent(10, { months: 3, pricePerMonth: 6.7, totalPrice: 20.1 })).toBe(33);
    expect(savingsPercent(40, { months: 1, pricePerMonth: 40, totalPrice: 40 })).toBe(0);
  });

  it('sit beside the monthly equivalents SPEC shows', () => {
    expect(planById('platinum').billingOptions[1]).toEqual({ months: 12, pricePerMonth: 13.33, totalPrice: 160 });
    expect(planById('diamond').billingOptions[1]).toEqual({ months: 12, pricePerMonth: 18.33, totalPrice: 220 });
  });
});

describe('boosts', () => {
  it('are monthly on Platinum, weekly on Diamond, and none on Basic and Gold', () => {
    expect(PLANS.map((plan) => plan.limits.boosts)).toEqual([
      null,
      null,
      { count: 1, per: 'month' },
      { count: 1, per: 'week' },
    ]);
  });
});

describe('checkoutRequestSchema', () => {
  const message = (body: unknown) => checkoutRequestSchema.safeParse(body).error?.issues[0]?.message;

  it('takes a paid plan with one of its billing options', () => {
    expect(checkoutRequestSchema.parse({ planId: 'gold', months: 12 })).toEqual({ planId: 'gold', months: 12 });
  });

  it('refuses Basic, unknown plans and options the plan does not offer, in words', () => {
    expect(message({ planId: 'basic', months: 1 })).toBe(BILLING_MESSAGES.basicIsFree);
    expect(message({ planId: 'silver', months: 1 })).toBe(BILLING_MESSAGES.planInvalid);
    expect(message({ planId: 'gold', months: 6 })).toBe('Gold is billed for 1 or 12 months.');
    expect(message({ planId: 'gold', months: 1.5 })).toBe(BILLING_MESSAGES.monthsInvalid);
    expect(message({ planId: 'gold' })).toBe(BILLING_MESSAGES.monthsInvalid);
  });
});
