import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import { reportInputSchema } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export type ReportMessageInput = z.input<typeof reportInputSchema>;

/** `POST /messages/{id}/report` (ours, issue 32): the recipient reports one message; the server's thanks. */
export function reportMessage(messageId: string, input: ReportMessageInput): Promise<string> {
  return apiRequest(API_PATHS.messages.report(messageId), {
    method: 'POST',
    body: reportInputSchema.parse(input),
    schema: messageResponseSchema,
  }).then((response) => response.message);
}

export function useReportMessage(messageId: string) {
  return useMutation({ mutationFn: (input: ReportMessageInput) => reportMessage(messageId, input) });
}
