import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@kindred/contract/auth';
import type { AuthProvider } from '@kindred/contract/enums';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../lib/start-session';

/**
 * SPEC 7: `POST /auth/{provider}` with the provider's ID token. No provider SDK is loaded
 * (no third-party scripts), so the token is empty and the server explains what is missing.
 */
export async function providerSignIn(provider: AuthProvider, token = ''): Promise<AuthResponse> {
  // The answer's schema (zod) loads with the request, not with the sign-in page (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  const response = await apiRequest(API_PATHS.auth.provider(provider), { method: 'POST', body: { token } });
  return (await schema).parse(response);
}

export function useProviderSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: AuthProvider) => providerSignIn(provider),
    onSuccess: (response) => startSession(queryClient, response),
  });
}
