import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { MemberHeader } from './member-header';

describe('MemberHeader', () => {
  it('has the main sections (Messages with its unread count), Discover, the bell with its count and the menu', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 2, yourTurnCount: 1 }),
      'GET /notifications/unread-count': () => jsonResponse(200, { unreadCount: 5 }),
    });
    renderWithProviders(<MemberHeader phoneHidden={false} />, { path: '/for-you' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/for-you', '/discover', '/matches', '/messages']);
    expect(within(main).getByRole('link', { name: 'For You' })).toHaveAttribute('aria-current', 'page');
    expect(await within(main).findByRole('link', { name: 'Messages, 2 unread, 1 your turn' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // The narrow screens' Discover entry (the main navigation holds it on wide ones).
    expect(screen.getAllByRole('link', { name: 'Discover' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
