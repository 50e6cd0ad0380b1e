import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { addMonths } from './billing-period';

describe('billing configuration', () => {
  it('is test mode without Stripe keys, and Stripe with both', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'https://api.stripe.com',
    });
  });

  it('refuses one Stripe key without the other, and an API base that is not a URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
  });
});

describe('billing periods', () => {
  it('add calendar months in UTC, keeping the day where the month has it', () => {
    const at = (iso: string) => new Date(iso);
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(addMonths(at('2026-12-31T23:59:00Z'), 1).toISOString()).toBe('2027-01-31T23:59:00.000Z');
  });
});
