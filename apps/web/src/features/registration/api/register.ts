import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@kindred/contract/auth';
import type { RegisterResponse } from '@kindred/contract/email-delivery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/**
 * SPEC 7: registers and answers the new member's session, which the page stores (issue 38: no
 * second sign-in), and where the verification link went (decision 074).
 */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  // The answer's schema (zod) loads while the request is on its way, not with the page (decision 042).
  const schema = import('@kindred/contract/email-delivery').then((contract) => contract.registerResponseSchema);
  const response = await apiRequest(API_PATHS.auth.register, { method: 'POST', body });
  return (await schema).parse(response);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
