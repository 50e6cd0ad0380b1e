import type { BillingProvider } from '@kindred/contract/billing';
import type { PaidPlanId } from '@kindred/contract/plans';

export interface CheckoutIntent {
  memberId: string;
  planId: PaidPlanId;
  months: number;
  /** The provider's customer id from an earlier purchase, reused. */
  customerId: string | null;
}

/** Test mode completes on the server at once; Stripe sends the member to its Checkout page. */
export type CheckoutStart = { kind: 'completed' } | { kind: 'redirect'; url: string };

/**
 * Who takes the money (DESIGN 2, decision 046). The billing service owns the subscriptions; a
 * provider only starts checkouts and tells the payment side about cancellations.
 */
export interface PaymentProvider {
  readonly name: BillingProvider;
  startCheckout(intent: CheckoutIntent): Promise<CheckoutStart>;
  /** Cancel at the period's end (true) or undo that (false). */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Stop billing a subscription at once, without refund (its plan was replaced by an upgrade). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}

/** The default: no card data, nothing charged; the purchase completes on the server. */
export function createTestModeProvider(): PaymentProvider {
  return {
    name: 'test',
    startCheckout: async () => ({ kind: 'completed' }),
    setCancelAtPeriodEnd: async () => {},
    cancelNow: async () => {},
  };
}
