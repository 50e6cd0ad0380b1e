import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../lib/start-session';

export async function login(body: LoginRequest): Promise<AuthResponse> {
  // The answer's schema (zod) loads while the request is on its way, not with the sign-in page
  // (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  const response = await apiRequest(API_PATHS.auth.login, { method: 'POST', body });
  return (await schema).parse(response);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response),
  });
}
