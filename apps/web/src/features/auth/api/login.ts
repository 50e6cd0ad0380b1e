import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@kindred/contract/auth';
import type { SuspensionNotice } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { startSession } from '../lib/start-session';

/** The right password, but the account is suspended: why, until when, and how to appeal (decision 086). */
export class SuspendedSignIn extends ApiRequestError {
  constructor(
    error: ApiRequestError,
    readonly notice: SuspensionNotice,
  ) {
    super(error.status, error.message, error.errors, error.retryAfterSeconds, error.body);
    this.name = 'SuspendedSignIn';
  }
}

/** A 403 that carries a suspension notice, read with its schema (loaded only then). */
export async function suspensionOf(error: unknown): Promise<SuspendedSignIn | null> {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return null;
  const suspension = (error.body as { suspension?: unknown } | undefined)?.suspension;
  if (!suspension) return null;
  const { suspensionNoticeSchema } = await import('@kindred/contract/moderation-decisions');
  const parsed = suspensionNoticeSchema.safeParse(suspension);
  return parsed.success ? new SuspendedSignIn(error, parsed.data) : null;
}

export async function login(body: LoginRequest): Promise<AuthResponse> {
  // The answer's schema (zod) loads while the request is on its way, not with the sign-in page
  // (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authResponseSchema);
  try {
    const response = await apiRequest(API_PATHS.auth.login, { method: 'POST', body });
    return (await schema).parse(response);
  } catch (error) {
    throw (await suspensionOf(error)) ?? error;
  }
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => startSession(queryClient, response),
  });
}
