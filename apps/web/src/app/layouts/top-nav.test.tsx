import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { TopNav } from './top-nav';

afterEach(() => vi.unstubAllGlobals());

const visitorLinks = ['Features', 'How It Works', 'Success Stories', 'Pricing', 'Support'];
const memberLinks = ['Discover', 'Matches', 'Messages', 'Profile', 'Premium New', 'Help'];

describe('TopNav', () => {
  it('shows the visitor set without a session, with Sign In and Sign Up Free', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<TopNav />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(visitorLinks);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the member set when the server confirms the session', async () => {
    storeMemberAuth();
    mockApi({ 'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }) });
    renderWithProviders(<TopNav />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(memberLinks);
    expect(within(nav).getByRole('link', { name: /Premium/ })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('treats a revoked token as a visitor and removes the stored entries', async () => {
    storeMemberAuth();
    mockApi({ 'GET /auth/me': () => jsonResponse(401, { message: 'Please sign in to continue' }) });
    renderWithProviders(<TopNav />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('the mobile menu opens from the hamburger and closes on an outside click', async () => {
    mockApi({});
    renderWithProviders(
      <div>
        <TopNav />
        <p>Outside</p>
      </div>,
    );
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows the unread count on Messages for a member, in its name too', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 4, yourTurnCount: 0 }),
    });
    renderWithProviders(<TopNav />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Messages, 4 unread' })).toHaveAttribute('href', '/messages');
  });
});
