import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import {
  moderationVerificationResponseSchema,
  type ModerationVerification,
  type VerificationRejectReason,
} from '@kindred/contract/verification';
import { apiRequest } from '@/lib/api-client';
import { VERIFICATION_QUEUE_QUERY_KEY, type VerificationQueueData } from './get-verification-queue';

export type ReviewVerificationInput =
  | { verificationId: string; decision: 'approve' }
  | { verificationId: string; decision: 'reject'; reason: VerificationRejectReason };

export function reviewVerification(input: ReviewVerificationInput): Promise<ModerationVerification> {
  const request =
    input.decision === 'approve'
      ? apiRequest(API_PATHS.moderation.approveVerification(input.verificationId), {
          method: 'POST',
          schema: moderationVerificationResponseSchema,
        })
      : apiRequest(API_PATHS.moderation.rejectVerification(input.verificationId), {
          method: 'POST',
          body: { reason: input.reason },
          schema: moderationVerificationResponseSchema,
        });
  return request.then((response) => response.verification);
}

/**
 * `POST /moderation/verifications/{id}/approve` or `/reject` (`{ reason }`). The reviewed one is
 * replaced in place in every loaded page (it moves below the pending ones on the next load).
 */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewVerification,
    onSuccess: (reviewed) => {
      queryClient.setQueriesData<VerificationQueueData>({ queryKey: VERIFICATION_QUEUE_QUERY_KEY }, (queue) =>
        queue
          ? {
              ...queue,
              pages: queue.pages.map((page) => ({
                ...page,
                verifications: page.verifications.map((item) => (item.id === reviewed.id ? reviewed : item)),
              })),
            }
          : queue,
      );
    },
    // 409: another moderator decided first; either way the queue is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUEUE_QUERY_KEY }),
  });
}
