import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ARCHIVED_PARAM, conversationsQueryOptions } from '@/features/conversations/api/get-conversations';
import { memberPageSession } from '../guards';

/** The first page of the conversations list, archived or not as the address says, with no search yet. */
export async function prefetchConversations(queryClient: QueryClient, request: Request): Promise<void> {
  const archived = new URL(request.url).searchParams.get(ARCHIVED_PARAM) === 'true';
  await queryClient.prefetchInfiniteQuery(conversationsQueryOptions({ search: '', archived }));
}

/** /messages: the conversations list. */
export async function prefetchPageData(queryClient: QueryClient, { request }: LoaderFunctionArgs): Promise<void> {
  if (!(await memberPageSession(queryClient))) return;
  await prefetchConversations(queryClient, request);
}
