import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionUserSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

const responseSchema = z.object({ message: z.string(), user: sessionUserSchema });

export interface ChangeEmailBody {
  email: string;
  currentPassword?: string;
}

/** `PUT /account/email`: the new address gets a verification e-mail; answers the updated user. */
export function changeEmail(body: ChangeEmailBody) {
  return apiRequest(API_PATHS.account.email, { method: 'PUT', body, schema: responseSchema });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
