import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, ProviderClient } from '@kindred/contract/auth';
import type { AuthProvider } from '@kindred/contract/enums';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { providerIdToken } from '@/lib/provider-id-token';
import { startSession } from '../lib/start-session';

/** SPEC 7: `POST /auth/{provider}` with the ID token the provider's own sign-in answered (decision 072). */
export async function providerSignIn(provider: AuthProvider, token: string): Promise<AuthResponse> {
  // The answer's schema (zod) loads with the request, not with the sign-in page (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  const response = await apiRequest(API_PATHS.auth.provider(provider), { method: 'POST', body: { token } });
  return (await schema).parse(response);
}

export function useProviderSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, client }: { provider: AuthProvider; client: ProviderClient }) =>
      providerSignIn(provider, await providerIdToken(provider, client)),
    onSuccess: (response) => startSession(queryClient, response),
  });
}
