import { BILLING_CHOICES, type BillingChoice } from '@kindred/contract/subscription-screen';
import { PAID_PLAN_IDS, type PaidPlanId } from '@kindred/contract/plans';

/** localStorage key of the billing option chosen per plan on this device (decision 048). */
export const BILLING_CHOICE_STORAGE_KEY = 'kindred.plan-billing';

export type BillingChoices = Partial<Record<PaidPlanId, BillingChoice>>;

/** What this device chose per plan; anything unreadable or unknown is left out. */
export function readBillingChoices(): BillingChoices {
  try {
    const stored = JSON.parse(localStorage.getItem(BILLING_CHOICE_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof stored !== 'object' || stored === null) return {};
    const choices: BillingChoices = {};
    for (const planId of PAID_PLAN_IDS) {
      const choice = (stored as Record<string, unknown>)[planId];
      if (BILLING_CHOICES.some((known) => known === choice)) choices[planId] = choice as BillingChoice;
    }
    return choices;
  } catch {
    return {};
  }
}

export function writeBillingChoices(choices: BillingChoices): void {
  try {
    localStorage.setItem(BILLING_CHOICE_STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}
