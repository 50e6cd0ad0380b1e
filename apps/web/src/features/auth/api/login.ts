import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResponseSchema, type LoginRequest } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../lib/start-session';

export function login(body: LoginRequest) {
  return apiRequest(API_PATHS.auth.login, { method: 'POST', body, schema: authResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response),
  });
}
