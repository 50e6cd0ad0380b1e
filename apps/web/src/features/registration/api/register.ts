import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type RegisterRequest } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** SPEC 2: a new member signs in afterwards, so the returned token is not stored. */
export function register(body: RegisterRequest) {
  return apiRequest(API_PATHS.auth.register, { method: 'POST', body, schema: authResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
