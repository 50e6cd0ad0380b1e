import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@kindred/contract/discovery';
import { billingStatus } from '@/test/billing-fixtures';
import { makeRecommendation } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { Link } from 'react-router';
import { DiscoverScreen } from './discover-screen';

afterEach(() => vi.unstubAllGlobals());
// Requests wait DISCOVER_QUERY_DELAY_MS for input to settle; give slow, shared CI machines room.
configure({ asyncUtilTimeout: 4000 });

const member = makeRecommendation;

const jordan = member();
const casey = member({ id: 'm-2', name: 'Casey', age: 27, distance: 12, occupation: 'Nurse', isVerified: false });

/** GET /discover answered by `answer` (the default: Jordan then Casey); the calls' query strings. */
function discoverApi(
  answer: (params: URLSearchParams) => Recommendation[] = () => [jordan, casey],
  extra: Record<string, (request: MockRequest) => Response> = {},
) {
  const api = mockApi({
    'GET /discover': (request) => jsonResponse(200, { profiles: answer(request.url.searchParams) }),
    ...extra,
  });
  const discoverCalls = () =>
    api.calls.filter((call) => call.path === '/discover').map((call) => call.url.searchParams);
  const lastQuery = () => Object.fromEntries(discoverCalls().at(-1) ?? []);
  return { ...api, discoverCalls, lastQuery };
}

const DEFAULT_QUERY = {
  minAge: '21',
  maxAge: '45',
  maxDistance: '25',
  verifiedOnly: 'false',
  minPhotos: '3',
  sort: 'recommended',
};

async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.getByRole('region', { name: 'Filters' });
}

describe('DiscoverScreen', () => {
  it('asks the server with the SPEC defaults and shows the real profiles as cards', async () => {
    const { lastQuery } = discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner />);
    const card = (await screen.findByRole('article', { name: 'Jordan, 31' })) as HTMLElement;
    expect(lastQuery()).toEqual(DEFAULT_QUERY);

    expect(within(card).getByText('4 miles away')).toBeInTheDocument();
    expect(within(card).getByText('Chef')).toBeInTheDocument();
    expect(within(card).getByText('82% match')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('2h ago')).toBeInTheDocument();
    // SPEC 9: three interests on a card.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cooking', 'Running', 'Coffee']);
    expect(screen.getByRole('status')).toHaveTextContent('2 people');
    expect(screen.getByRole('link', { name: 'Back to Matches' })).toHaveAttribute('href', '/matches');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  });

  it('sends every filter of the panel as query parameters', async () => {
    const { lastQuery } = discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Jordan, 31' });
    const panel = await openFilters();

    fireEvent.change(within(panel).getByRole('slider', { name: 'Maximum distance' }), { target: { value: '60' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Hiking' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Coffee' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Verified only' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'At least 3 photos' }));

    await waitFor(() =>
      expect(lastQuery()).toEqual({
        ...DEFAULT_QUERY,
        maxDistance: '60',
        interests: 'Hiking,Coffee',
        verifiedOnly: 'true',
        minPhotos: '0',
      }),
    );
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters, 4 active');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('groups the interests by the five Discover categories', async () => {
    discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    const panel = await openFilters();
    for (const category of ['Activities', 'Arts & Culture', 'Food & Drink', 'Entertainment', 'Outdoors']) {
      expect(within(panel).getByRole('group', { name: category })).toBeInTheDocument();
    }
    expect(
      within(within(panel).getByRole('group', { name: 'Outdoors' })).getByRole('button', { name: 'Rock Climbing' }),
    ).toBeInTheDocument();
  });

  it('never lets the lower age bound pass the upper one', async () => {
    const { lastQuery } = discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Jordan, 31' });
    const panel = await openFilters();
    const minimum = within(panel).getByRole('slider', { name: 'Minimum age' });
    const maximum = within(panel).getByRole('slider', { name: 'Maximum age' });
    expect(minimum).toHaveAttribute('min', '18');
    expect(maximum).toHaveAttribute('max', '70');

    fireEvent.change(minimum, { target: { value: '60' } });
    expect(minimum).toHaveValue('45');
    fireEvent.change(maximum, { target: { value: '30' } });
    expect(maximum).toHaveValue('45');
    fireEvent.change(maximum, { target: { value: '50' } });
    fireEvent.change(minimum, { target: { value: '33' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ minAge: '33', maxAge: '50' }));
  });

  it('the sort select asks the server for that order and shows the answer in it', async () => {
    const { lastQuery } = discoverApi((params) =>
      params.get('sort') === 'distance' ? [jordan, casey] : [casey, jordan],
    );
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Casey, 27' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Casey, 27',
      'Jordan, 31',
    ]);

    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recommended', 'Distance', 'Activity', 'Newest']);
    await userEvent.selectOptions(select, 'Distance');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'distance' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Jordan, 31',
        'Casey, 27',
      ]),
    );
  });

  it('searches once the typing settles, not on every key', async () => {
    const { discoverCalls, lastQuery } = discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Jordan, 31' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'jor');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'jor' }));
    expect(discoverCalls()).toHaveLength(2);
  });

  it('shows the empty state, and Reset Filters brings back the defaults and clears the search', async () => {
    const { lastQuery } = discoverApi((params) => (params.get('q') ? [] : [jordan]));
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Jordan, 31' });
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('switch', { name: 'Verified only' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz');

    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more matches')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' }).at(-1)!);

    await screen.findByRole('article', { name: 'Jordan, 31' });
    // The default list may show from the cache before its refetch goes out.
    await waitFor(() => expect(lastQuery()).toEqual(DEFAULT_QUERY));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(within(panel).getByRole('switch', { name: 'Verified only' })).toHaveAttribute('aria-checked', 'false');
  });

  it('switches between grid and list view', async () => {
    discoverApi();
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    await screen.findByRole('article', { name: 'Jordan, 31' });
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    // The list layout has room for the bio.
    expect(screen.getAllByText(/Cooks for friends/)).toHaveLength(2);
  });

  it('View Profile goes to the match when the two are matched', async () => {
    discoverApi(() => [member({ matchId: 'match-9' })]);
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    const card = await screen.findByRole('article', { name: 'Jordan, 31' });
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/match/match-9');
  });

  it('opens a profile view; a returned like shows the match with a link to the conversation', async () => {
    const { calls } = discoverApi(undefined, {
      'GET /recommendations/m-1': () => jsonResponse(200, { data: jordan }),
      'POST /matches/likes': () =>
        jsonResponse(200, {
          data: {
            likedId: 'm-1',
            status: 'like',
            matched: true,
            match: { id: 'match-1', compatibilityScore: 82, otherUser: { id: 'm-1', name: 'Jordan', photo: null } },
          },
        }),
      'POST /recommendations/view': () => jsonResponse(201, {}),
    });
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    const card = await screen.findByRole('article', { name: 'Jordan, 31' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Profile' }));

    const view = screen.getByRole('dialog', { name: 'Jordan, 31' });
    expect(within(view).getByRole('group', { name: 'Photos of Jordan' })).toBeInTheDocument();
    expect(within(view).getByText('Runs on weekends.')).toBeInTheDocument();
    expect(within(view).getByRole('region', { name: 'Compatibility' })).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Like' }));

    const matched = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(matched).getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/messages/match-1');
    expect(calls.find((call) => call.path === '/matches/likes')?.body).toEqual({ likedId: 'm-1', status: 'like' });

    await userEvent.click(within(matched).getByRole('button', { name: 'Keep swiping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/recommendations/view')?.body).toMatchObject({
        profileId: 'm-1',
        source: 'discover',
      }),
    );
  });

  it("shows the server's message when a like is refused by the plan, with the way to Gold", async () => {
    discoverApi(undefined, {
      'GET /recommendations/m-1': () => jsonResponse(200, { data: jordan }),
      'POST /matches/likes': () =>
        jsonResponse(429, { message: "You've used your 10 likes for today. Upgrade to Gold for unlimited likes." }),
    });
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    const card = await screen.findByRole('article', { name: 'Jordan, 31' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Profile' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Like' }));
    const dialog = screen.getByRole('dialog', { name: 'Jordan, 31' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent("You've used your 10 likes for today.");
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute('href', '/subscription?plan=gold');
  });

  it("marks Like with Gold once the day's likes are used, and the tap leads to Gold without a call", async () => {
    const { calls } = discoverApi(undefined, {
      'GET /recommendations/m-1': () => jsonResponse(200, { data: jordan }),
      'GET /billing/subscription': () => jsonResponse(200, billingStatus('basic', {}, { likesLeftToday: 0 })),
    });
    renderWithProviders(<DiscoverScreen showPremiumBanner={false} />);
    const card = await screen.findByRole('article', { name: 'Jordan, 31' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Jordan, 31' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Like (Gold)' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent("You've used your 10 likes for today.");
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Gold' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/matches/likes')).toBe(false);
  });
});

describe('DiscoverScreen’s way back (issue 38)', () => {
  it('opened first, goes Back to Matches; opened from another page, goes back there', async () => {
    discoverApi();
    const { unmount } = renderWithProviders(<DiscoverScreen showPremiumBanner={false} />, { path: '/discover' });
    expect(await screen.findByRole('link', { name: 'Back to Matches' })).toHaveAttribute('href', '/matches');
    unmount();

    discoverApi();
    renderWithProviders(<Link to="/discover">Open Discover</Link>, {
      path: '/for-you',
      routes: [{ path: '/discover', element: <DiscoverScreen showPremiumBanner={false} /> }],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Open Discover' }));
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/matches');
    await userEvent.click(back);
    expect(await screen.findByRole('link', { name: 'Open Discover' })).toBeInTheDocument();
  });
});
