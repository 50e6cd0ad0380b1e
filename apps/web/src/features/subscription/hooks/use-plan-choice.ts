import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PLAN_IDS, type PaidPlanId, type PlanId } from '@kindred/contract/plans';
import { PLAN_PARAM, type BillingChoice } from '@kindred/contract/subscription-screen';
import { readBillingChoices, writeBillingChoices, type BillingChoices } from '../lib/billing-choice-storage';

/** The yearly option shows first: it is the one with the savings badge. */
const DEFAULT_CHOICE: BillingChoice = 'yearly';

export function planFromParam(value: string | null): PlanId | null {
  return PLAN_IDS.find((id) => id === value) ?? null;
}

/**
 * The tab and the billing option per plan (SPEC 2: both are kept, decision 048). The tab is the
 * address (`?plan=gold`), replaced rather than pushed, so a reload keeps it and Back leaves the
 * page instead of stepping through tabs; without one it is `fallback` (the member's plan). The
 * billing option of each plan is remembered on this device.
 */
export function usePlanChoice(fallback: PlanId) {
  const [searchParams, setSearchParams] = useSearchParams();
  const plan = planFromParam(searchParams.get(PLAN_PARAM)) ?? fallback;
  const [choices, setChoices] = useState<BillingChoices>(readBillingChoices);

  const showPlan = useCallback(
    (next: PlanId) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(PLAN_PARAM, next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const choose = useCallback((planId: PaidPlanId, choice: BillingChoice) => {
    setChoices((current) => {
      const next = { ...current, [planId]: choice };
      writeBillingChoices(next);
      return next;
    });
  }, []);

  const billingOf = (planId: PaidPlanId): BillingChoice => choices[planId] ?? DEFAULT_CHOICE;

  return { plan, showPlan, billingOf, choose };
}
