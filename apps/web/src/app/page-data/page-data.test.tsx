import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { createQueryClient } from '@/lib/query-client';
import { makeMatch, makeRecommendation, memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { prefetchPageData as prefetchChat } from './chat';
import { prefetchPageData as prefetchForYou } from './for-you';
import { prefetchPageData as prefetchMatches } from './matches';
import { prefetchPageData as prefetchMessages } from './messages';
import { prefetchPageData as prefetchSettings } from './settings';

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const session = { user: memberUser, profile: { ...memberProfile, ageRange: [26, 38] as const, maxDistance: 50 } };

/** A query client as the app makes it (its staleTime, which keeps a prefetched answer fresh). */
function clientWithSession(value: unknown = session): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, value);
  return queryClient;
}

const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(new URL(url, 'http://localhost')), params, context: undefined }) as LoaderFunctionArgs;

const asked = (calls: MockRequest[]) => calls.map((call) => `${call.method} ${call.path}${call.url.search}`).sort();

describe("member pages' data, asked for beside the page's modules (decision 121)", () => {
  it("For You: the cards for the member's own age range and distance, their answers and profile", async () => {
    const { calls } = mockApi({});
    await prefetchForYou(clientWithSession());
    expect(asked(calls)).toEqual([
      'GET /profile/answers',
      'GET /profiles/me',
      'GET /recommendations?minAge=26&maxAge=38&maxDistance=50',
    ]);
  });

  it('Matches: the matches, "Did you meet?", "Likes you" and the profile', async () => {
    const { calls } = mockApi({});
    await prefetchMatches(clientWithSession());
    expect(asked(calls)).toEqual([
      'GET /matches/liked-you?page=1&limit=6',
      'GET /matches?page=1&limit=100',
      'GET /profiles/me',
      'GET /we-met',
    ]);
  });

  it('Messages: the first page of the list the address asks for', async () => {
    const { calls } = mockApi({});
    await prefetchMessages(clientWithSession(), loaderArgs('/messages?archived=true'));
    expect(asked(calls)).toEqual(['GET /messages/conversations?page=1&limit=20&archived=true']);
  });

  it('a chat: the match and its latest messages, and the list only where it shows beside them', async () => {
    const thread = mockApi({});
    await prefetchChat(clientWithSession(), loaderArgs('/messages/match-1', { id: 'match-1' }));
    expect(asked(thread.calls)).toEqual([
      'GET /conversations/match-1/messages?page=1&limit=50',
      'GET /matches/match-1',
      'GET /messages/conversations?page=1&limit=20&archived=false',
    ]);
    const alone = mockApi({});
    await prefetchChat(clientWithSession(), loaderArgs('/conversation/match-1', { id: 'match-1' }));
    expect(asked(alone.calls)).toEqual(['GET /conversations/match-1/messages?page=1&limit=50', 'GET /matches/match-1']);
  });

  it('Settings: the profile, verification and plan', async () => {
    const { calls } = mockApi({});
    await prefetchSettings(clientWithSession());
    expect(asked(calls)).toEqual(['GET /billing/subscription', 'GET /profiles/me', 'GET /verification']);
  });

  it('asks for nothing for a visitor, or a member the guard sends to onboarding', async () => {
    const { calls } = mockApi({});
    localStorage.clear();
    await prefetchForYou(clientWithSession(null));
    storeMemberAuth();
    await prefetchMatches(
      clientWithSession({ ...session, profile: { ...session.profile, onboardingCompleted: false } }),
    );
    expect(calls).toEqual([]);
  });

  it('opening For You asks for each answer once: the page finds what its loader asked for', async () => {
    const { calls } = mockApi({
      'GET /auth/me': () => jsonResponse(200, session),
      'GET /profiles/me': () => jsonResponse(200, { data: session.profile }),
      'GET /profile/answers': () => jsonResponse(200, { data: [] }),
      'GET /recommendations': () =>
        jsonResponse(200, { recommendations: [makeRecommendation({ id: 'rec-1', name: 'Jake' })] }),
      'GET /recommendations/interests': () => jsonResponse(200, { interests: [] }),
    });
    renderApp('/for-you', createQueryClient());
    expect(await screen.findByRole('article', { name: /^Jake/ })).toBeInTheDocument();
    const pageCalls = asked(calls).filter((call) =>
      /^GET \/(recommendations\?|profiles\/me|profile\/answers)/.test(call),
    );
    expect(pageCalls).toEqual([
      'GET /profile/answers',
      'GET /profiles/me',
      'GET /recommendations?minAge=26&maxAge=38&maxDistance=50',
    ]);
  });

  it('opening a chat asks for the match and its messages once', async () => {
    const match = makeMatch({ name: 'Jordan' }, { id: 'match-1' });
    const { calls } = mockApi({
      'GET /auth/me': () => jsonResponse(200, session),
      'GET /matches/match-1': () => jsonResponse(200, { match }),
      'GET /conversations/match-1/messages': () =>
        jsonResponse(200, { messages: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } }),
    });
    renderApp('/conversation/match-1', createQueryClient());
    expect(await screen.findByRole('heading', { name: /Jordan/ })).toBeInTheDocument();
    const pageCalls = asked(calls).filter((call) =>
      /^GET \/(matches|conversations)\/match-1(\/messages)?(\?|$)/.test(call),
    );
    expect(pageCalls).toEqual(['GET /conversations/match-1/messages?page=1&limit=50', 'GET /matches/match-1']);
  });
});
