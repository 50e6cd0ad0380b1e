import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@kindred/contract/matches';
import { makeMatch } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { MatchesScreen } from './matches-screen';

afterEach(() => vi.unstubAllGlobals());

type Profile = Match['otherUser']['profile'];

function match(id: string, profile: Partial<Profile> = {}, extra: Partial<Match> = {}): Match {
  return makeMatch(
    {
      id: `member-${id}`,
      bio: 'Cooks for friends.\n\nRuns on weekends.',
      occupation: 'Chef',
      languages: ['English'],
      interests: ['Cooking', 'Gardening', 'Coffee', 'Travel', 'Hiking'],
      photos: ['/uploads/a-640.webp', '/uploads/b-640.webp'],
      lastActive: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
      isVerified: true,
      ...profile,
    },
    {
      id,
      subScores: { values: 88, interests: 70, lifestyle: 80, communication: 60 },
      reasons: ['You share 2 interests'],
      ...extra,
    },
  );
}

const jordan = match('match-1');
const casey = match('match-2', {
  name: 'Casey',
  age: 27,
  distance: 22,
  bio: '',
  interests: ['Tennis'],
  photos: ['/uploads/c-640.webp'],
  lastActive: null,
  isVerified: false,
});
const sam = match('match-3', { name: 'Sam', age: 38, location: '', distance: null, interests: ['Reading'] });

function matchesApi(list: Match[] = [jordan, casey], extra: Record<string, (request: MockRequest) => Response> = {}) {
  return mockApi({
    'GET /matches': () =>
      jsonResponse(200, { matches: list, pagination: { total: list.length, page: 1, limit: 100, pages: 1 } }),
    ...extra,
  });
}

const card = (name: string) => screen.findByRole('article', { name }) as Promise<HTMLElement>;
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

async function openFilters() {
  await userEvent.click(filtersButton());
  return screen.getByRole('region', { name: 'Filter Matches' });
}

describe('MatchesScreen', () => {
  it("says 'Finding your matches...' while loading, then counts the matches, newest first", async () => {
    const { calls } = matchesApi();
    renderWithProviders(<MatchesScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding your matches...');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeInTheDocument();

    await card('Jordan, 31');
    expect(screen.queryByText('Finding your matches...')).not.toBeInTheDocument();
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    expect(screen.getByText('Most recent')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Jordan, 31',
      'Casey, 27',
    ]);
    const listCalls = calls.filter((call) => call.path === '/matches');
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0]!.url.searchParams.get('limit')).toBe('100');
  });

  it('shows what goes above the list together with the cards, a skeleton until both are there', async () => {
    const { calls } = matchesApi();
    function Page() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setReady(true)}>
            Likes you loaded
          </button>
          <button type="button" onClick={() => setReady(false)}>
            Likes you loading again
          </button>
          <MatchesScreen beforeList={<p>Likes you section</p>} beforeListReady={ready} />
        </>
      );
    }
    const view = renderWithProviders(<Page />);
    await waitFor(() => expect(calls.some((call) => call.path === '/matches')).toBe(true));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    // The matches have come (counted above the list); the section and the cards wait.
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    expect(screen.getByText('Finding your matches...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('Likes you section')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Likes you loaded' }));
    await card('Jordan, 31');
    expect(screen.getByText('Likes you section')).toBeInTheDocument();
    expect(screen.queryByText('Finding your matches...')).not.toBeInTheDocument();

    // A section that failed loads again when it mounts: once shown, nothing goes away for it
    // (taking it away restarted its load, and so on forever).
    await userEvent.click(screen.getByRole('button', { name: 'Likes you loading again' }));
    expect(screen.getByText('Likes you section')).toBeInTheDocument();
    expect(await card('Jordan, 31')).toBeInTheDocument();
  });

  it("fetches the first card's photo first and the others lazily", async () => {
    matchesApi();
    renderWithProviders(<MatchesScreen />);
    const [first, second] = [await card('Jordan, 31'), await card('Casey, 27')];
    const firstPhoto = within(first).getByRole('img', { name: /Jordan/ });
    expect(firstPhoto).toHaveAttribute('loading', 'eager');
    expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    expect(within(second).getByRole('img', { name: /Casey/ })).toHaveAttribute('loading', 'lazy');
  });

  it('shows on each card the badge, last active, name and age, place, 3 interests and the bio', async () => {
    matchesApi();
    renderWithProviders(<MatchesScreen />);
    const first = await card('Jordan, 31');
    expect(within(first).getByText('82% match')).toBeInTheDocument();
    expect(within(first).getByText('2h ago')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(first).getByText('Austin, TX · 4 miles away')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Interests' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cooking', 'Gardening', 'Coffee', '+2 more']);
    expect(within(first).getByText(/Cooks for friends/)).toHaveClass('line-clamp-2');
    // More than one photo: previous/next and the dots.
    expect(within(first).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/match/match-1');
    expect(within(first).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/match/match-1');

    const second = await card('Casey, 27');
    expect(within(second).getByText('No bio available')).toBeInTheDocument();
    // Activity status off: no time at all rather than a made-up one.
    expect(within(second).queryByText(/ago$|Just now|Online now/)).not.toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    // One photo: no controls.
    expect(within(second).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(within(second).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("says '1 match' for one, and shows no place when the member hides it", async () => {
    matchesApi([sam]);
    renderWithProviders(<MatchesScreen />);
    const only = await card('Sam, 38');
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(within(only).queryByText(/Austin|miles away/)).not.toBeInTheDocument();
  });

  it('builds interest chips from the loaded matches and narrows to matches sharing one', async () => {
    matchesApi([jordan, casey, sam]);
    renderWithProviders(<MatchesScreen />);
    await card('Jordan, 31');
    expect(filtersButton()).toHaveAccessibleName('Filters');
    const panel = await openFilters();
    expect(within(panel).getByRole('heading', { name: 'Filter Matches' })).toBeInTheDocument();
    const chips = within(within(panel).getByRole('group', { name: 'Interests' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Coffee',
      'Cooking',
      'Gardening',
      'Hiking',
      'Reading',
      'Tennis',
      'Travel',
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Tennis' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Casey, 27' })).toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(filtersButton()).toHaveAccessibleName('Filters, 1 active');

    await userEvent.click(within(panel).getByRole('button', { name: 'Reading' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Reset All' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(filtersButton()).toHaveAccessibleName('Filters');
    expect(within(panel).getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by age with two sliders from 18 to 60, the lower never above the upper', async () => {
    matchesApi([jordan, casey, sam]);
    renderWithProviders(<MatchesScreen />);
    await card('Jordan, 31');
    const panel = await openFilters();
    const minimum = within(panel).getByRole('slider', { name: 'Minimum age' });
    const maximum = within(panel).getByRole('slider', { name: 'Maximum age' });
    expect(minimum).toHaveAttribute('min', '18');
    expect(maximum).toHaveAttribute('max', '60');
    expect(minimum).toHaveValue('20');
    expect(maximum).toHaveValue('40');

    fireEvent.change(maximum, { target: { value: '32' } });
    expect(screen.queryByRole('article', { name: 'Sam, 38' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.change(minimum, { target: { value: '28' } });
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Jordan, 31',
    ]);
    expect(filtersButton()).toHaveAccessibleName('Filters, 1 active');

    fireEvent.change(minimum, { target: { value: '50' } });
    expect(minimum).toHaveValue('32');
  });

  it('applies the distance, keeping members who hide theirs', async () => {
    matchesApi([jordan, casey, sam]);
    renderWithProviders(<MatchesScreen />);
    await card('Jordan, 31');
    const panel = await openFilters();
    const distance = within(panel).getByRole('slider', { name: 'Distance' });
    expect(distance).toHaveValue('30');
    expect(distance).toHaveAttribute('aria-valuetext', 'Any distance');

    fireEvent.change(distance, { target: { value: '20' } });
    expect(distance).toHaveAttribute('aria-valuetext', 'Within 20 miles');
    // Casey is 22 miles away; Sam's distance is hidden.
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Jordan, 31',
      'Sam, 38',
    ]);
    expect(filtersButton()).toHaveAccessibleName('Filters, 1 active');
  });

  it("with filters hiding everyone: 'Try adjusting your filters' and Clear Filters brings them back", async () => {
    matchesApi();
    renderWithProviders(<MatchesScreen />);
    await card('Jordan, 31');
    const panel = await openFilters();
    fireEvent.change(within(panel).getByRole('slider', { name: 'Minimum age' }), { target: { value: '35' } });

    expect(screen.getByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more matches')).toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });

  it("without matches: 'Keep swiping to find new matches' and no Clear Filters", async () => {
    matchesApi([]);
    renderWithProviders(<MatchesScreen />);
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.getByText('Keep swiping to find new matches')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    // The ways to a first match, not a second 'Start Matching' after onboarding's.
    expect(screen.getByRole('link', { name: 'See your recommendations' })).toHaveAttribute('href', '/for-you');
    expect(screen.getByRole('link', { name: 'Browse Discover' })).toHaveAttribute('href', '/discover');
    expect(screen.queryByRole('link', { name: 'Start Matching' })).not.toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
    // Nothing to filter or sort yet.
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Most recent')).not.toBeInTheDocument();
  });

  it('when loading fails, loading ends in the empty list with a way to try again', async () => {
    let fail = true;
    mockApi({
      'GET /matches': () =>
        fail
          ? jsonResponse(500, { message: 'Something went wrong' })
          : jsonResponse(200, { matches: [jordan], pagination: { total: 1, page: 1, limit: 100, pages: 1 } }),
    });
    renderWithProviders(<MatchesScreen />);
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeInTheDocument();
    expect(screen.queryByText('Finding your matches...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your matches. Please try again.");

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Jordan, 31')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads every page when the member has more matches than one page holds', async () => {
    const { calls } = mockApi({
      'GET /matches': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        return jsonResponse(200, {
          matches: page === 1 ? [jordan] : [casey],
          pagination: { total: 2, page, limit: 1, pages: 2 },
        });
      },
    });
    renderWithProviders(<MatchesScreen />);
    await card('Casey, 27');
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('unmatches only after confirmation, then the card leaves the list', async () => {
    const { calls } = matchesApi([jordan, casey], {
      'DELETE /matches/match-1/unmatch': () => jsonResponse(200, { message: 'You have unmatched' }),
    });
    renderWithProviders(<MatchesScreen />);
    const first = await card('Jordan, 31');

    await userEvent.click(within(first).getByRole('button', { name: 'Unmatch' }));
    let dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
    expect(dialog).toHaveTextContent('Are you sure you want to unmatch? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(first).getByRole('button', { name: 'Unmatch' }));
    dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jordan, 31' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 match')).toBeInTheDocument();
    expect(screen.getByText('You unmatched Jordan.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/matches/match-1/unmatch',
    ]);
    // Focus carries on from the next card.
    expect(screen.getByRole('article', { name: 'Casey, 27' })).toHaveFocus();
  });

  it("a failed unmatch says 'Failed to unmatch. Please try again.' and keeps the list unchanged", async () => {
    matchesApi([jordan, casey], {
      'DELETE /matches/match-1/unmatch': () => jsonResponse(500, { message: 'Something went wrong' }),
    });
    renderWithProviders(<MatchesScreen />);
    const first = await card('Jordan, 31');
    await userEvent.click(within(first).getByRole('button', { name: 'Unmatch' }));
    const dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to unmatch. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Jordan, 31' })).toBeInTheDocument();
  });
  it("'Also report' files the report through the match, then unmatches, and says both", async () => {
    const { calls } = matchesApi([jordan, casey], {
      'POST /matches/match-1/report': () =>
        jsonResponse(201, { message: 'Thank you. Our safety team will review your report.' }),
      'DELETE /matches/match-1/unmatch': () => jsonResponse(200, { message: 'You have unmatched' }),
    });
    renderWithProviders(<MatchesScreen />);
    const first = await card('Jordan, 31');
    await userEvent.click(within(first).getByRole('button', { name: 'Unmatch' }));
    const dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also report Jordan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch and report' }));
    // Ticked without a reason: nothing is sent, the reason is asked for.
    expect(within(dialog).getByText('Please choose a reason for your report')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Insults after a no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch and report' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jordan, 31' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/matches/match-1/report', { reason: 'harassment', details: 'Insults after a no' }],
      ['DELETE', '/matches/match-1/unmatch', undefined],
    ]);
    expect(screen.getByText('You unmatched Jordan. Our safety team will review your report.')).toBeInTheDocument();
  });

  it('a refused report keeps the match: nothing is unmatched and the dialog says why', async () => {
    const { calls } = matchesApi([jordan], {
      'POST /matches/match-1/report': () => jsonResponse(429, { message: 'You have sent a lot of reports today.' }),
    });
    renderWithProviders(<MatchesScreen />);
    await userEvent.click(within(await card('Jordan, 31')).getByRole('button', { name: 'Unmatch' }));
    const dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also report Jordan' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch and report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent a lot of reports today.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('article', { name: 'Jordan, 31' })).toBeInTheDocument();
  });
});
