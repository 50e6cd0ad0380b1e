import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { reportMember, type MemberReportInput } from '@/api/safety/report-member';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { forgetEndedMatch } from './forget-ended-match';

export async function unmatch(matchId: string): Promise<void> {
  try {
    await apiRequest(API_PATHS.matches.unmatch(matchId), { method: 'DELETE', schema: messageResponseSchema });
  } catch (error) {
    // 404: the match had already ended (the other member unmatched first): the outcome wanted.
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}

export interface UnmatchVariables {
  matchId: string;
  /** "Also report" (decision 080): filed through the match first, so a refused report keeps the match. */
  report?: MemberReportInput | null;
}

/**
 * `DELETE /matches/{id}/unmatch`, for the matches screen and the match page alike, with the
 * dialog's "Also report" before it. The match leaves the cache only once the server has ended it
 * (SPEC 8: a failed unmatch changes nothing); a page adds its own effect (navigate, announce) in
 * `mutate`'s options.
 */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ matchId, report }: UnmatchVariables) => {
      // A repeat (a retry after the unmatch failed) updates the same open report (decision 030).
      if (report) await reportMember({ via: 'match', matchId }, report);
      await unmatch(matchId);
    },
    onSuccess: (_nothing, { matchId }) => forgetEndedMatch(queryClient, matchId),
  });
}
