import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@kindred/contract/notifications';
import { fakeSockets, lastFakeSocket } from '@/test/fake-socket';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { notification, notificationsPage } from '../test/notification-fixtures';
import { NotificationsScreen } from './notifications-screen';

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const match = notification('n-1', {
  type: 'match',
  content: 'You matched with Jordan!',
  matchId: 'match-1',
});
const seen = notification('n-2', { content: 'Casey liked your profile', name: 'Casey', isRead: true });

/** A server that keeps its notifications: reads and clears change what the next list answers. */
function renderScreen(start: Notification[]) {
  let stored = [...start];
  const unread = () => stored.filter((n) => !n.isRead).length;
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    'GET /notifications': (request: MockRequest) => {
      const onlyUnread = request.url.searchParams.get('filter') === 'unread';
      return jsonResponse(200, notificationsPage(onlyUnread ? stored.filter((n) => !n.isRead) : stored, unread()));
    },
    'GET /notifications/unread-count': () => jsonResponse(200, { unreadCount: unread() }),
    'PATCH /notifications/read': () => {
      const updated = unread();
      stored = stored.map((n) => ({ ...n, isRead: true }));
      return jsonResponse(200, { updated, unreadCount: 0 });
    },
    'PATCH /notifications/n-1/read': () => {
      stored = stored.map((n) => (n.id === 'n-1' ? { ...n, isRead: true } : n));
      return jsonResponse(200, { notification: stored[0], unreadCount: unread() });
    },
    'DELETE /notifications': () => {
      const updated = stored.length;
      stored = [];
      return jsonResponse(200, { updated, unreadCount: 0 });
    },
  });
  const view = renderWithProviders(<NotificationsScreen />, {
    path: '/notifications',
    routes: [{ path: '/match/:id', element: <p>Match page</p> }],
  });
  return { ...api, ...view, replace: (items: Notification[]) => (stored = items) };
}

const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Show notifications' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('NotificationsScreen (SPEC 2 Notifications)', () => {
  it('lists notifications newest first, marking unread ones, and filters Unread', async () => {
    renderScreen([match, seen]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('You matched with Jordan!'),
      expect.stringContaining('Casey liked your profile'),
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();

    expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(filter('Unread'));
    expect(filter('Unread')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText('Casey liked your profile')).not.toBeInTheDocument());
    expect(screen.getByText('You matched with Jordan!')).toBeInTheDocument();
  });

  it("shows 'No notifications', and 'No unread notifications' under Unread", async () => {
    renderScreen([seen]);
    expect(await screen.findByText('Casey liked your profile')).toBeInTheDocument();
    await userEvent.click(filter('Unread'));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
  });

  it("says 'No notifications' when there are none", async () => {
    renderScreen([]);
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('mark all read turns every notification read', async () => {
    const { calls } = renderScreen([match, notification('n-3')]);
    const unreadMarks = () => within(screen.getByRole('list')).queryAllByText('Unread');
    await waitFor(() => expect(unreadMarks()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(unreadMarks()).toHaveLength(0));
    expect(calls.some((call) => call.method === 'PATCH' && call.path === '/notifications/read')).toBe(true);
  });

  it('clicking a notification marks it read and opens what it is about', async () => {
    const { calls, router } = renderScreen([match]);
    await userEvent.click(await screen.findByRole('button', { name: /You matched with Jordan!/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/match/match-1'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PATCH' && call.path === '/notifications/n-1/read')).toBe(true),
    );
  });

  it('Clear all asks first: Cancel keeps them, Clear All empties the list', async () => {
    const { calls } = renderScreen([match, seen]);
    await screen.findByText('You matched with Jordan!');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('You matched with Jordan!')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear all notifications' })).getByRole('button', {
        name: 'Clear All',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a notification pushed over the socket appears without a reload', async () => {
    const { replace } = renderScreen([seen]);
    await screen.findByText('Casey liked your profile');
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = lastFakeSocket();
    act(() => socket.serverConnect());
    replace([match, seen]);
    act(() => socket.serverEmit('notification:new', { notification: match, unreadCount: 1 }));
    expect(await screen.findByText('You matched with Jordan!')).toBeInTheDocument();
  });
});
