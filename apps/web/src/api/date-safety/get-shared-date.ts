import { useQuery } from '@tanstack/react-query';
import { sharedDateResponseSchema, type SharedDate } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `POST /date-shares/view` (public): the shared date the e-mail's link opens; 410 once revoked or expired. */
export function fetchSharedDate(token: string): Promise<SharedDate> {
  return apiRequest(API_PATHS.dateSafety.sharedDate, {
    method: 'POST',
    body: { token },
    schema: sharedDateResponseSchema,
  }).then((response) => response.data);
}

export function useSharedDate(token: string | null) {
  return useQuery({
    queryKey: ['shared-date', token],
    queryFn: () => fetchSharedDate(token!),
    enabled: token !== null,
    // A gone link stays gone: no retries, and nothing kept once the page is left.
    retry: false,
    gcTime: 0,
  });
}
