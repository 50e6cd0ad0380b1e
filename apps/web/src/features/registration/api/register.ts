import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** SPEC 7: registers and answers the new member's session; the page stores it (issue 38: no second sign-in). */
export async function register(body: RegisterRequest): Promise<AuthResponse> {
  // The answer's schema (zod) loads while the request is on its way, not with the page (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  const response = await apiRequest(API_PATHS.auth.register, { method: 'POST', body });
  return (await schema).parse(response);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
