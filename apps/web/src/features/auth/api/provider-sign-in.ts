import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema } from '@kindred/contract/auth';
import type { AuthProvider } from '@kindred/contract/enums';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../lib/start-session';

/**
 * SPEC 7: `POST /auth/{provider}` with the provider's ID token. No provider SDK is loaded
 * (no third-party scripts), so the token is empty and the server explains what is missing.
 */
export function providerSignIn(provider: AuthProvider, token = '') {
  return apiRequest(API_PATHS.auth.provider(provider), { method: 'POST', body: { token }, schema: authResponseSchema });
}

export function useProviderSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: AuthProvider) => providerSignIn(provider),
    onSuccess: (response) => startSession(queryClient, response),
  });
}
