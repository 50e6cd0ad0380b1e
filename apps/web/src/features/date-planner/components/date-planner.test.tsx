import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DATE_PLANNER_TEXTS, type DateIdeaView } from '@kindred/contract/date-planner';
import { CHAT_TEXTS, CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { DATE_PLAN_FORM_TEXTS, DATE_PLAN_MESSAGES, DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';
import { makeDatePlan } from '@/test/date-plan-fixtures';
import { makeMatch } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { DatePlanner } from './date-planner';

const idea = (id: string, title: string, category: DateIdeaView['category'], cost: DateIdeaView['cost']) => ({
  id,
  title,
  description: `About ${title}`,
  category,
  time: 'Evening',
  location: 'Downtown',
  cost,
  imageSrc: `/images/date-ideas/${category}.svg`,
  liked: false,
});

const MATCH = makeMatch({ name: 'Jordan' }, { id: 'match-1' });

/** Answers like the server: a catalogue with saved flags, filters, the match list and the date plans. */
function plannerApi({
  failSave = false,
  holdSave,
  upcoming = [],
  refuseCreate,
}: {
  failSave?: boolean;
  holdSave?: Promise<void>;
  upcoming?: DatePlan[];
  refuseCreate?: { status: number; message: string };
} = {}) {
  const ideas = [idea('coffee', 'Coffee tasting crawl', 'cafe', 1), idea('wine', 'Wine tasting', 'drinks', 3)];
  const saveRoute =
    (liked: boolean) =>
    async ({ path }: MockRequest) => {
      await holdSave;
      if (failSave) return jsonResponse(500, { message: 'Something went wrong' });
      const found = ideas.find((candidate) => path === `/date-ideas/${candidate.id}/like`)!;
      found.liked = liked;
      return jsonResponse(200, { idea: found });
    };
  return mockApi({
    'GET /date-ideas': ({ url }) => {
      const category = url.searchParams.get('category');
      const saved = url.searchParams.get('saved') === 'true';
      return jsonResponse(200, {
        ideas: ideas.filter((one) => (!category || one.category === category) && (!saved || one.liked)),
      });
    },
    'PUT /date-ideas/coffee/like': saveRoute(true),
    'DELETE /date-ideas/coffee/like': saveRoute(false),
    'GET /matches': () =>
      jsonResponse(200, { matches: [MATCH], pagination: { page: 1, limit: 100, total: 1, pages: 1 } }),
    'GET /dates': () => jsonResponse(200, { data: upcoming }),
    'POST /dates': ({ body }) =>
      refuseCreate &&
      !(refuseCreate.message === CONVERSATION_MESSAGES.mightBeHurtful && (body as { sendAnyway?: boolean }).sendAnyway)
        ? jsonResponse(refuseCreate.status, { message: refuseCreate.message })
        : jsonResponse(201, {
            data: makeDatePlan({ id: 'plan-new', proposerId: 'user-1', awaitingId: 'member-2', ...(body as object) }),
          }),
  });
}

const panel = () => screen.getByRole('tabpanel');
const heart = (title: string) => within(panel()).getByRole('button', { name: DATE_PLANNER_TEXTS.save(title) });

describe('DatePlanner', () => {
  it('opens on Date Ideas, keeps the tab in ?tab= and shows the Saved empty state', async () => {
    plannerApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    expect(screen.getByRole('tab', { name: DATE_PLANNER_TEXTS.tabs.ideas })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findByRole('heading', { name: 'Coffee tasting crawl' })).toBeInTheDocument();
    expect(within(panel()).getByText('$$$')).toBeInTheDocument();
    expect(within(panel()).getByText(DATE_PLANNER_TEXTS.budgetLabel(3))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: DATE_PLANNER_TEXTS.tabs.saved }));
    expect(router.state.location.search).toBe('?tab=saved');
    expect(await within(panel()).findByRole('heading', { name: 'No saved date ideas' })).toBeInTheDocument();
  });

  it('narrows by category chip and says so when nothing is left', async () => {
    const { calls } = plannerApi();
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    await within(panel()).findByRole('heading', { name: 'Coffee tasting crawl' });
    await user.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(await within(panel()).findByRole('heading', { name: 'Wine tasting' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).queryByRole('heading', { name: 'Coffee tasting crawl' })).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.url.searchParams.get('category') === 'drinks')).toBe(true);
    expect(screen.getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Outdoors' }));
    expect(await within(panel()).findByRole('heading', { name: 'No date ideas found' })).toBeInTheDocument();
  });

  it('fills the heart at once, stores it, and lists the idea under Saved', async () => {
    let release!: () => void;
    const { calls } = plannerApi({ holdSave: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    await within(panel()).findByRole('heading', { name: 'Coffee tasting crawl' });
    await user.click(heart('Coffee tasting crawl'));
    expect(heart('Coffee tasting crawl')).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/date-ideas/coffee/like')).toBe(true);
    release();

    await user.click(screen.getByRole('tab', { name: DATE_PLANNER_TEXTS.tabs.saved }));
    expect(await within(panel()).findByRole('heading', { name: 'Coffee tasting crawl' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('heading', { name: 'Wine tasting' })).not.toBeInTheDocument();
  });

  it('puts the heart back and says so when the save fails', async () => {
    plannerApi({ failSave: true });
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    await within(panel()).findByRole('heading', { name: 'Coffee tasting crawl' });
    await user.click(heart('Coffee tasting crawl'));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_PLANNER_TEXTS.saveFailed);
    expect(heart('Coffee tasting crawl')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends nothing until every field is there, then proposes the plan with POST /dates', async () => {
    const { calls } = plannerApi();
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner?tab=plan' });
    const send = await screen.findByRole('button', { name: DATE_PLANNER_TEXTS.send });
    expect(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel)).toBeRequired();
    expect(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.timeLabel)).toBeRequired();
    await user.click(send);
    for (const text of [
      DATE_PLANNER_TEXTS.matchRequired,
      DATE_PLAN_MESSAGES.ideaRequired,
      DATE_PLAN_MESSAGES.placeRequired,
      DATE_PLANNER_TEXTS.textRequired,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText(DATE_PLAN_MESSAGES.timeRequired)).toHaveLength(2);
    // The member is taken to the first field that says why.
    expect(screen.getByLabelText(DATE_PLANNER_TEXTS.matchLabel)).toHaveFocus();

    await user.selectOptions(screen.getByLabelText(DATE_PLANNER_TEXTS.matchLabel), 'Jordan');
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.ownIdeaLabel), 'Picnic by the river');
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel), '2020-01-01');
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.timeLabel), '19:30');
    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel), '   ');
    await user.click(send);
    expect(screen.queryByText(DATE_PLANNER_TEXTS.matchRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(DATE_PLAN_MESSAGES.ideaRequired)).not.toBeInTheDocument();
    expect(screen.getByText(DATE_PLAN_MESSAGES.timeInPast)).toBeInTheDocument();
    expect(screen.getByText(DATE_PLANNER_TEXTS.textRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const day = new Date();
    day.setDate(day.getDate() + 7);
    const dayValue = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await user.clear(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel));
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel), dayValue);
    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel), 'Drinks on Friday?');
    await user.type(screen.getByRole('combobox', { name: DATE_PLAN_FORM_TEXTS.placeLabel }), 'The Rooftop');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: DATE_PLANNER_TEXTS.sent('Jordan') })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/dates']);
    day.setHours(19, 30, 0, 0);
    expect(posts[0]!.body).toEqual({
      matchId: 'match-1',
      idea: 'Picnic by the river',
      place: 'The Rooftop',
      startsAt: day.toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      note: 'Drinks on Friday?',
      clientId: expect.any(String),
    });
    expect(screen.getByRole('link', { name: DATE_PLANNER_TEXTS.openChat })).toHaveAttribute(
      'href',
      '/messages/match-1',
    );
  });

  it('offers “Send anyway” after “Are you sure? This might be hurtful.”, sending the same words as they are', async () => {
    const { calls } = plannerApi({ refuseCreate: { status: 422, message: CONVERSATION_MESSAGES.mightBeHurtful } });
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner?tab=plan&match=match-1' });
    const match = await screen.findByLabelText(DATE_PLANNER_TEXTS.matchLabel);
    await waitFor(() => expect(match).toHaveValue('match-1'));
    await user.selectOptions(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.ideaLabel), 'Wine tasting');
    const next = new Date();
    next.setDate(next.getDate() + 2);
    await user.type(
      screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel),
      `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`,
    );
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.timeLabel), '20:00');
    await user.type(screen.getByRole('combobox', { name: DATE_PLAN_FORM_TEXTS.placeLabel }), 'Vino Bar');
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.sendAnyway })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DATE_PLANNER_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.mightBeHurtful);

    // Changing the words asks again: the button answers only the words it was asked about.
    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel), '!');
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.sendAnyway })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DATE_PLANNER_TEXTS.send }));
    await user.click(await screen.findByRole('button', { name: CHAT_TEXTS.sendAnyway }));
    expect(await screen.findByText(DATE_PLANNER_TEXTS.sent('Jordan'))).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST') as MockRequest[];
    expect(posts).toHaveLength(3);
    expect(posts[1]!.body).not.toHaveProperty('sendAnyway');
    expect(posts[2]!.body).toMatchObject({
      sendAnyway: true,
      note: DATE_PLANNER_TEXTS.prefilledText('Wine tasting') + '!',
    });
  });

  it("“Plan a date” from a chat opens Custom Plan with the match chosen; a refusal is shown in the server's words and a retry keeps its client id", async () => {
    const { calls } = plannerApi({ refuseCreate: { status: 409, message: DATE_PLAN_MESSAGES.matchEnded } });
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner?tab=plan&match=match-1' });
    const match = await screen.findByLabelText(DATE_PLANNER_TEXTS.matchLabel);
    await waitFor(() => expect(match).toHaveValue('match-1'));
    await user.selectOptions(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.ideaLabel), 'Wine tasting');
    expect(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel)).toHaveValue(
      DATE_PLANNER_TEXTS.prefilledText('Wine tasting'),
    );
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel), '2099-01-01');
    await user.type(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.timeLabel), '20:00');
    await user.type(screen.getByRole('combobox', { name: DATE_PLAN_FORM_TEXTS.placeLabel }), 'Vino Bar');
    // 2099 is more than a year ahead.
    await user.click(screen.getByRole('button', { name: DATE_PLANNER_TEXTS.send }));
    expect(screen.getByText(DATE_PLAN_MESSAGES.timeTooFar)).toBeInTheDocument();
    const next = new Date();
    next.setDate(next.getDate() + 2);
    await user.clear(screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel));
    await user.type(
      screen.getByLabelText(DATE_PLAN_FORM_TEXTS.dayLabel),
      `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`,
    );
    await user.click(screen.getByRole('button', { name: DATE_PLANNER_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATE_PLAN_MESSAGES.matchEnded);
    await user.click(screen.getByRole('button', { name: DATE_PLANNER_TEXTS.send }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((call) => call.method === 'POST') as [MockRequest, MockRequest];
    expect(first.body).toMatchObject({ matchId: 'match-1', ideaId: 'wine', place: 'Vino Bar' });
    expect((second.body as { clientId: string }).clientId).toBe((first.body as { clientId: string }).clientId);
  });

  it('lists Upcoming dates above the tabs as cards, and says so when there are none', async () => {
    plannerApi({ upcoming: [makeDatePlan({ state: 'accepted', awaitingId: null })] });
    const view = renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    const section = await screen.findByRole('region', { name: DATE_PLAN_TEXTS.upcomingTitle });
    const card = await within(section).findByRole('article', {
      name: `${DATE_PLAN_TEXTS.cardLabel} Coffee tasting crawl`,
    });
    expect(within(card).getByRole('link', { name: DATE_PLAN_FORM_TEXTS.withName('Jordan') })).toHaveAttribute(
      'href',
      '/messages/match-1',
    );
    expect(within(card).getByRole('button', { name: DATE_PLAN_TEXTS.addToCalendar })).toBeInTheDocument();
    view.unmount();

    plannerApi();
    renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    expect(await screen.findByText(DATE_PLAN_TEXTS.upcomingEmpty)).toBeInTheDocument();
  });

  it('“Plan this date” opens Custom Plan with the idea and words filled in', async () => {
    plannerApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    await within(panel()).findByRole('heading', { name: 'Wine tasting' });
    await user.click(within(panel()).getByRole('button', { name: DATE_PLANNER_TEXTS.planThisLabel('Wine tasting') }));
    expect(router.state.location.search).toBe('?tab=plan&idea=wine');
    expect(await screen.findByLabelText(DATE_PLAN_FORM_TEXTS.ideaLabel)).toHaveValue('wine');
    expect(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel)).toHaveValue(
      DATE_PLANNER_TEXTS.prefilledText('Wine tasting'),
    );
  });
});
