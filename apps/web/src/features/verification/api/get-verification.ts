import { useQuery } from '@tanstack/react-query';
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
 * `GET /verification`: the member's state, and the pose to take while they may send a selfie.
 * Refreshed when the member comes back to the tab: a moderator may have decided meanwhile.
 */
export function useVerification() {
  return useQuery({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: ({ signal }) => fetchVerification(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
