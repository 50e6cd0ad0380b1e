import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponseSchema } from '@kindred/contract/auth';
import type { reportInputSchema } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export type MemberReportInput = z.input<typeof reportInputSchema>;

/**
 * Where a report goes in (SPEC 7's three report paths, one body): a card (For You, Discover,
 * Likes You) names the member; a match or its conversation names the match, so the moderator
 * sees where it came from.
 */
export type ReportTarget =
  | { via: 'card'; memberId: string }
  | { via: 'match'; matchId: string }
  | { via: 'conversation'; matchId: string }
  /** One message, by the member it was sent to (decision 082). */
  | { via: 'message'; messageId: string };

function reportPath(target: ReportTarget): string {
  switch (target.via) {
    case 'card':
      return API_PATHS.recommendations.report(target.memberId);
    case 'match':
      return API_PATHS.matches.report(target.matchId);
    case 'conversation':
      return API_PATHS.matches.reportConversation(target.matchId);
    case 'message':
      return API_PATHS.messages.report(target.messageId);
  }
}

/** The server's confirmation ('Thank you. Our safety team will review your report.'). */
export function reportMember(target: ReportTarget, body: MemberReportInput): Promise<string> {
  return apiRequest(reportPath(target), { method: 'POST', body, schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/** A report (reason and details) about the member behind `target`; it reaches the moderation queue. */
export function useReportMember(target: ReportTarget) {
  return useMutation({ mutationFn: (body: MemberReportInput) => reportMember(target, body) });
}
