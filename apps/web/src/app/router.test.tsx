import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

// The member's own profile too: without it /settings swaps its page for the error view a moment
// after its heading shows, and a check of that heading raced the swap.
const signedInApi = () =>
  mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    'GET /profiles/me': () => jsonResponse(200, { data: memberProfile }),
    'POST /auth/logout': () => new Response(null, { status: 204 }),
  });

describe('routes and guards', () => {
  it('a visitor opening a member page goes to /login and comes back after signing in', async () => {
    mockApi({
      'POST /auth/login': () => jsonResponse(200, { user: memberUser, profile: memberProfile, token: 'tok-1' }),
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    });
    const { router } = renderApp('/discover?sort=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdiscover%3Fsort%3Dnew');

    await userEvent.type(screen.getByLabelText('Email'), 'ava@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=new');
  });

  it('a signed-in member opening /login or /register goes to /matches', async () => {
    storeMemberAuth();
    signedInApi();
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Matches' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches');
    await router.navigate('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });

  it('logging out removes the stored entries and lands on plain /login', async () => {
    storeMemberAuth();
    const { calls } = signedInApi();
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('auth')).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  });

  it('a session revoked elsewhere (a 401 on any call) sends the member to /login and back after', async () => {
    storeMemberAuth();
    signedInApi();
    const { router, queryClient } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    mockApi({ 'GET /private': () => jsonResponse(401, { message: 'Please sign in to continue' }) });
    await queryClient
      .fetchQuery({ queryKey: ['private'], queryFn: () => apiRequest('/private') })
      .catch(() => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('a member whose profile is not complete is sent to /onboarding from any member page', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () =>
        jsonResponse(200, { user: memberUser, profile: { ...memberProfile, onboardingCompleted: false } }),
      'GET /profiles/me': () => jsonResponse(200, { data: { ...memberProfile, onboardingCompleted: false } }),
    });
    const { router } = renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByRole('navigation', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('a visitor opening /onboarding goes to /login and comes back after signing in', async () => {
    mockApi({});
    const { router } = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fonboarding');
  });

  it('a member who completed onboarding may open it again', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /profiles/me': () => jsonResponse(200, { data: memberProfile }),
    });
    const { router } = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('deleting the account ends the session and lands on the landing page with a notice', async () => {
    storeMemberAuth();
    mockApi({
      'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
      'GET /profiles/me': () => jsonResponse(200, { data: memberProfile }),
      'DELETE /account': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('Your account and all its data have been deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('hides the member navigation on a conversation', async () => {
    storeMemberAuth();
    signedInApi();
    renderApp('/conversation/m-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('an unknown path shows the not-found page with its links', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("It seems the connection we were looking for doesn't exist")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Matches', '/matches'],
      ['Help Center', '/help'],
      ['Settings', '/settings'],
      ['Messages', '/messages'],
      ['Date Planner', '/date-planner'],
    ]) {
      expect(screen.getAllByRole('link', { name: name! }).some((link) => link.getAttribute('href') === href)).toBe(
        true,
      );
    }
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each([
    ['/terms', '/terms-of-service', 'Terms of Service'],
    ['/privacy', '/privacy-policy', 'Privacy Policy'],
    ['/cookies', '/cookie-policy', 'Cookie Policy'],
  ])('%s leads to %s', async (from, to, title) => {
    mockApi({});
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  it('keeps the #section through a redirect and opens that section instead of the first', async () => {
    mockApi({});
    const { router } = renderApp('/privacy#cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(router.state.location.hash).toBe('#cookies');
    expect(screen.getByRole('button', { name: 'Cookies' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Information We Collect' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the page title as the one h1 of the landing page', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elevate Your Love Life' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/register');
  });
});
