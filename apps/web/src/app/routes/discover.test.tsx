import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@kindred/contract/profile';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A member with `profile` in the session whose own GET /profiles/me has not answered yet. */
function signedInWhileProfileLoads(profile: OwnProfile) {
  storeMemberAuth();
  return mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile }),
    'GET /profiles/me': () => new Promise<Response>(() => {}),
    'GET /discover': () => jsonResponse(200, { profiles: [] }),
  });
}

describe('/discover', () => {
  it('shows the premium banner to a free member with the results, before the profile request answers', async () => {
    const { calls } = signedInWhileProfileLoads(memberProfile);
    renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    // Below the results and with them, never above the first card (issue 38).
    expect(await screen.findByRole('complementary', { name: 'See who likes you first' })).toBeInTheDocument();
    // The profile is asked for (it may go out just after the first paint) and never answers.
    await waitFor(() => expect(calls.some((call) => call.path === '/profiles/me')).toBe(true));
    expect(screen.getByRole('complementary', { name: 'See who likes you first' })).toBeInTheDocument();
  });

  it('shows no banner to a member on a paid plan', async () => {
    signedInWhileProfileLoads({ ...memberProfile, subscription: 'Gold' });
    renderApp('/discover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    // The results are there: the banner would be by now.
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'See who likes you first' })).not.toBeInTheDocument();
  });
});
