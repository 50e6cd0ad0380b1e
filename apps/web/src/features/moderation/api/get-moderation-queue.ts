import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { moderationReportsResponseSchema, type ModerationReport } from '@kindred/contract/safety';
import { apiRequest } from '@/lib/api-client';

export const MODERATION_QUEUE_QUERY_KEY = ['moderation', 'open'] as const;

export function fetchModerationQueue(signal?: AbortSignal): Promise<ModerationReport[]> {
  return apiRequest(API_PATHS.moderation.reports, {
    query: { status: 'open' },
    schema: moderationReportsResponseSchema,
    signal,
  }).then((response) => response.reports);
}

/**
 * `GET /moderation/reports?status=open`: the open reports, oldest first (the server's order).
 * Only asked for a moderator; the server answers 403 to anyone else all the same. Reports keep
 * arriving, so the queue is refreshed whenever the moderator comes back to the tab.
 */
export function useModerationQueue({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: MODERATION_QUEUE_QUERY_KEY,
    queryFn: ({ signal }) => fetchModerationQueue(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
