import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { connectFakeSocket } from '@/test/connect-fake-socket';
import { renderWithProviders } from '@/test/render-app';
import { notification } from '../test/notification-fixtures';
import { NotificationsBell } from './notifications-bell';

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsBell', () => {
  it('links to /notifications, says the unread count in its name, and follows the socket', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /notifications/unread-count': () => jsonResponse(200, { unreadCount: 2 }),
    });
    const { queryClient } = renderWithProviders(<NotificationsBell />, { path: '/matches' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('2');

    const socket = await connectFakeSocket(queryClient);
    act(() => socket.serverEmit('notification:new', { notification: notification('n-9'), unreadCount: 3 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');

    // A like taken back takes its notification with it.
    act(() => socket.serverEmit('notification:removed', { unreadCount: 2 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
  });

  it('shows no badge when everything is read', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /notifications/unread-count': () => jsonResponse(200, { unreadCount: 0 }),
    });
    renderWithProviders(<NotificationsBell />, { path: '/matches' });
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(bell).not.toHaveTextContent(/\d/));
  });
});
