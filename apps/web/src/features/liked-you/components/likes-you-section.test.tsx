import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, type LikedYouMember, type LikedYouResponse } from '@kindred/contract/billing';
import { DISCOVERY_MESSAGES, DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { LIKED_YOU_PAGE_SIZE, LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { MATCHES_LIST_QUERY_KEY } from '@/api/matches/match-query-keys';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { LikesYouSection } from './likes-you-section';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 60 * 60 * 1000;

function member(id: string, overrides: Partial<LikedYouMember> = {}): LikedYouMember {
  return {
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    age: 30,
    photo: `/uploads/${id}/a-640.webp`,
    superLike: false,
    likedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...overrides,
  };
}

function page(
  members: LikedYouMember[],
  { count = members.length, locked = false, number = 1 } = {},
): LikedYouResponse {
  const limit = LIKED_YOU_PAGE_SIZE;
  return {
    count,
    locked,
    members,
    pagination: { total: count, page: number, limit, pages: Math.ceil(count / limit) },
  };
}

type Handler = (request: MockRequest) => Response;

/** `GET /matches/liked-you` answered page by page from `pages` (keyed by page number). */
function likedYouApi(pages: Record<number, LikedYouResponse> | Handler, extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /matches/liked-you': (request) =>
      typeof pages === 'function'
        ? pages(request)
        : jsonResponse(200, pages[Number(request.url.searchParams.get('page'))]),
    ...extra,
  });
}

/** The section once its first answer is in (it keeps its place with a skeleton until then). */
const section = async () => {
  const region = await screen.findByRole('region', { name: LIKED_YOU_TEXTS.title });
  await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).toBeNull());
  return region;
};
const me = { name: 'Ava', photo: null };

describe('LikesYouSection', () => {
  it('a paid member sees who liked them: photo, name, age, a star for a super like, and when', async () => {
    const jordan = member('jordan', { superLike: true, age: 31 });
    const casey = member('casey', {
      age: null,
      photo: null,
      likedAt: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
    });
    const { calls } = likedYouApi({ 1: page([jordan, casey]) });
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    expect(within(region).getByText(LIKED_YOU_TEXTS.count(2))).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Jordan, 31',
      'Casey',
    ]);
    const first = within(items[0]!);
    expect(first.getByText(LIKED_YOU_TEXTS.superLiked)).toBeInTheDocument();
    expect(first.getByText('Liked you 3h ago')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/jordan/a-640.webp');
    const second = within(items[1]!);
    expect(second.queryByText(LIKED_YOU_TEXTS.superLiked)).not.toBeInTheDocument();
    expect(second.getByText('Liked you 2d ago')).toBeInTheDocument();
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(first.getByRole('button', { name: LIKED_YOU_TEXTS.likeBackMember('Jordan') })).toBeEnabled();
    expect(first.getByRole('button', { name: LIKED_YOU_TEXTS.passMember('Jordan') })).toBeEnabled();
    expect(within(region).queryByRole('button', { name: LIKED_YOU_TEXTS.loadMore })).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('limit')).toBe(String(LIKED_YOU_PAGE_SIZE));
  });

  it('pages with Load more, the next page under the first', async () => {
    const firstPage = Array.from({ length: LIKED_YOU_PAGE_SIZE }, (_, index) => member(`member${index}`));
    const count = LIKED_YOU_PAGE_SIZE + 1;
    likedYouApi({ 1: page(firstPage, { count }), 2: page([member('zoe')], { count, number: 2 }) });
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    expect(within(region).getAllByRole('listitem')).toHaveLength(LIKED_YOU_PAGE_SIZE);
    await userEvent.click(within(region).getByRole('button', { name: LIKED_YOU_TEXTS.loadMore }));
    await within(region).findByRole('heading', { name: 'Zoe, 30' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(count);
    expect(within(region).queryByRole('button', { name: LIKED_YOU_TEXTS.loadMore })).not.toBeInTheDocument();
  });

  it('a Basic member sees the count, stand-ins instead of faces, and the way to Gold', async () => {
    likedYouApi({ 1: page([], { count: 3, locked: true }) });
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    expect(within(region).getByText(LIKED_YOU_TEXTS.count(3))).toBeInTheDocument();
    expect(within(region).getByText(BILLING_MESSAGES.likedYouLocked)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute(
      'href',
      '/subscription?plan=gold',
    );
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(region.querySelectorAll('img')).toHaveLength(0);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a like back makes the match: "It\'s a match!" with the way to the chat, and the member leaves the list', async () => {
    const jordan = member('jordan', { age: 31 });
    const casey = member('casey');
    let remaining = [jordan, casey];
    const { calls } = likedYouApi(() => jsonResponse(200, page(remaining)), {
      'POST /matches/likes': () => {
        remaining = [casey];
        return jsonResponse(201, {
          data: {
            likedId: 'jordan',
            status: 'like',
            matched: true,
            match: {
              id: 'match-7',
              compatibilityScore: 81.6,
              otherUser: { id: 'jordan', name: 'Jordan', photo: null },
            },
          },
        });
      },
    });
    const { queryClient } = renderWithProviders(<LikesYouSection me={me} />);
    queryClient.setQueryData(MATCHES_LIST_QUERY_KEY, []);

    const region = await section();
    await userEvent.click(within(region).getByRole('button', { name: LIKED_YOU_TEXTS.likeBackMember('Jordan') }));

    const dialog = await screen.findByRole('dialog', { name: DISCOVERY_TEXTS.itsAMatch });
    expect(within(dialog).getByText(DISCOVERY_TEXTS.youLikeEachOther('Jordan'))).toBeInTheDocument();
    expect(within(dialog).getByText('82% match')).toBeInTheDocument();
    expect(within(dialog).getByText('Ava')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: DISCOVERY_TEXTS.sendMessage })).toHaveAttribute(
      'href',
      '/messages/match-7',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ likedId: 'jordan', status: 'like' });
    expect(within(region).queryByRole('heading', { name: 'Jordan, 31' })).not.toBeInTheDocument();
    expect(within(region).getByText(LIKED_YOU_TEXTS.count(1))).toBeInTheDocument();
    // The new match is in the matches list next time it is shown.
    expect(queryClient.getQueryState(MATCHES_LIST_QUERY_KEY)?.isInvalidated).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: DISCOVERY_TEXTS.keepSwiping }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'liked-you-casey'));
  });

  it('Pass lets the member go without a match, and says so', async () => {
    let remaining = [member('jordan'), member('casey')];
    likedYouApi(() => jsonResponse(200, page(remaining)), {
      'POST /matches/likes': () => {
        remaining = remaining.slice(1);
        return jsonResponse(201, { data: { likedId: 'jordan', status: 'dislike', matched: false, match: null } });
      },
    });
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    await userEvent.click(within(region).getByRole('button', { name: LIKED_YOU_TEXTS.passMember('Jordan') }));
    await waitFor(() => expect(within(region).queryByRole('heading', { name: 'Jordan, 30' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(LIKED_YOU_TEXTS.passedAnnouncement('Jordan'))).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('id', 'liked-you-casey');
  });

  it('Block takes the member off Likes You at once, says so, and focus goes to the next card', async () => {
    let remaining = [member('jordan'), member('casey')];
    const { calls } = likedYouApi(() => jsonResponse(200, page(remaining)), {
      'POST /blocks': () => {
        remaining = remaining.slice(1);
        return jsonResponse(201, { message: 'Member blocked. You will no longer see each other.' });
      },
    });
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    await userEvent.click(within(region).getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel('Jordan') }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Jordan' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Block Jordan?' })).getByRole('button', { name: 'Block' }),
    );

    await waitFor(() => expect(within(region).queryByRole('heading', { name: 'Jordan, 30' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(MEMBER_SAFETY_TEXTS.blocked('Jordan'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 'jordan' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'liked-you-casey'));
  });

  it('a refused answer keeps the member and says why', async () => {
    likedYouApi(
      { 1: page([member('jordan')]) },
      {
        'POST /matches/likes': () => jsonResponse(429, { message: DISCOVERY_MESSAGES.dailyLikesUsed }),
      },
    );
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    await userEvent.click(within(region).getByRole('button', { name: LIKED_YOU_TEXTS.likeBackMember('Jordan') }));
    expect(await within(region).findByRole('status')).toHaveTextContent(DISCOVERY_MESSAGES.dailyLikesUsed);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Upgrade to Gold' })).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Jordan, 30' })).toBeInTheDocument();
  });

  it('nobody yet: a quiet empty state, for paid and Basic members alike', async () => {
    likedYouApi({ 1: page([]) });
    const view = renderWithProviders(<LikesYouSection me={me} />);
    const region = await section();
    expect(within(region).getByText(LIKED_YOU_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    view.unmount();

    likedYouApi({ 1: page([], { locked: true }) });
    renderWithProviders(<LikesYouSection me={me} />);
    const locked = await section();
    expect(within(locked).getByText(LIKED_YOU_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(within(locked).queryByRole('link', { name: 'Upgrade to Gold' })).not.toBeInTheDocument();
  });

  it('a failed load offers Try again instead of crashing, and then shows the list', async () => {
    let fail = true;
    likedYouApi(() =>
      fail ? jsonResponse(500, { message: 'Something went wrong' }) : jsonResponse(200, page([member('jordan')])),
    );
    renderWithProviders(<LikesYouSection me={me} />);

    const region = await section();
    expect(within(region).getByRole('alert')).toHaveTextContent(LIKED_YOU_TEXTS.loadFailed);
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await within(region).findByRole('heading', { name: 'Jordan, 30' });
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});
