import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { matchQueryOptions } from '@/api/matches/get-match';
import { messagesQueryOptions } from '@/features/conversations/api/get-messages';
import { prefetchConversations } from './messages';
import { memberPageSession } from '../guards';
import { isMessageThread } from '../layouts/member-nav-visibility';

/**
 * A chat (/messages/{id}, /conversation/{id}): the match and its latest messages, and on
 * /messages/{id} the conversations list beside it.
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
): Promise<void> {
  const matchId = params.id?.trim() ?? '';
  if (matchId === '' || !(await memberPageSession(queryClient))) return;
  await Promise.all([
    queryClient.prefetchQuery(matchQueryOptions(matchId)),
    queryClient.prefetchInfiniteQuery(messagesQueryOptions(matchId)),
    isMessageThread(new URL(request.url).pathname) ? prefetchConversations(queryClient, request) : undefined,
  ]);
}
