import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { fakeSockets, lastFakeSocket } from '@/test/fake-socket';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { BottomNav } from './bottom-nav';
import { isMessageThread, memberChromeHidden } from './member-nav-visibility';

describe('BottomNav', () => {
  it('links For You, Matches, Messages and Profile', () => {
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('href', '/for-you');
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/profile', '/settings', '/blocked-users', '/help'])('highlights Profile on %s', (path) => {
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('a right-click on Profile opens the logout menu', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<BottomNav onLogout={onLogout} loggingOut={false} />, { path: '/matches' });
    fireEvent.contextMenu(screen.getByRole('link', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('a 500 ms press on Profile opens the logout menu, a short one does not', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
      const profile = screen.getByRole('link', { name: 'Profile' });
      fireEvent.pointerDown(profile, { button: 0 });
      vi.advanceTimersByTime(TIMINGS.profileLongPressMs - 100);
      fireEvent.pointerUp(profile);
      vi.advanceTimersByTime(1000);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      fireEvent.pointerDown(profile, { button: 0 });
      act(() => {
        vi.advanceTimersByTime(TIMINGS.profileLongPressMs);
      });
      expect(screen.getByRole('menu')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BottomNav unread count', () => {
  it("shows the unread count on Messages, says it in the tab's name, and follows the socket", async () => {
    storeMemberAuth();
    let unread = 3;
    const { calls } = mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: unread, yourTurnCount: 0 }),
    });
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
    const messages = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveTextContent('3');

    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = lastFakeSocket();
    act(() => socket.serverConnect());
    unread = 4;
    act(() =>
      socket.serverEmit('notification:message', { matchId: 'm-1', message: {}, senderName: 'Jordan', unreadCount: 4 }),
    );
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeInTheDocument();

    unread = 0;
    act(() =>
      socket.serverEmit('message:read', { matchId: 'm-1', readerId: 'user-1', readAt: new Date().toISOString() }),
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).not.toHaveTextContent(/\d/);

    // After a reconnection the count is fetched again (anything may have happened meanwhile).
    const before = calls.filter((call) => call.path === '/conversations/unread-count').length;
    act(() => socket.serverDrop());
    act(() => socket.serverConnect());
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/conversations/unread-count').length).toBeGreaterThan(before),
    );
  });
});

describe('memberChromeHidden', () => {
  it('hides navigation and logout on conversations and onboarding only', () => {
    expect(memberChromeHidden('/conversation/abc')).toBe(true);
    expect(memberChromeHidden('/onboarding')).toBe(true);
    expect(memberChromeHidden('/messages/abc')).toBe(false);
    expect(memberChromeHidden('/matches')).toBe(false);
  });

  it('tells a message thread (which fills the screen above the navigation) from the list', () => {
    expect(isMessageThread('/messages/abc')).toBe(true);
    expect(isMessageThread('/messages')).toBe(false);
  });
});

describe('BottomNav Your Turn count (decision 103)', () => {
  it.each([
    [2, 3, 'Messages, 2 unread, 3 your turn'],
    [0, 1, 'Messages, 1 your turn'],
  ])(
    'with %i unread and %i waiting for a reply, the tab is named %j and shows the dot',
    async (unreadCount, yourTurnCount, name) => {
      storeMemberAuth();
      mockApi({
        'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
        'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount, yourTurnCount }),
      });
      renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
      const messages = await screen.findByRole('link', { name });
      // The badge still counts unread messages only (SPEC); the dot is drawn, the name says it.
      // The visible text is inside the name, in the same order (WCAG 2.5.3, Label in Name).
      expect(messages.textContent).toBe(unreadCount > 0 ? `Messages ${unreadCount}` : 'Messages');
      expect(messages.querySelector('[data-your-turn-dot]')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('names the tab as SPEC does and shows no dot when nothing waits for a reply', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 2, yourTurnCount: 0 }),
    });
    renderWithProviders(<BottomNav onLogout={vi.fn()} loggingOut={false} />, { path: '/matches' });
    const messages = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(messages.querySelector('[data-your-turn-dot]')).toBeNull();
  });
});
