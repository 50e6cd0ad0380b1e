import { BILLING_MESSAGES, checkoutReturnPath } from '@kindred/contract/billing';
import { planById } from '@kindred/contract/plans';
import { HttpError } from '../../http/errors';
import type { CheckoutIntent, PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com; tests point it at a local fake. */
  apiBase: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

class ProviderFailed extends HttpError {
  constructor() {
    super(502, BILLING_MESSAGES.providerFailed);
  }
}

/**
 * Stripe over its form-encoded REST API with fetch (no SDK: three calls). Prices come from the
 * contract's plans as inline price data, so no Stripe product needs setting up.
 */
export function createStripeProvider(settings: StripeSettings, publicUrl: string): PaymentProvider {
  async function call(method: 'POST' | 'DELETE', path: string, form?: URLSearchParams): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new ProviderFailed();
    }
    if (!response.ok) throw new ProviderFailed();
    return response.json().catch(() => {
      throw new ProviderFailed();
    });
  }

  return {
    name: 'stripe',

    async startCheckout(intent: CheckoutIntent) {
      const form = checkoutSessionForm(intent, publicUrl);
      const session = (await call('POST', '/v1/checkout/sessions', form)) as { url?: unknown };
      if (typeof session.url !== 'string') throw new ProviderFailed();
      return { kind: 'redirect', url: session.url };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      const form = new URLSearchParams({ cancel_at_period_end: String(cancel) });
      await call('POST', `/v1/subscriptions/${encodeURIComponent(providerSubscriptionId)}`, form);
    },

    async cancelNow(providerSubscriptionId) {
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(providerSubscriptionId)}`);
    },
  };
}

/** A Checkout Session in subscription mode for the plan's billing option (SPEC 9 prices, USD). */
export function checkoutSessionForm(intent: CheckoutIntent, publicUrl: string): URLSearchParams {
  const plan = planById(intent.planId);
  const option = plan.billingOptions.find((candidate) => candidate.months === intent.months)!;
  const yearly = intent.months % 12 === 0;
  const metadata = { member_id: intent.memberId, plan_id: intent.planId, months: String(intent.months) };
  const form = new URLSearchParams({
    mode: 'subscription',
    client_reference_id: intent.memberId,
    success_url: `${publicUrl}${checkoutReturnPath('success')}`,
    cancel_url: `${publicUrl}${checkoutReturnPath('cancelled')}`,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': String(Math.round(option.totalPrice * 100)),
    'line_items[0][price_data][recurring][interval]': yearly ? 'year' : 'month',
    'line_items[0][price_data][recurring][interval_count]': String(yearly ? intent.months / 12 : intent.months),
    'line_items[0][price_data][product_data][name]': `Kindred ${plan.name}`,
  });
  for (const [key, value] of Object.entries(metadata)) {
    form.set(`metadata[${key}]`, value);
    form.set(`subscription_data[metadata][${key}]`, value);
  }
  if (intent.customerId) form.set('customer', intent.customerId);
  return form;
}
