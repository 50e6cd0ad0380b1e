import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_TEXTS, type Recommendation } from '@kindred/contract/discovery';
import { UNDO_LIMITS, UNDO_MESSAGES, UNDO_TEXTS } from '@kindred/contract/undo';
import { makeRecommendation, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ForYouFeed } from './for-you-feed';

// Issue 38 points 3 to 5: the action bar in reach, the arrow keys, "Liked Ana" with Undo, and a
// filter that starts from the member's own preferences.

const ana = makeRecommendation({ id: 'u-ana', name: 'Ana', age: 29, photos: [] });
const bo = makeRecommendation({ id: 'u-bo', name: 'Bo', age: 33, photos: [] });

const posts = (calls: MockRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
const liked = (status: string) => () =>
  jsonResponse(200, { data: { likedId: 'u-ana', status, matched: false, match: null } });

function mockFeed(routes: Parameters<typeof mockApi>[0] = {}, list: Recommendation[] = [ana, bo]) {
  return mockApi({
    'GET /recommendations': () => jsonResponse(200, { recommendations: list }),
    'GET /recommendations/interests': () => jsonResponse(200, { interests: [] }),
    'POST /matches/likes': liked('like'),
    'POST /matches/likes/undo': () => jsonResponse(200, { data: { likedId: 'u-ana', status: 'like', undone: true } }),
    ...routes,
  });
}

const renderFeed = (preferences: { ageRange: [number, number]; maxDistance: number } | null = null) =>
  renderWithProviders(<ForYouFeed heading={<h1>For You</h1>} me={null} preferences={preferences} />);
const article = (name: string) => screen.queryByRole('article', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  storeMemberAuth();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('For You swipe loop', () => {
  it('docks the first card’s actions with their shortcuts and a hint; other cards keep plain buttons', async () => {
    mockFeed();
    renderFeed();
    const inAna = within(await screen.findByRole('article', { name: /^Ana/ }));
    expect(inAna.getByRole('button', { name: 'Pass on Ana' })).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft');
    expect(inAna.getByRole('button', { name: 'Like Ana' })).toHaveAttribute('aria-keyshortcuts', 'ArrowRight');
    expect(inAna.getByRole('button', { name: 'Super Like Ana' })).toHaveAttribute('aria-keyshortcuts', 'ArrowUp');
    expect(inAna.getByText(UNDO_TEXTS.shortcutsHint)).toHaveClass('sr-only');
    expect(inAna.getByRole('button', { name: 'Like Ana' }).closest('[data-docked]')).toHaveClass('fixed');
    const inBo = within(article('Bo')!);
    expect(inBo.getByRole('button', { name: 'Like Bo' })).not.toHaveAttribute('aria-keyshortcuts');
    expect(inBo.queryByText(UNDO_TEXTS.shortcutsHint)).not.toBeInTheDocument();
  });

  it('→ likes the card in reach, says so, and Undo brings it back through the server', async () => {
    const { calls } = mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Ana/ });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(article('Ana')).not.toBeInTheDocument());
    expect(posts(calls, '/matches/likes')[0]!.body).toEqual({ likedId: 'u-ana', status: 'like' });
    expect(screen.getByText(UNDO_TEXTS.done('like', 'Ana'))).toBeInTheDocument();
    // The page stays put: Bo's card takes focus without scrolling to it.
    expect(article('Bo')).toHaveFocus();
    // Bo is in reach now: the bar and the keys move to his card.
    expect(within(article('Bo')!).getByRole('button', { name: 'Like Bo' })).toHaveAttribute('aria-keyshortcuts');

    await userEvent.click(screen.getByRole('button', { name: UNDO_TEXTS.undoAction('like', 'Ana') }));
    await waitFor(() => expect(article('Ana')).toBeInTheDocument());
    expect(posts(calls, '/matches/likes/undo')[0]!.body).toEqual({ likedId: 'u-ana' });
    expect(screen.getByText(UNDO_TEXTS.undone('Ana'))).toBeInTheDocument();
    // Back where she stood: first, in reach again.
    expect(screen.getAllByRole('article')[0]).toBe(article('Ana'));
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('← passes and ↑ super likes, each said in its own words', async () => {
    const { calls } = mockFeed({ 'POST /matches/likes': liked('dislike') });
    renderFeed();
    await screen.findByRole('article', { name: /^Ana/ });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByText(UNDO_TEXTS.done('dislike', 'Ana'))).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(await screen.findByText(UNDO_TEXTS.done('superlike', 'Bo'))).toBeInTheDocument();
    expect(posts(calls, '/matches/likes').map((call) => call.body)).toEqual([
      { likedId: 'u-ana', status: 'dislike' },
      { likedId: 'u-bo', status: 'superlike' },
    ]);
  });

  it('ignores the arrows while typing, with a modifier key, or while a dialog is open', async () => {
    const { calls } = mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Ana/ });
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    input.remove();
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    dialog.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(calls, '/matches/likes')).toHaveLength(0);
  });

  it('offers Undo for a few seconds only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFeed();
    renderFeed();
    await screen.findByRole('article', { name: /^Ana/ });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByRole('button', { name: /^Undo/ })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(UNDO_LIMITS.offeredForMs - 500);
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(600);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
    expect(screen.queryByText(UNDO_TEXTS.done('like', 'Ana'))).not.toBeInTheDocument();
  });

  it('says why the server refused an undo, and the card stays gone', async () => {
    mockFeed({ 'POST /matches/likes/undo': () => jsonResponse(409, { message: UNDO_MESSAGES.tooLate }) });
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Like Ana' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(await screen.findByText(UNDO_MESSAGES.tooLate)).toBeInTheDocument();
    expect(article('Ana')).not.toBeInTheDocument();
  });

  it('a like that makes a match opens the match moment and offers no Undo', async () => {
    mockFeed({
      'POST /matches/likes': () =>
        jsonResponse(200, {
          data: {
            likedId: 'u-ana',
            status: 'like',
            matched: true,
            match: { id: 'm-1', compatibilityScore: 80, otherUser: { id: 'u-ana', name: 'Ana', photo: null } },
          },
        }),
    });
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Like Ana' }));
    expect(await screen.findByRole('dialog', { name: DISCOVERY_TEXTS.itsAMatch })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    // The dialog is open: the arrows do nothing.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(article('Bo')).toBeInTheDocument();
  });

  it('starts the filter from the member’s own age range and distance', async () => {
    const { calls } = mockFeed();
    renderFeed({ ageRange: [25, 35], maxDistance: 50 });
    await screen.findByRole('article', { name: /^Ana/ });
    const list = calls.find((call) => call.method === 'GET' && call.path === '/recommendations')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ minAge: '25', maxAge: '35', maxDistance: '50' });
    // Their own preferences are not "active filters".
    expect(screen.getByRole('button', { name: /^Filters/ })).not.toHaveTextContent('active');
  });
});
