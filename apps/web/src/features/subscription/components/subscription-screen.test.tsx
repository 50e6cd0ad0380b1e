import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '@kindred/contract/billing';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { BILLING_CHOICE_STORAGE_KEY } from '../lib/billing-choice-storage';
import { checkoutDestination } from '../lib/checkout-destination';
import { billingStatus } from '@/test/billing-fixtures';
import { SubscriptionScreen } from './subscription-screen';

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

/** A server whose plan a checkout changes (test mode completes at once). */
function renderScreen(start: BillingStatus = billingStatus('basic'), path = '/subscription') {
  let status = start;
  const api = mockApi({
    'GET /billing/subscription': () => jsonResponse(200, status),
    'POST /billing/checkout': (request) => {
      const { planId } = request.body as { planId: 'gold' };
      status = billingStatus(planId);
      return jsonResponse(200, { checkoutUrl: '/subscription?checkout=success', completed: true });
    },
  });
  const onPlanChanged = vi.fn();
  const view = renderWithProviders(<SubscriptionScreen onPlanChanged={onPlanChanged} />, { path });
  return { ...api, ...view, onPlanChanged };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

describe('SubscriptionScreen (SPEC 2 Premium Plans)', () => {
  it("shows the member's real plan, its usage, and the four plans with the current one selected", async () => {
    renderScreen(billingStatus('basic', {}, { likesLeftToday: 3 }));
    const yours = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(yours).getByText('Basic')).toBeInTheDocument();
    expect(within(yours).getByText('Free, never renews')).toBeInTheDocument();
    expect(within(yours).getByText('3 of 10 likes left today')).toBeInTheDocument();
    expect(within(yours).getByText('No Super Likes on your plan')).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: /Boost/ })).not.toBeInTheDocument();

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Basic',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(tab('Basic')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Basic')).getByText('Current plan')).toBeInTheDocument();
    expect(within(panel('Basic')).queryByRole('button', { name: /^Get/ })).not.toBeInTheDocument();
  });

  it('shows each plan yearly by default, per month with its total, and the savings badge from the contract', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Gold' }));
    const gold = panel('Gold');
    const yearly = within(gold).getByRole('radio', { name: /Yearly/ });
    expect(yearly).toBeChecked();
    expect(yearly.closest('label')).toHaveTextContent('Yearly');
    expect(yearly.closest('label')).toHaveTextContent('Save 60%');
    expect(yearly.closest('label')).toHaveTextContent('$10/month');
    expect(yearly.closest('label')).toHaveTextContent('$120 billed once a year');
    expect(
      within(gold)
        .getByRole('radio', { name: /Monthly/ })
        .closest('label'),
    ).toHaveTextContent('$25/month$25 billed every month');
    const features = within(gold).getByRole('list', { name: "What's included" });
    expect(within(features).getByText('5 Super Likes a week')).toBeInTheDocument();
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Unlimited likes(Included)',
      'Basic filters(Included)',
      '5 Super Likes a week(Included)',
      'See who likes you(Included)',
      'Profile boosts(Not included)',
    ]);
    expect(within(gold).getByText(BILLING_MESSAGES.testMode)).toBeInTheDocument();
    expect(within(gold).getByText(BILLING_MESSAGES.finalAndRenewing)).toBeInTheDocument();

    await userEvent.click(tab('Platinum'));
    expect(
      within(panel('Platinum'))
        .getByRole('radio', { name: /Yearly/ })
        .closest('label'),
    ).toHaveTextContent('Save 67%$13.33/month$160 billed once a year');
    await userEvent.click(tab('Diamond'));
    expect(within(panel('Diamond')).getByText('Save 70%', { selector: 'label *' })).toBeInTheDocument();
  });

  it('keeps the billing option per plan, and the tab in the address (replaced, so Back leaves the page)', async () => {
    const { router, unmount } = renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Gold' }));
    expect(router.state.location.search).toBe('?plan=gold');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(within(panel('Gold')).getByRole('radio', { name: /Monthly/ }));

    await userEvent.click(tab('Platinum'));
    expect(within(panel('Platinum')).getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await userEvent.click(tab('Gold'));
    expect(within(panel('Gold')).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(BILLING_CHOICE_STORAGE_KEY)!)).toEqual({ gold: 'monthly' });

    // A reload: the address holds the tab, this device the billing options.
    unmount();
    renderScreen(billingStatus('basic'), '/subscription?plan=gold');
    expect(await screen.findByRole('tab', { name: 'Gold' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Gold')).getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await userEvent.click(tab('Platinum'));
    expect(within(panel('Platinum')).getByRole('radio', { name: /Yearly/ })).toBeChecked();
  });

  it('toggles the details panel', async () => {
    renderScreen(billingStatus('basic'), '/subscription?plan=gold');
    const toggle = await within(await screen.findByRole('tabpanel', { name: 'Gold' })).findByRole('button', {
      name: 'Show details',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel('Gold')).queryByText('Plan details')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide details');
    expect(within(panel('Gold')).getByText('Plan details')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks before buying in test mode; Cancel sends nothing, Confirm buys and shows the new plan', async () => {
    const { calls, router, onPlanChanged } = renderScreen(billingStatus('basic'), '/subscription?plan=gold');
    await userEvent.click(
      within(await screen.findByRole('tabpanel', { name: 'Gold' })).getByRole('radio', { name: /Monthly/ }),
    );
    await userEvent.click(within(panel('Gold')).getByRole('button', { name: 'Get Gold' }));
    let dialog = screen.getByRole('dialog', { name: 'Get Gold?' });
    expect(dialog).toHaveTextContent('Gold costs $25 a month, starting today.');
    expect(dialog).toHaveTextContent(BILLING_MESSAGES.testMode);
    expect(dialog).toHaveTextContent(BILLING_MESSAGES.finalAndRenewing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(panel('Gold')).getByRole('button', { name: 'Get Gold' }));
    dialog = screen.getByRole('dialog', { name: 'Get Gold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Payment received. You're on Gold now.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ planId: 'gold', months: 1 });
    expect(router.state.location.search).toBe('?checkout=success');
    expect(onPlanChanged).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your plan' })).getByText('Gold')).toBeInTheDocument();
    expect(tab('Gold')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Gold')).getByText('Current plan')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText("Payment received. You're on Gold now.")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /billing/subscription': () => jsonResponse(200, billingStatus('basic')),
      'POST /billing/checkout': () => jsonResponse(502, { message: 'Something went wrong' }),
    });
    renderWithProviders(<SubscriptionScreen />, { path: '/subscription?plan=diamond' });
    await userEvent.click(await screen.findByRole('button', { name: 'Get Diamond' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Checkout could not start. Please try again.',
    );
  });

  it('a paid member sees lower plans as a cancellation, not a purchase', async () => {
    renderScreen(billingStatus('platinum'), '/subscription?plan=gold');
    const gold = await screen.findByRole('tabpanel', { name: 'Gold' });
    expect(within(gold).queryByRole('button', { name: 'Get Gold' })).not.toBeInTheDocument();
    expect(gold).toHaveTextContent(BILLING_MESSAGES.downgradeMeansCancel('Platinum'));
    expect(within(gold).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(tab('Diamond'));
    expect(within(panel('Diamond')).getByRole('button', { name: 'Get Diamond' })).toBeInTheDocument();
  });

  it('Platinum and Diamond boost from their plan card; a running boost says until when; a refusal says why', async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    let boosts = 0;
    mockApi({
      'GET /billing/subscription': () => jsonResponse(200, billingStatus('diamond')),
      'POST /billing/boost': () => {
        boosts += 1;
        return boosts === 1
          ? jsonResponse(200, billingStatus('diamond', {}, { boostsLeft: 0, boostedUntil: until }))
          : jsonResponse(409, { message: BILLING_MESSAGES.boostUsed.week });
      },
    });
    renderWithProviders(<SubscriptionScreen />, { path: '/subscription' });
    const yours = await screen.findByRole('region', { name: 'Your plan' });
    expect(yours).toHaveTextContent('1 boost left this week');
    await userEvent.click(within(yours).getByRole('button', { name: 'Boost my profile' }));
    const time = new Date(until).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(await within(yours).findByText(`Boosted until ${time}`)).toBeInTheDocument();
    expect(yours).toHaveTextContent('0 boosts left this week');
  });

  it("shows the server's refusal of a boost", async () => {
    mockApi({
      'GET /billing/subscription': () => jsonResponse(200, billingStatus('platinum')),
      'POST /billing/boost': () => jsonResponse(409, { message: BILLING_MESSAGES.boostUsed.month }),
    });
    renderWithProviders(<SubscriptionScreen />, { path: '/subscription' });
    await userEvent.click(await screen.findByRole('button', { name: 'Boost my profile' }));
    // An expected refusal: said calmly (a status), not as an error.
    expect(await screen.findByRole('status')).toHaveTextContent("You have used this month's boost.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['basic', 'gold'] as const)('shows the boost on %s marked Platinum, leading to Platinum', async (planId) => {
    renderScreen(billingStatus(planId));
    const boost = await screen.findByRole('link', { name: 'Boost my profile (Platinum)' });
    expect(boost).toHaveAttribute('href', '/subscription?plan=platinum');
    expect(screen.queryByRole('button', { name: /^Boost my profile/ })).not.toBeInTheDocument();
  });

  it('says a cancelled checkout charged nothing', async () => {
    renderScreen(billingStatus('basic'), '/subscription?checkout=cancelled');
    expect(await screen.findByText('Checkout was cancelled. You have not been charged.')).toBeInTheDocument();
  });
});

describe('checkoutDestination', () => {
  it('follows test mode inside the app and leaves for Stripe', () => {
    expect(checkoutDestination('/subscription?checkout=success', 'http://localhost:3000')).toEqual({
      inApp: '/subscription?checkout=success',
    });
    expect(checkoutDestination('http://localhost:3000/subscription?checkout=success', 'http://localhost:3000')).toEqual(
      { inApp: '/subscription?checkout=success' },
    );
    expect(checkoutDestination('https://checkout.stripe.com/c/pay/cs_test_1', 'http://localhost:3000')).toEqual({
      external: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
  });
});
