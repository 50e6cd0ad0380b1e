import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { unreadCountResponseSchema } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth-storage';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export const UNREAD_COUNT_QUERY_KEY = [...CONVERSATIONS_QUERY_KEY, 'unread-count'] as const;

export type MessagesCounts = z.infer<typeof unreadCountResponseSchema>;

export function fetchUnreadCount(signal?: AbortSignal): Promise<MessagesCounts> {
  return apiRequest(API_PATHS.conversations.unreadCount, { schema: unreadCountResponseSchema, signal });
}

/**
 * SPEC 7 `GET /conversations/unread-count`: unread messages over all conversations, for the
 * Messages tab, and (decision 103) how many live conversations wait for the member's reply. Kept
 * current by the socket (see use-conversations-realtime.ts).
 */
export function useUnreadCount(signedIn = true) {
  return useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn && readStoredToken() !== null,
    staleTime: 60_000,
  });
}
