import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_MESSAGES, DISCOVERY_TEXTS, type Recommendation } from '@kindred/contract/discovery';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { billingStatus } from '@/test/billing-fixtures';
import { makeRecommendation, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { WELL_ANSWERED_COUNT } from '@kindred/contract/compatibility';
import { ForYouFeed } from './for-you-feed';

function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return makeRecommendation({
    id: 'u-jake',
    name: 'Jake',
    occupation: 'Architect',
    education: '',
    height: '',
    bio: 'Weekend climber and amateur baker. I make a mean sourdough, and I will talk your ear off about bridges if you let me.',
    photos: ['/uploads/jake/a-640.webp', '/uploads/jake/b-640.webp'],
    interests: ['Climbing', 'Baking', 'Travel', 'Jazz'],
    compatibilityScore: 87,
    compatibility: {
      overall: 87,
      subScores: { values: 90, interests: 80, lifestyle: 85, communication: 70 },
      reasons: ['You both value honesty', 'You share 2 interests'],
    },
    hasLikedYou: true,
    lastActive: '2025-01-01T00:00:00.000Z',
    isOnline: true,
    createdAt: '2024-06-01T00:00:00.000Z',
    ...overrides,
  });
}

const jake = recommendation();
const sam = recommendation({
  id: 'u-sam',
  name: 'Sam',
  age: 29,
  distance: null,
  occupation: '',
  bio: 'Short bio.',
  photos: [],
  interests: [],
  hasLikedYou: false,
  isOnline: false,
  isVerified: false,
  compatibilityScore: 64,
  compatibility: {
    overall: 64,
    subScores: { values: 60, interests: 60, lifestyle: 70, communication: 60 },
    reasons: [],
  },
});

const me = { name: 'Ava', photo: '/uploads/ava/a-640.webp' };

function listCalls(calls: MockRequest[]) {
  return calls.filter((call) => call.method === 'GET' && call.path === '/recommendations');
}

function mockFeed(routes: Parameters<typeof mockApi>[0] = {}, list: Recommendation[] = [jake, sam]) {
  return mockApi({
    'GET /recommendations': () => jsonResponse(200, { recommendations: list }),
    'GET /recommendations/interests': () => jsonResponse(200, { interests: ['Hiking', 'Coffee', 'Climbing'] }),
    ...routes,
  });
}

function renderFeed() {
  return renderWithProviders(<ForYouFeed heading={<h1>For You</h1>} me={me} />);
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  storeMemberAuth();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForYouFeed', () => {
  it("loads with SPEC 5's default filter and shows each card's details", async () => {
    const { calls } = mockFeed();
    renderFeed();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const jakeCard = await screen.findByRole('article', { name: /^Jake/ });
    const query = listCalls(calls)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ minAge: '20', maxAge: '40', maxDistance: '30' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-1');

    const inJake = within(jakeCard);
    expect(inJake.getByRole('heading', { name: /Jake, 31/ })).toBeInTheDocument();
    expect(inJake.getByText('Austin, TX · 4 miles away')).toBeInTheDocument();
    expect(inJake.getByText('Architect')).toBeInTheDocument();
    expect(inJake.getByText('87% match')).toBeInTheDocument();
    expect(inJake.getByText('You both value honesty')).toBeInTheDocument();
    expect(inJake.queryByText('You share 2 interests')).not.toBeInTheDocument();
    expect(inJake.getByText(DISCOVERY_TEXTS.likedYou)).toBeInTheDocument();
    expect(inJake.getByRole('img', { name: DISCOVERY_TEXTS.verified })).toBeInTheDocument();
    expect(inJake.getByRole('list', { name: PROFILE_TEXTS.sections.interests })).toHaveTextContent(
      'ClimbingBakingTravel+1 more',
    );
    expect(inJake.getByRole('group', { name: 'Photos of Jake' })).toBeInTheDocument();
    expect(inJake.getByRole('button', { name: DISCOVERY_TEXTS.nextPhoto })).toBeInTheDocument();
    for (const name of ['Pass on Jake', 'Super Like Jake', 'Like Jake']) {
      expect(inJake.getByRole('button', { name })).toBeEnabled();
    }

    const inSam = within(card('Sam'));
    expect(inSam.getByText('Austin, TX')).toBeInTheDocument();
    expect(inSam.queryByText(/miles? away/)).not.toBeInTheDocument();
    expect(inSam.queryByText(DISCOVERY_TEXTS.likedYou)).not.toBeInTheDocument();
    expect(inSam.getByRole('img', { name: DISCOVERY_TEXTS.noPhoto })).toBeInTheDocument();
    expect(inSam.queryByRole('button', { name: DISCOVERY_TEXTS.nextPhoto })).not.toBeInTheDocument();
  });

  it("cuts a long bio at 100 characters with a 'more' / 'less' toggle", async () => {
    mockFeed();
    renderFeed();
    const inJake = within(await screen.findByRole('article', { name: /^Jake/ }));
    const cut = `${jake.bio.slice(0, 100).trimEnd()}…`;
    expect(inJake.getByText(cut)).toBeInTheDocument();
    await userEvent.click(inJake.getByRole('button', { name: DISCOVERY_TEXTS.more }));
    expect(inJake.getByText(jake.bio)).toBeInTheDocument();
    await userEvent.click(inJake.getByRole('button', { name: DISCOVERY_TEXTS.less }));
    expect(inJake.getByText(cut)).toBeInTheDocument();
    expect(within(card('Sam')).queryByRole('button', { name: DISCOVERY_TEXTS.more })).not.toBeInTheDocument();
  });

  it('removes a card only after the server has the pass', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockFeed({
      'POST /matches/likes': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pass on Jake' }));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ likedId: 'u-jake', status: 'dislike' });
    expect(card('Jake')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Jake' })).toBeDisabled();

    answer(jsonResponse(201, { data: { likedId: 'u-jake', status: 'dislike', matched: false, match: null } }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Jake/ })).not.toBeInTheDocument());
    expect(card('Sam')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens "It\'s a match!" when a like matches, with the way to the chat', async () => {
    const { calls } = mockFeed({
      'POST /matches/likes': () =>
        jsonResponse(201, {
          data: {
            likedId: 'u-jake',
            status: 'like',
            matched: true,
            match: { id: 'match-9', compatibilityScore: 87.4, otherUser: { id: 'u-jake', name: 'Jake', photo: null } },
          },
        }),
    });
    const { router } = renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Like Jake' }));

    const dialog = await screen.findByRole('dialog', { name: DISCOVERY_TEXTS.itsAMatch });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ likedId: 'u-jake', status: 'like' });
    expect(within(dialog).getByText('Ava')).toBeInTheDocument();
    expect(within(dialog).getByText('Jake')).toBeInTheDocument();
    expect(within(dialog).getByText(DISCOVERY_TEXTS.youLikeEachOther('Jake'))).toBeInTheDocument();
    expect(within(dialog).getByText('87% match')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Jake/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: DISCOVERY_TEXTS.keepSwiping }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("the match dialog's 'Send a message' opens the thread", async () => {
    mockFeed({
      'POST /matches/likes': () =>
        jsonResponse(201, {
          data: {
            likedId: 'u-jake',
            status: 'superlike',
            matched: true,
            match: { id: 'match-9', compatibilityScore: 87, otherUser: { id: 'u-jake', name: 'Jake', photo: null } },
          },
        }),
    });
    const { router } = renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Super Like Jake' }));
    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: DISCOVERY_TEXTS.sendMessage });
    expect(link).toHaveAttribute('href', '/messages/match-9');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/messages/match-9');
  });

  it.each([
    [402, DISCOVERY_MESSAGES.superLikesNeedPremium, 'Super Like Jake', 'Gold', 'gold'],
    [429, DISCOVERY_MESSAGES.dailyLikesUsed, 'Like Jake', 'Gold', 'gold'],
    [429, DISCOVERY_MESSAGES.weeklySuperLikesUsed, 'Super Like Jake', 'Platinum', 'platinum'],
  ])(
    "says the server's %i refusal calmly on the card, with the plan that lifts it, and keeps the card",
    async (status, message, button, planName, planId) => {
      mockFeed({ 'POST /matches/likes': () => jsonResponse(status, { message }) });
      renderFeed();
      await userEvent.click(await screen.findByRole('button', { name: button }));

      const notice = await within(card('Jake')).findByRole('status');
      expect(notice).toHaveTextContent(message);
      expect(within(card('Jake')).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Like Jake' })).toBeEnabled();
      expect(within(notice).getByRole('link', { name: `Upgrade to ${planName}` })).toHaveAttribute(
        'href',
        `/subscription?plan=${planId}`,
      );
      // An expected answer, not a failure: nothing for the console.
      expect(console.error).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['basic', {}, 'Super Like Jake (Gold)', DISCOVERY_MESSAGES.superLikesNeedPremium, 'Gold'],
    [
      'gold',
      { superLikesLeftThisWeek: 0 },
      'Super Like Jake (Platinum)',
      DISCOVERY_MESSAGES.weeklySuperLikesUsed,
      'Platinum',
    ],
    ['basic', { likesLeftToday: 0 }, 'Like Jake (Gold)', DISCOVERY_MESSAGES.dailyLikesUsed, 'Gold'],
  ] as const)(
    'on %s, marks the control paid before the tap, and the tap leads to the plan without a call',
    async (planId, usage, button, message, planName) => {
      const { calls } = mockFeed({
        'GET /billing/subscription': () => jsonResponse(200, billingStatus(planId, {}, usage)),
      });
      renderFeed();
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const notice = within(card('Jake')).getByRole('status');
      expect(notice).toHaveTextContent(message);
      expect(within(notice).getByRole('link', { name: `Upgrade to ${planName}` })).toHaveFocus();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      expect(console.error).not.toHaveBeenCalled();
    },
  );

  it('leaves the controls unmarked while the plan covers them', async () => {
    mockFeed({ 'GET /billing/subscription': () => jsonResponse(200, billingStatus('gold')) });
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Super Like Jake' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /\(Gold\)$/ })).not.toBeInTheDocument();
  });

  it('reloads when lookingFor changes, and picking it again clears it', async () => {
    const { calls } = mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    const toggle = screen.getByRole('button', { name: DISCOVERY_TEXTS.filters });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const lookingFor = screen.getByRole('group', { name: PROFILE_TEXTS.lookingFor });
    expect(
      within(lookingFor)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Relationship', 'Casual', 'Friendship', 'Marriage', 'Not sure yet']);
    await userEvent.click(within(lookingFor).getByRole('button', { name: 'Casual' }));
    expect(within(lookingFor).getByRole('button', { name: 'Casual' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('1 active');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]!.url.searchParams.get('lookingFor')).toBe('Casual');

    await userEvent.click(within(lookingFor).getByRole('button', { name: 'Casual' }));
    expect(within(lookingFor).getByRole('button', { name: 'Casual' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2]!.url.searchParams.has('lookingFor')).toBe(false);
    expect(card('Jake')).toBeInTheDocument();
  });

  it('reloads once a slider drag settles, and never lets the ages cross', async () => {
    const { calls } = mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    await userEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.filters }));

    const minAge = screen.getByRole('slider', { name: PROFILE_TEXTS.minimumAge });
    const distance = screen.getByRole('slider', { name: PROFILE_TEXTS.maxDistance });
    expect(minAge).toHaveAttribute('min', '18');
    expect(minAge).toHaveAttribute('max', '60');
    for (const value of [21, 22, 23, 24, 25]) fireEvent.change(minAge, { target: { value: String(value) } });
    fireEvent.change(distance, { target: { value: '50' } });
    expect(distance).toHaveAttribute('aria-valuetext', '50 miles');

    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(calls)[1]!.url.searchParams)).toEqual({
      minAge: '25',
      maxAge: '40',
      maxDistance: '50',
    });

    fireEvent.change(minAge, { target: { value: '55' } });
    expect(minAge).toHaveValue('40');
  });

  it('filters by the popular interests and resets', async () => {
    const { calls } = mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    await userEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.filters }));
    const chips = screen.getByRole('group', { name: PROFILE_TEXTS.sections.interests });
    await userEvent.click(await within(chips).findByRole('button', { name: 'Hiking' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Coffee' }));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('interests')).toBe('Coffee,Hiking');

    await userEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.resetFilters }));
    expect(within(chips).getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: DISCOVERY_TEXTS.resetFilters })).not.toBeInTheDocument();
  });

  it('refresh asks the server for a fresh list with the filter', async () => {
    const nina = recommendation({ id: 'u-nina', name: 'Nina', hasLikedYou: false });
    const { calls } = mockFeed({
      'POST /recommendations/refresh': () => jsonResponse(200, { recommendations: [nina] }),
    });
    renderFeed();
    await screen.findByRole('article', { name: /^Jake/ });
    await userEvent.click(screen.getByRole('button', { name: DISCOVERY_TEXTS.refresh }));

    expect(await screen.findByRole('article', { name: /^Nina/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Jake/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/recommendations/refresh')?.body).toEqual({
      minAge: 20,
      maxAge: 40,
      maxDistance: 30,
    });
  });

  it('keeps the skeleton until the notice is ready, then shows it with the cards (nothing moves)', async () => {
    const { calls } = mockFeed();
    function Harness() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setReady(true)}>
            Notice ready
          </button>
          <ForYouFeed heading={<h1>For You</h1>} me={me} notice={<p>Answer questions</p>} noticeReady={ready} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await vi.waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    // The list may have come, but the notice's data has not: neither shows yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Answer questions')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Notice ready' }));
    await screen.findByRole('article', { name: /^Jake/ });
    expect(screen.getByText('Answer questions')).toBeInTheDocument();
  });

  it.each([
    [0, DISCOVERY_TEXTS.roughScore(0)],
    [3, 'A rough score from only 3 of your answers'],
    [WELL_ANSWERED_COUNT - 1, DISCOVERY_TEXTS.roughScore(WELL_ANSWERED_COUNT - 1)],
    [WELL_ANSWERED_COUNT, null],
  ])('with %i answers of the member, each score says whether it is rough', async (answered, note) => {
    mockFeed();
    renderWithProviders(<ForYouFeed heading={<h1>For You</h1>} me={me} answeredCount={answered} />);
    const inJake = within(await screen.findByRole('article', { name: /^Jake/ }));
    if (note === null) {
      expect(screen.queryByText(/A rough score/)).not.toBeInTheDocument();
    } else {
      expect(inJake.getByText(note)).toBeInTheDocument();
      expect(within(card('Sam')).getByText(note)).toBeInTheDocument();
    }
  });

  it('shows the empty state with its hint', async () => {
    mockFeed({}, []);
    renderFeed();
    expect(await screen.findByRole('heading', { name: DISCOVERY_TEXTS.noRecommendations })).toBeInTheDocument();
    expect(screen.getByText(DISCOVERY_TEXTS.noRecommendationsHint)).toBeInTheDocument();
  });

  it('logs a failed load and offers to try again', async () => {
    let fail = true;
    mockFeed({
      'GET /recommendations': () =>
        fail ? jsonResponse(500, { message: 'Something went wrong' }) : jsonResponse(200, { recommendations: [jake] }),
    });
    renderFeed();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(DISCOVERY_TEXTS.loadFailed);
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: DISCOVERY_TEXTS.refresh })).toBeEnabled();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^Jake/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it("Block asks first, then the card leaves at once, the next takes focus and 'You blocked Jake.' shows", async () => {
    let list = [jake, sam];
    const { calls } = mockFeed({
      'GET /recommendations': () => jsonResponse(200, { recommendations: list }),
      'POST /blocks': () => {
        list = [sam];
        return jsonResponse(201, { message: 'Member blocked. You will no longer see each other.' });
      },
    });
    renderFeed();
    const jakeCard = await screen.findByRole('article', { name: /^Jake/ });

    await userEvent.click(within(jakeCard).getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel('Jake') }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Jake' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Jake?' });
    expect(within(dialog).getByText(MEMBER_SAFETY_TEXTS.blockConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: /^Jake/ })).not.toBeInTheDocument());
    expect(screen.getByText(MEMBER_SAFETY_TEXTS.blocked('Jake'))).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/blocks')?.body).toEqual({ userId: 'u-jake' });
    await waitFor(() => expect(card('Sam')).toHaveFocus());
  });
});
