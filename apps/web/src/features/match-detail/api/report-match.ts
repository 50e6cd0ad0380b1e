import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import type { reportInputSchema } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export type MatchReportInput = z.input<typeof reportInputSchema>;

/** The server's confirmation ('Thank you. Our safety team will review your report.'). */
export function reportMatch(matchId: string, body: MatchReportInput): Promise<string> {
  return apiRequest(API_PATHS.matches.report(matchId), { method: 'POST', body, schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/** `POST /matches/{id}/report` (SPEC 3 Report: reason and details); it reaches the moderation queue. */
export function useReportMatch(matchId: string) {
  return useMutation({ mutationFn: (body: MatchReportInput) => reportMatch(matchId, body) });
}
