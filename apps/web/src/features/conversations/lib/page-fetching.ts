import type { InfiniteQueryObserverResult, QueryClient, QueryKey } from '@tanstack/react-query';

// TanStack Query lets a new fetch cancel the one in flight. For the paged lists here that loses
// work: a refresh (after a reconnection, a new message) would cancel the older page the member
// asked for, and the button would simply stop spinning; the other way round, the older page
// would cancel the refresh that brings what was missed. So each waits for the other.

/**
 * Fetches the queries under `queryKey` again. One with a fetch in flight (an older page) keeps
 * it, and is fetched again once it is done.
 */
export async function refreshAfterFetchesInFlight(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const busy = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
  await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  await Promise.all(
    busy.map((query) =>
      queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false }),
    ),
  );
}

/** 'Load older' / 'Load more': after a refresh in flight, never instead of it. */
export async function fetchNextPageAfterRefresh<TData extends { pages: unknown[] }>(
  query: Pick<InfiniteQueryObserverResult<TData>, 'data' | 'fetchNextPage'>,
): Promise<InfiniteQueryObserverResult<TData>> {
  const loaded = query.data?.pages.length ?? 0;
  const result = await query.fetchNextPage({ cancelRefetch: false });
  // A refresh was in flight: that is what came back. Now the page asked for.
  if (result.isSuccess && result.hasNextPage && result.data.pages.length <= loaded) {
    return result.fetchNextPage({ cancelRefetch: false });
  }
  return result;
}
