import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from './get-session';

export function verifyEmail(token: string) {
  return apiRequest(API_PATHS.auth.verifyEmail, { method: 'POST', body: { token }, schema: messageResponseSchema });
}

/**
 * Verifies once per token (a query, so React's double effects in development do not spend
 * the token twice), then refreshes the session so `emailVerified` is current.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await verifyEmail(token);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return result;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
