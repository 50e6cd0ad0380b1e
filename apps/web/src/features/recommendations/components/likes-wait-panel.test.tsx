import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YOUR_TURN_MESSAGES, YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { makeRecommendation, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ForYouFeed } from './for-you-feed';

// Decision 103: with 8 or more conversations waiting over a day for the member, a like answers 422.
// The card says so calmly and in full, leads to Messages, and stays to be liked later.

const ana = makeRecommendation({ id: 'u-ana', name: 'Ana', age: 29, photos: [] });
const bo = makeRecommendation({ id: 'u-bo', name: 'Bo', age: 33, photos: [] });

function mockFeed() {
  return mockApi({
    'GET /recommendations': () => jsonResponse(200, { recommendations: [ana, bo] }),
    'GET /recommendations/interests': () => jsonResponse(200, { interests: [] }),
    'POST /matches/likes': (request: MockRequest) =>
      (request.body as { status: string }).status === 'dislike'
        ? jsonResponse(200, { data: { likedId: 'u-ana', status: 'dislike', matched: false, match: null } })
        : jsonResponse(422, { message: YOUR_TURN_MESSAGES.likesWait }),
  });
}

const article = (name: string) => screen.queryByRole('article', { name: new RegExp(`^${name}`) });

beforeEach(() => storeMemberAuth());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Likes wait (decision 103)', () => {
  it.each(['Like Ana', 'Super Like Ana'])(
    '%s refused: the card says so in full and leads to Messages, no error',
    async (button) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      mockFeed();
      renderWithProviders(<ForYouFeed heading={<h1>For You</h1>} me={null} />, { path: '/for-you' });
      const card = await screen.findByRole('article', { name: /^Ana/ });
      await userEvent.click(within(card).getByRole('button', { name: button }));

      const title = await within(card).findByRole('heading', { name: YOUR_TURN_TEXTS.likesWaitTitle });
      expect(title).toHaveFocus();
      expect(within(card).getByText(YOUR_TURN_TEXTS.likesWaitBody)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: YOUR_TURN_TEXTS.openMessages })).toHaveAttribute(
        'href',
        '/messages',
      );
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(card).queryByText(YOUR_TURN_MESSAGES.likesWait)).not.toBeInTheDocument();
      expect(error).not.toHaveBeenCalled();
      // The card stays, still named for Ana, and so does the next one.
      expect(article('Ana')).toBe(card);
      expect(article('Bo')).toBeInTheDocument();
    },
  );

  it('the way back shows the profile again, and a pass still goes through', async () => {
    const { calls } = mockFeed();
    renderWithProviders(<ForYouFeed heading={<h1>For You</h1>} me={null} />, { path: '/for-you' });
    const card = await screen.findByRole('article', { name: /^Ana/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Like Ana' }));
    await userEvent.click(await within(card).findByRole('button', { name: YOUR_TURN_TEXTS.backToProfile('Ana') }));
    expect(within(card).queryByRole('heading', { name: YOUR_TURN_TEXTS.likesWaitTitle })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: /^Ana/ })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Like Ana' }));
    await within(card).findByRole('heading', { name: YOUR_TURN_TEXTS.likesWaitTitle });
    await userEvent.click(within(card).getByRole('button', { name: 'Pass on Ana' }));
    await waitFor(() => expect(article('Ana')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/matches/likes').map((call) => call.body)).toEqual([
      { likedId: 'u-ana', status: 'like' },
      { likedId: 'u-ana', status: 'like' },
      { likedId: 'u-ana', status: 'dislike' },
    ]);
  });
});
