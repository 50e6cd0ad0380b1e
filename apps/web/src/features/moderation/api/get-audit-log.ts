import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { moderationAuditResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `GET /moderation/audit?page=...` (decision 086): every moderator action, newest first. */
export function fetchAuditLog(page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.moderation.audit, {
    query: { page, limit: LIMITS.moderationPageSize },
    schema: moderationAuditResponseSchema,
    signal,
  });
}

export function useAuditLog({ enabled, page }: { enabled: boolean; page: number }) {
  return useQuery({
    queryKey: ['moderation', 'audit', page],
    queryFn: ({ signal }) => fetchAuditLog(page, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
