import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DATE_PLANNER_TEXTS, type DateIdeaView } from '@kindred/contract/date-planner';
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

/** Answers like the server: a catalogue with saved flags, filters, and the match list. */
function plannerApi({ failSave = false, holdSave }: { failSave?: boolean; holdSave?: Promise<void> } = {}) {
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
    'POST /conversations/match-1/messages': ({ body }) =>
      jsonResponse(201, {
        data: {
          id: '00000000-0000-4000-8000-000000000001',
          matchId: '00000000-0000-4000-8000-000000000002',
          senderId: '00000000-0000-4000-8000-000000000003',
          content: (body as { content: string }).content,
          createdAt: '2030-01-01T00:00:00.000Z',
          isRead: false,
          mediaUrl: null,
          mediaType: null,
          mediaPlaceholder: null,
          clientId: (body as { clientId: string }).clientId,
          mightHurt: false,
          blurred: false,
          mayContainNudity: false,
          hidden: false,
        },
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

  it('sends nothing until a match and text are there, then sends the proposal as a message', async () => {
    const { calls } = plannerApi();
    const user = userEvent.setup();
    renderWithProviders(<DatePlanner />, { path: '/date-planner?tab=plan' });
    const send = await screen.findByRole('button', { name: DATE_PLANNER_TEXTS.send });
    await user.click(send);
    expect(screen.getByText(DATE_PLANNER_TEXTS.matchRequired)).toBeInTheDocument();
    expect(screen.getByText(DATE_PLANNER_TEXTS.textRequired)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(DATE_PLANNER_TEXTS.matchLabel), 'Jordan');
    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel), '   ');
    await user.click(send);
    expect(screen.queryByText(DATE_PLANNER_TEXTS.matchRequired)).not.toBeInTheDocument();
    expect(screen.getByText(DATE_PLANNER_TEXTS.textRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel), 'Drinks on Friday?');
    await user.type(screen.getByLabelText(DATE_PLANNER_TEXTS.placeLabel), 'The Rooftop');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: DATE_PLANNER_TEXTS.sent('Jordan') })).toBeInTheDocument();
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post!.path).toBe('/conversations/match-1/messages');
    expect(post!.body).toEqual({
      content: 'Date proposal · The Rooftop\n\nDrinks on Friday?',
      clientId: expect.any(String),
    });
    expect(screen.getByRole('link', { name: DATE_PLANNER_TEXTS.openChat })).toHaveAttribute(
      'href',
      '/messages/match-1',
    );
  });

  it('“Plan this date” opens Custom Plan with the idea and words filled in', async () => {
    plannerApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<DatePlanner />, { path: '/date-planner' });
    await within(panel()).findByRole('heading', { name: 'Wine tasting' });
    await user.click(within(panel()).getByRole('button', { name: DATE_PLANNER_TEXTS.planThisLabel('Wine tasting') }));
    expect(router.state.location.search).toBe('?tab=plan&idea=wine');
    expect(await screen.findByLabelText(DATE_PLANNER_TEXTS.ideaLabel)).toHaveValue('wine');
    expect(screen.getByLabelText(DATE_PLANNER_TEXTS.messageLabel)).toHaveValue(
      DATE_PLANNER_TEXTS.prefilledText('Wine tasting'),
    );
  });
});
