import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '@kindred/contract/billing';
import { formatPlanDate } from '@kindred/contract/subscription-screen';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { billingStatus } from '@/test/billing-fixtures';
import { SubscriptionSettings } from './subscription-settings';

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

function renderSettings(start: BillingStatus) {
  let status = start;
  const api = mockApi({
    'GET /billing/subscription': () => jsonResponse(200, status),
    'POST /billing/cancel': () => {
      status = billingStatus(status.subscription.planId, { cancelAtPeriodEnd: true });
      return jsonResponse(200, status);
    },
    'POST /billing/resume': () => {
      status = billingStatus(status.subscription.planId);
      return jsonResponse(200, status);
    },
  });
  renderWithProviders(<SubscriptionSettings />, { path: '/settings' });
  return api;
}

const end = formatPlanDate('2027-01-15T12:00:00.000Z');

describe('SubscriptionSettings (Settings, Account tab)', () => {
  it('shows Basic with the way to the plans, and nothing to cancel', async () => {
    renderSettings(billingStatus('basic'));
    expect(await screen.findByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Free, never renews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('cancels a paid plan after confirming, then shows Active until and resumes it', async () => {
    const { calls } = renderSettings(billingStatus('gold'));
    expect(await screen.findByText(`Renews on ${end}`)).toBeInTheDocument();

    // Keep my plan: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(`Gold stays active until ${end}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(`Active until ${end}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText(`Renews on ${end}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/billing/cancel',
      '/billing/resume',
    ]);
  });

  it("shows the server's refusal of a cancellation in the dialog", async () => {
    mockApi({
      'GET /billing/subscription': () => jsonResponse(200, billingStatus('gold')),
      'POST /billing/cancel': () =>
        jsonResponse(409, { message: 'You are on the Basic plan: there is nothing to cancel.' }),
    });
    renderWithProviders(<SubscriptionSettings />, { path: '/settings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You are on the Basic plan: there is nothing to cancel.',
    );
  });
});
