import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_SAFETY_MESSAGES,
  DATE_SAFETY_TEXTS,
  type CheckIn,
  type CheckInsResponse,
  type DateSharesResponse,
} from '@kindred/contract/date-safety';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { CheckInBanners } from './check-in-banners';
import { DateSafetyPanel } from './date-safety-panel';
import { makeDatePlan } from '@/test/date-plan-fixtures';

beforeEach(() => storeMemberAuth());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contacts: DateSharesResponse['contacts'] = [
  { id: 'contact-1', name: 'Maya', email: 'maya@example.com', confirmed: true },
  { id: 'contact-2', name: 'Ruth', email: 'ruth@example.com', confirmed: false },
];

function checkIn(state: CheckIn['state']): CheckIn {
  const at = new Date().toISOString();
  return {
    id: 'check-in-1',
    datePlanId: 'plan-1',
    minutes: 60,
    state,
    startedAt: at,
    endsAt: at,
    askedAt: state === 'running' ? null : at,
    alertedAt: null,
    endedAt: state === 'ok' ? at : null,
    events: [{ kind: 'started', at, minutes: 60, contactNames: [] }],
  };
}

/** The plan's safety routes: its shares, and its check-ins in `state` (none when null). */
function safetyRoutes(state: CheckIn['state'] | null, reason: string | null = null) {
  let current = state;
  let shares: DateSharesResponse['shares'] = [];
  return mockApi({
    'GET /dates/plan-1/shares': () => jsonResponse(200, { shares, contacts }),
    'POST /dates/plan-1/shares': () => {
      shares = [
        {
          id: 'share-1',
          contactId: 'contact-1',
          contactName: 'Maya',
          note: null,
          sharedAt: new Date().toISOString(),
          expiresAt: new Date().toISOString(),
        },
      ];
      return jsonResponse(201, { shares });
    },
    'GET /dates/plan-1/check-ins': () =>
      jsonResponse(200, {
        checkIns: current ? [checkIn(current)] : [],
        canStart: current === null && reason === null,
        reason,
      } satisfies CheckInsResponse),
    'POST /dates/plan-1/check-ins/ok': () => {
      current = 'ok';
      return jsonResponse(200, { data: checkIn('ok') });
    },
  });
}

describe('DateSafetyPanel', () => {
  it('shares with a confirmed contact only, and says why a check-in cannot start yet', async () => {
    const { calls } = safetyRoutes(null, DATE_SAFETY_MESSAGES.checkInNotShared);
    renderWithProviders(<DateSafetyPanel planId="plan-1" />);
    await screen.findByText(DATE_SAFETY_MESSAGES.checkInNotShared);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: DATE_SAFETY_TEXTS.share }));
    const dialog = await screen.findByRole('dialog', { name: DATE_SAFETY_TEXTS.shareTitle });
    // A contact still waiting cannot be chosen.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).getByText(`Ruth: ${DATE_SAFETY_TEXTS.waitingContact}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: DATE_SAFETY_TEXTS.send })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Maya/ }));
    await user.click(within(dialog).getByRole('button', { name: DATE_SAFETY_TEXTS.send }));
    await within(dialog).findByText(DATE_SAFETY_TEXTS.sharedNotice('Maya'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ contactIds: ['contact-1'], note: null });
    expect(within(dialog).getByRole('button', { name: DATE_SAFETY_TEXTS.revoke('Maya') })).toBeInTheDocument();
  });

  it('answers "Are you OK?" with one tap, from the chat’s banner', async () => {
    const { calls } = safetyRoutes('asked');
    renderWithProviders(
      <CheckInBanners
        plans={[makeDatePlan({ state: 'accepted', startsAt: new Date(Date.now() - 60_000).toISOString() })]}
      />,
    );
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_SAFETY_TEXTS.askedState);
    await userEvent.setup().click(screen.getByRole('button', { name: DATE_SAFETY_TEXTS.imOk }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/dates/plan-1/check-ins/ok')).toBe(true);
  });

  it('shows no banner for a plan that has not started', async () => {
    const { calls } = safetyRoutes('asked');
    renderWithProviders(<CheckInBanners plans={[makeDatePlan({ state: 'accepted' })]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/dates/'))).toEqual([]);
  });
});
