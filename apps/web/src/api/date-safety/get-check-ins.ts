import { useQuery } from '@tanstack/react-query';
import { checkInsResponseSchema, type CheckInsResponse } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { DATE_SAFETY_QUERY_KEY } from './get-date-shares';

export const checkInsQueryKey = (planId: string) => [...DATE_SAFETY_QUERY_KEY, 'check-ins', planId] as const;

/** While a check-in is open, its state is read again this often ("Are you OK?" arrives by the job). */
const OPEN_REFRESH_MS = 30_000;

export function fetchCheckIns(planId: string, signal?: AbortSignal): Promise<CheckInsResponse> {
  return apiRequest(API_PATHS.dateSafety.checkIns(planId), { schema: checkInsResponseSchema, signal });
}

/** `GET /dates/{id}/check-ins`: the member's check-ins on the plan with their logs, and whether one may start. */
export function useCheckIns(planId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: checkInsQueryKey(planId),
    queryFn: ({ signal }) => fetchCheckIns(planId, signal),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.checkIns.some((checkIn) => checkIn.endedAt === null) ? OPEN_REFRESH_MS : false,
  });
}
