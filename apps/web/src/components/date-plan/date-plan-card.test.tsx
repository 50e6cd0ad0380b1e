import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_PLAN_MESSAGES, DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';
import { useDatePlans } from '@/api/dates/get-date-plans';
import { datePlanRoutes, inDays, makeDatePlan } from '@/test/date-plan-fixtures';
import { storeMemberAuth } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { DatePlanCard } from './date-plan-card';

beforeEach(() => storeMemberAuth());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The cards of the chat's list, as the chat draws them: from the cached plans. */
function Plans() {
  const plans = useDatePlans({ matchId: 'match-1' });
  return plans.data?.map((plan) => <DatePlanCard key={plan.id} plan={plan} />);
}

function renderPlan(plan: DatePlan, options: Parameters<typeof datePlanRoutes>[1] = {}) {
  const server = datePlanRoutes(plan, options);
  const api = mockApi(server.routes);
  const view = renderWithProviders(<Plans />);
  return { ...api, ...view, server };
}

const card = () => screen.findByRole('article', { name: `${DATE_PLAN_TEXTS.cardLabel} Coffee tasting crawl` });
const button = (name: string) => screen.getByRole('button', { name });
const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);

describe('DatePlanCard', () => {
  it("shows the idea, the place and the time in the reader's zone, and on their turn answers Accept", async () => {
    const startsAt = inDays(3, 19, 30);
    const { calls } = renderPlan(makeDatePlan({ startsAt }));
    const article = await card();
    expect(within(article).getByRole('heading', { name: 'Coffee tasting crawl' })).toBeInTheDocument();
    expect(within(article).getByText('Blue Bottle on Main St')).toBeInTheDocument();
    const when = new Date(startsAt).toLocaleString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(within(article).getByText(when)).toBeInTheDocument();
    expect(when).toContain('7:30 PM');
    expect(statuses()).toEqual([DATE_PLAN_TEXTS.states.proposed, DATE_PLAN_TEXTS.yourTurn]);

    const user = userEvent.setup();
    await user.click(button(DATE_PLAN_TEXTS.accept));
    await screen.findByText(DATE_PLAN_TEXTS.states.accepted);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/dates/plan-1/accept')).toBe(true);
    expect(screen.queryByRole('button', { name: DATE_PLAN_TEXTS.accept })).not.toBeInTheDocument();
    expect(button(DATE_PLAN_TEXTS.addToCalendar)).toBeInTheDocument();
    expect(button(DATE_PLAN_TEXTS.cancel)).toBeInTheDocument();
  });

  it('suggests another time: the new day and time as an instant with the zone, and the turn passes', async () => {
    const { calls } = renderPlan(makeDatePlan());
    await card();
    const user = userEvent.setup();
    const suggest = button(DATE_PLAN_TEXTS.suggestTime);
    await user.click(suggest);
    expect(suggest).toHaveAttribute('aria-expanded', 'true');
    const day = screen.getByLabelText(DATE_PLAN_TEXTS.newDayLabel);
    expect(day).toHaveFocus();

    await user.clear(day);
    await user.click(button(DATE_PLAN_TEXTS.sendNewTime));
    expect(screen.getByText(DATE_PLAN_MESSAGES.timeRequired)).toBeInTheDocument();

    const later = new Date(inDays(5, 18, 0));
    const iso = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
    await user.type(day, iso);
    await user.clear(screen.getByLabelText(DATE_PLAN_TEXTS.newTimeLabel));
    await user.type(screen.getByLabelText(DATE_PLAN_TEXTS.newTimeLabel), '18:00');
    await user.click(button(DATE_PLAN_TEXTS.sendNewTime));

    await screen.findByText(DATE_PLAN_TEXTS.waitingFor('Jordan'));
    const post = calls.find((call) => call.path === '/dates/plan-1/reschedule');
    expect(post?.body).toEqual({
      startsAt: later.toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(screen.queryByLabelText(DATE_PLAN_TEXTS.newDayLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DATE_PLAN_TEXTS.accept })).not.toBeInTheDocument();
  });

  it('declines on their turn', async () => {
    const { calls } = renderPlan(makeDatePlan());
    await card();
    await userEvent.setup().click(button(DATE_PLAN_TEXTS.decline));
    await screen.findByText(DATE_PLAN_TEXTS.states.declined);
    expect(calls.some((call) => call.path === '/dates/plan-1/decline')).toBe(true);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('while the match is to answer, says so and offers only Cancel date', async () => {
    renderPlan(makeDatePlan({ proposerId: 'user-1', awaitingId: 'member-2' }));
    await card();
    expect(screen.getByText(DATE_PLAN_TEXTS.waitingFor('Jordan'))).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((element) => element.textContent)).toEqual([DATE_PLAN_TEXTS.cancel]);
  });

  it("accepted: Add to calendar downloads the plan's .ics with the token, in the reader's zone", async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:ics', revokeObjectURL: () => undefined }));
    const server = datePlanRoutes(makeDatePlan({ state: 'accepted', awaitingId: null }));
    const { calls } = mockApi({
      ...server.routes,
      'GET /dates/plan-1/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nLOCATION:Blue Bottle on Main St\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="date.ics"' },
        }),
    });
    renderWithProviders(<Plans />);
    await card();
    await userEvent.setup().click(button(DATE_PLAN_TEXTS.addToCalendar));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:ics', download: 'date.ics' }]));
    const download = calls.find((call) => call.path === '/dates/plan-1/calendar.ics')!;
    expect(download.url.searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(download.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('cancels with a short note after asking; Keep it changes nothing', async () => {
    const { calls } = renderPlan(makeDatePlan({ state: 'accepted', awaitingId: null }));
    await card();
    const user = userEvent.setup();
    await user.click(button(DATE_PLAN_TEXTS.cancel));
    expect(screen.getByRole('heading', { name: DATE_PLAN_TEXTS.cancelHeading })).toBeInTheDocument();
    await user.click(button(DATE_PLAN_TEXTS.keep));
    expect(screen.queryByRole('heading', { name: DATE_PLAN_TEXTS.cancelHeading })).not.toBeInTheDocument();

    await user.click(button(DATE_PLAN_TEXTS.cancel));
    const note = screen.getByLabelText(DATE_PLAN_TEXTS.cancelNoteLabel);
    expect(note).toHaveFocus();
    await user.type(note, 'Something came up, sorry');
    await user.click(
      within(screen.getByRole('form', { name: DATE_PLAN_TEXTS.cancelHeading })).getByRole('button', {
        name: DATE_PLAN_TEXTS.cancelConfirm,
      }),
    );
    await screen.findByText(`${DATE_PLAN_TEXTS.cancelledYou}: \u201cSomething came up, sorry\u201d`);
    expect(calls.find((call) => call.path === '/dates/plan-1/cancel')?.body).toEqual({
      note: 'Something came up, sorry',
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('cancelled by the match: who, and their note', async () => {
    renderPlan(makeDatePlan({ state: 'cancelled', awaitingId: null, cancelledById: 'member-2', cancelNote: 'Sick' }));
    await card();
    expect(screen.getByText(DATE_PLAN_TEXTS.cancelledWithNote('Jordan', 'Sick'))).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('cancelled because the match ended', async () => {
    renderPlan(makeDatePlan({ state: 'cancelled', awaitingId: null, cancelledById: 'member-2', matchEnded: true }));
    await card();
    expect(screen.getByText(DATE_PLAN_TEXTS.matchEnded)).toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    renderPlan(makeDatePlan(), { refuse: { status: 409, message: DATE_PLAN_MESSAGES.startPassed } });
    await card();
    await userEvent.setup().click(button(DATE_PLAN_TEXTS.accept));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_PLAN_MESSAGES.startPassed);
    expect(button(DATE_PLAN_TEXTS.accept)).toBeEnabled();
  });
});
