import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchNextPageAfterRefresh, refreshAfterFetchesInFlight } from './page-fetching';

type Page = { page: number; items: string[]; version: number };

const KEY = ['conversations', 'messages', 'm1'] as const;
const PAGES = 3;

/** A paged query whose server answers only when the test says so, each page in its current version. */
function pagedQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let version = 1;
  const waiting: { page: number; answer: () => void }[] = [];
  const observer = new InfiniteQueryObserver<Page, Error, InfiniteData<Page>, typeof KEY, number>(client, {
    queryKey: KEY,
    initialPageParam: 1,
    staleTime: Infinity,
    getNextPageParam: (last) => (last.page < PAGES ? last.page + 1 : undefined),
    queryFn: ({ pageParam, signal }) =>
      new Promise<Page>((resolve, reject) => {
        const answered = version;
        signal.addEventListener('abort', () => reject(new Error('cancelled')));
        waiting.push({
          page: pageParam,
          answer: () => resolve({ page: pageParam, items: [`p${pageParam}`], version: answered }),
        });
      }),
  });
  const unsubscribe = observer.subscribe(() => {});
  /** Answers the requests waiting, as they come, until none is left. */
  const answerAll = async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = waiting.shift();
      if (next) next.answer();
    }
  };
  const pages = () => observer.getCurrentResult().data?.pages.map(({ page, version: v }) => `${page}@v${v}`);
  return {
    client,
    observer,
    answerAll,
    pages,
    bump: () => (version += 1),
    close: () => {
      unsubscribe();
      client.clear();
    },
  };
}

const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((query) => query.close()));

async function firstPageLoaded() {
  const query = pagedQuery();
  opened.push(query);
  await query.answerAll();
  expect(query.pages()).toEqual(['1@v1']);
  return query;
}

describe('paged lists: a refresh and an older page each wait for the other', () => {
  it('an older page asked for during a refresh comes after it, with what the refresh brought', async () => {
    const query = await firstPageLoaded();
    query.bump();
    const refreshing = refreshAfterFetchesInFlight(query.client, ['conversations']);
    const older = fetchNextPageAfterRefresh(query.observer.getCurrentResult());
    await query.answerAll();
    await Promise.all([refreshing, older]);
    expect(query.pages()).toEqual(['1@v2', '2@v2']);
  });

  it('a refresh asked for while an older page loads keeps that page, then fetches everything again', async () => {
    const query = await firstPageLoaded();
    const older = fetchNextPageAfterRefresh(query.observer.getCurrentResult());
    query.bump();
    const refreshing = refreshAfterFetchesInFlight(query.client, ['conversations']);
    await query.answerAll();
    await Promise.all([older, refreshing]);
    // The older page, then both pages again in the version the refresh was for.
    expect(query.pages()).toEqual(['1@v2', '2@v2']);
  });

  it('with nothing in flight, an older page is fetched once and a refresh fetches the loaded pages', async () => {
    const query = await firstPageLoaded();
    const older = fetchNextPageAfterRefresh(query.observer.getCurrentResult());
    await query.answerAll();
    await older;
    expect(query.pages()).toEqual(['1@v1', '2@v1']);
    query.bump();
    const refreshing = refreshAfterFetchesInFlight(query.client, ['conversations']);
    await query.answerAll();
    await refreshing;
    expect(query.pages()).toEqual(['1@v2', '2@v2']);
  });
});
