import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import type { SafetyReportInput } from '@kindred/contract/safety';
import { apiRequest } from '@/lib/api-client';

export function submitSafetyReport(body: SafetyReportInput): Promise<string> {
  return apiRequest(API_PATHS.reports, { method: 'POST', body, schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/** `POST /reports`: the Safety Center form, stored for the moderation queue (DESIGN 2, 7). */
export function useSubmitSafetyReport() {
  return useMutation({ mutationFn: submitSafetyReport });
}
