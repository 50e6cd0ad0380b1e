import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { verificationStatusResponseSchema, type VerificationStatus } from '@kindred/contract/verification';
import { apiRequest } from '@/lib/api-client';

export const VERIFICATION_QUERY_KEY = ['verification'] as const;

export function fetchVerification(signal?: AbortSignal): Promise<VerificationStatus> {
  return apiRequest(API_PATHS.verification.status, { schema: verificationStatusResponseSchema, signal }).then(
    (response) => response.verification,
  );
}

/**
 * Refreshed when the member comes back to the tab or to a page that shows it: a moderator may have
 * decided meanwhile. Not within a few seconds of the last answer, which /settings asks for while
 * its page loads (app/page-data/settings.ts): the page would ask again as it renders.
 */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: ({ signal }) => fetchVerification(signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

/** `GET /verification`: the member's state, and the pose to take while they may send a selfie. */
export function useVerification() {
  return useQuery(verificationQueryOptions());
}
