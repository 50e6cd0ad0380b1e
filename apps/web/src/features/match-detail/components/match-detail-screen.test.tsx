import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@kindred/contract/matches';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { MATCH_ID, matchOf } from '../test/match-fixture';
import { MatchDetailScreen } from './match-detail-screen';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET /matches/${MATCH_ID}`;
type Handlers = Record<string, (request: MockRequest) => Response | Promise<Response>>;

/** The screen at /match/{id}, with /matches and the conversation as places to land. */
function renderScreen(match: Match | ((request: MockRequest) => Response), extra: Handlers = {}, matchId = MATCH_ID) {
  const api = mockApi({
    [DETAIL]: typeof match === 'function' ? match : () => jsonResponse(200, { match }),
    ...extra,
  });
  const view = renderWithProviders(<MatchDetailScreen matchId={matchId} />, {
    path: `/match/${matchId}`,
    routes: [
      { path: '/matches', element: <h1>Your Matches</h1> },
      { path: '/messages/:id', element: <h1>Conversation page</h1> },
    ],
  });
  return { ...api, ...view };
}

const profileHeading = () => screen.findByRole('heading', { level: 2, name: /^Jordan Lee/ });

describe('MatchDetailScreen', () => {
  it('shows the matched profile: photos with the badge, name, age, location, sections and side column', async () => {
    renderScreen(matchOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Match Profile' })).toBeInTheDocument();
    expect(await profileHeading()).toHaveTextContent('Jordan Lee, 31');
    const photos = screen.getByRole('group', { name: 'Photos of Jordan Lee' });
    expect(within(photos).getByText('82% match')).toBeInTheDocument();
    expect(within(photos).getByText('Austin, TX · 4 miles away')).toBeInTheDocument();
    expect(within(photos).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/matches');

    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText('Cooks for friends.')).toBeInTheDocument();
    expect(within(about).getByText('Runs on weekends.')).toBeInTheDocument();

    const basics = screen.getByRole('region', { name: 'Basics' });
    expect(within(basics).getByText('Work').nextSibling).toHaveTextContent('Chef');
    expect(
      within(basics).getByRole('link', { name: '@jordan.cooks on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/jordan.cooks/');

    const interests = within(screen.getByRole('region', { name: 'Interests' })).getAllByRole('listitem');
    expect(interests.map((chip) => chip.textContent)).toEqual(['Hiking', 'Coffee', 'Surfing']);
    // SPEC 3: Hiking and Coffee have their own icons; anything else gets the default one.
    expect(interests[0]!.querySelector('svg')).toHaveClass('lucide-mountain');
    expect(interests[1]!.querySelector('svg')).toHaveClass('lucide-coffee');
    expect(interests[2]!.querySelector('svg')).toHaveClass('lucide-heart');

    const questions = screen.getByRole('region', { name: 'Getting to know Jordan' });
    expect(within(questions).getByText('My ideal weekend includes...')).toBeInTheDocument();
    expect(within(questions).getByText('A long hike and a picnic.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Top Artists' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phoebe Bridgers', 'Khruangbin']);

    expect(
      within(screen.getByRole('region', { name: 'Activity Status' })).getByText('Jordan was last active 2h ago'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('shows the compatibility from the server, its sub-scores behind Show details', async () => {
    renderScreen(matchOf());
    const card = await screen.findByRole('region', { name: 'Compatibility' });
    expect(within(card).getByText('You share 2 interests')).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide details');
    for (const [label, value] of [
      ['Values', 88],
      ['Interests', 70],
      ['Lifestyle', 80],
      ['Communication', 64],
    ] as const) {
      expect(within(card).getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', String(value));
    }
  });

  it("says 'No bio provided yet.' and leaves out sections with nothing in them", async () => {
    renderScreen(
      matchOf({
        bio: '  ',
        occupation: '',
        education: '',
        height: '',
        lookingFor: null,
        languages: [],
        instagram: '',
        drinking: '',
        smoking: '',
        zodiac: 'Leo',
        interests: [],
        questions: [{ question: 'A random fact about me...', answer: '' }],
        spotifyArtists: [],
      }),
    );
    await profileHeading();
    expect(within(screen.getByRole('region', { name: 'About' })).getByText('No bio provided yet.')).toBeInTheDocument();
    const basics = screen.getByRole('region', { name: 'Basics' });
    expect(
      within(basics)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Zodiac']);
    expect(screen.queryByRole('region', { name: 'Interests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Getting to know Jordan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Artists' })).not.toBeInTheDocument();
  });

  it('says nothing about activity for a member who hid it, and that an online member is online', async () => {
    const { unmount } = renderScreen(matchOf({ lastActive: null }));
    await profileHeading();
    expect(screen.queryByRole('region', { name: 'Activity Status' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Recently/)).not.toBeInTheDocument();
    unmount();

    renderScreen(matchOf({}, { otherUser: { isOnline: true, profile: matchOf().otherUser.profile } }));
    expect(await screen.findByText('Jordan is online now')).toBeInTheDocument();
  });

  it("shows 'No photos available' with the way back for a member without photos, and the rest of the profile", async () => {
    renderScreen(matchOf({ photos: [] }));
    await profileHeading();
    expect(screen.getByText('No photos available')).toBeInTheDocument();
    expect(screen.getByText("This profile doesn't have any photos yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Matches' })).toHaveAttribute('href', '/matches');
    expect(screen.queryByRole('group', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About' })).toBeInTheDocument();
  });

  describe('load errors (SPEC 8)', () => {
    it.each([
      [400, { message: 'Invalid match ID provided.' }, 'Invalid match ID provided.'],
      [404, { message: 'Match not found' }, 'No match data found. This match may no longer exist.'],
      [500, { message: 'Something went wrong' }, 'Unable to load profile. Please try again later.'],
    ])('a %i answer shows its text with Back to Matches and Try Again', async (status, body, text) => {
      renderScreen(() => jsonResponse(status, body));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Back to Matches' })).toHaveAttribute('href', '/matches');
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Match Profile' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    });

    it('a request that never got an answer shows the network text; Try Again loads the profile', async () => {
      let online = false;
      const { calls } = renderScreen(() => {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { match: matchOf() });
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Network error. Please check your connection and try again.',
      );
      online = true;
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await profileHeading()).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    });

    it('a profile without a name is incomplete', async () => {
      renderScreen(matchOf({ name: ' ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This profile is incomplete or unavailable.');
    });

    it('a missing id asks the server nothing', async () => {
      const { calls } = renderScreen(matchOf(), {}, '');
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid match ID provided.');
      expect(calls).toHaveLength(0);
    });
  });

  describe('messaging', () => {
    it('the Message button focuses the box; Send stays disabled while it is blank', async () => {
      renderScreen(matchOf());
      await profileHeading();
      const box = screen.getByRole('textbox', { name: 'Message to Jordan' });
      expect(box).toHaveAttribute('placeholder', 'Write a message to Jordan...');
      await userEvent.click(screen.getByRole('button', { name: 'Message' }));
      expect(box).toHaveFocus();
      const send = screen.getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      await userEvent.type(box, '   ');
      expect(send).toBeDisabled();
      await userEvent.type(box, 'Hi!');
      expect(send).toBeEnabled();
    });

    it('a conversation starter fills the box, and sending opens the conversation', async () => {
      const { calls } = renderScreen(matchOf(), {
        [`POST /matches/${MATCH_ID}/message`]: (request) =>
          jsonResponse(201, {
            data: {
              id: 'message-1',
              matchId: MATCH_ID,
              senderId: 'user-1',
              content: (request.body as { content: string }).content,
              createdAt: new Date().toISOString(),
              isRead: false,
              mediaUrl: null,
              mediaType: null,
              mediaPlaceholder: null,
              clientId: null,
              mightHurt: false,
              blurred: false,
              mayContainNudity: false,
              hidden: false,
              voice: null,
              replyTo: null,
              reactions: [],
              unsentAt: null,
            },
          }),
      });
      await profileHeading();
      const starters = within(screen.getByRole('region', { name: 'Conversation starters' })).getAllByRole('button');
      expect(starters.map((starter) => starter.textContent)).toEqual([
        "I see you're into Hiking. What got you started?",
        'Chef sounds interesting! What do you enjoy most about your work?',
        "What's your favorite spot in Austin?",
      ]);
      await userEvent.click(starters[2]!);
      const box = screen.getByRole('textbox', { name: 'Message to Jordan' });
      expect(box).toHaveValue("What's your favorite spot in Austin?");
      expect(box).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        content: "What's your favorite spot in Austin?",
      });
    });

    it("a failed send keeps the draft and says 'Failed to send message. Please try again.'", async () => {
      renderScreen(matchOf(), {
        [`POST /matches/${MATCH_ID}/message`]: () => jsonResponse(500, { message: 'Something went wrong' }),
      });
      await profileHeading();
      const box = screen.getByRole('textbox', { name: 'Message to Jordan' });
      await userEvent.type(box, 'Hello there');
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
      expect(box).toHaveValue('Hello there');
    });
  });

  describe('unmatch, report and block', () => {
    it('unmatching asks first, then goes back to /matches', async () => {
      const { calls } = renderScreen(matchOf(), {
        [`DELETE /matches/${MATCH_ID}/unmatch`]: () => jsonResponse(200, { message: 'You have unmatched' }),
      });
      await profileHeading();
      await userEvent.click(screen.getByRole('button', { name: 'Unmatch' }));
      const dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
      expect(dialog).toHaveTextContent('Are you sure you want to unmatch? This action cannot be undone.');
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
      expect(await screen.findByRole('heading', { name: 'Your Matches' })).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/matches/${MATCH_ID}/unmatch`,
      ]);
    });

    it("a failed unmatch says 'Failed to unmatch. Please try again.' and stays; Cancel closes", async () => {
      renderScreen(matchOf(), {
        [`DELETE /matches/${MATCH_ID}/unmatch`]: () => jsonResponse(503, { message: 'Something went wrong' }),
      });
      await profileHeading();
      await userEvent.click(screen.getByRole('button', { name: 'Unmatch' }));
      const dialog = screen.getByRole('dialog', { name: 'Unmatch Jordan?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to unmatch. Please try again.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await profileHeading()).toBeInTheDocument();
    });

    it("reporting needs a reason, sends it with the details and shows the server's confirmation", async () => {
      const { calls } = renderScreen(matchOf(), {
        [`POST /matches/${MATCH_ID}/report`]: () =>
          jsonResponse(201, { message: 'Thank you. Our safety team will review your report.' }),
      });
      await profileHeading();
      await userEvent.click(screen.getByRole('button', { name: 'Report' }));
      const dialog = screen.getByRole('dialog', { name: 'Report Jordan' });
      const reasons = within(dialog).getByRole('group', { name: 'Reason' });
      expect(
        within(reasons)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Fake profile', 'Inappropriate content', 'Harassment', 'Underage user', 'Offline behavior', 'Other']);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
      expect(within(dialog).getByText('Please choose a reason for your report')).toBeInTheDocument();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Rude messages');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
      const done = await screen.findByRole('dialog', { name: 'Report Jordan' });
      expect(await within(done).findByRole('status')).toHaveTextContent(
        'Thank you. Our safety team will review your report.',
      );
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        reason: 'harassment',
        details: 'Rude messages',
      });
      await userEvent.click(within(done).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('blocking from the header asks first, then goes back to /matches', async () => {
      const { calls, queryClient } = renderScreen(matchOf(), {
        [`POST /matches/${MATCH_ID}/block`]: () =>
          jsonResponse(201, { message: 'Member blocked. You will no longer see each other.' }),
      });
      // Another feature's cached list that may still hold the blocked member.
      queryClient.setQueryData(['discover', 'list'], []);
      await profileHeading();
      await userEvent.click(screen.getByRole('button', { name: 'Block' }));
      const dialog = screen.getByRole('dialog', { name: 'Block' });
      expect(dialog).toHaveTextContent(
        'Block Jordan? You will no longer see each other anywhere, and your match ends.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
      expect(await screen.findByRole('heading', { name: 'Your Matches' })).toBeInTheDocument();
      await waitFor(() =>
        expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
          `/matches/${MATCH_ID}/block`,
        ]),
      );
      expect(queryClient.getQueryState(['discover', 'list'])?.isInvalidated).toBe(true);
    });
  });
});
