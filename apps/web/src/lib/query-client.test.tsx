import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { apiRequest, ApiRequestError, NetworkError } from './api-client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const unavailable = new ApiRequestError(503, MESSAGES.temporarilyUnavailable);

describe('query retries', () => {
  it('keep retrying through an outage (503, no answer), however long it lasts', () => {
    expect(shouldRetryQuery(0, unavailable)).toBe(true);
    expect(shouldRetryQuery(50, unavailable)).toBe(true);
    expect(shouldRetryQuery(50, new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
  });

  it('give other server errors two more tries, and never retry a 4xx', () => {
    const failed = new ApiRequestError(500, MESSAGES.somethingWentWrong);
    expect(shouldRetryQuery(1, failed)).toBe(true);
    expect(shouldRetryQuery(2, failed)).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(404, 'Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(429, 'Too many requests', [], 5))).toBe(false);
  });

  it('back off 1 s, 2 s, 4 s... up to 10 s, or wait what Retry-After asks (within that cap)', () => {
    expect([0, 1, 2, 3, 4, 10].map((count) => queryRetryDelay(count, unavailable))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(queryRetryDelay(0, new ApiRequestError(503, 'busy', [], 3))).toBe(3000);
    expect(queryRetryDelay(0, new ApiRequestError(503, 'busy', [], 120))).toBe(10_000);
  });

  it('a screen whose query meets an outage keeps loading, then shows the data, never its error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let down = true;
    const { calls } = mockApi({
      'GET /things': () =>
        down
          ? new Response(JSON.stringify({ message: MESSAGES.temporarilyUnavailable }), {
              status: 503,
              headers: { 'Retry-After': '2' },
            })
          : jsonResponse(200, { name: 'Back' }),
      'GET /health/ready': () => jsonResponse(503, { message: MESSAGES.temporarilyUnavailable }),
    });
    function Screen() {
      const query = useQuery({ queryKey: ['things'], queryFn: () => apiRequest<{ name: string }>('/things') });
      if (query.isError) return <p>Failed to load</p>;
      return <p>{query.data?.name ?? 'Loading'}</p>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Loading')).toBeInTheDocument();

    const attempts = calls.filter((call) => call.path === '/things').length;
    expect(attempts).toBeGreaterThan(20);

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Reading the body takes a real turn of the event loop; vi.waitFor gives it one.
    await vi.waitFor(() => expect(screen.getByText('Back')).toBeInTheDocument());
  });
});
