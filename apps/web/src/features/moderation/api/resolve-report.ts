import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionBody } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { moderationActionResponseSchema, type ModerationAction, type ModerationReport } from '@kindred/contract/safety';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { MODERATION_QUEUE_QUERY_KEY, type ModerationQueueData } from './get-moderation-queue';

export interface ResolveReportInput {
  reportId: string;
  action: ModerationAction;
  /** The statement of reasons (decision 086); without it the server takes its defaults. */
  body?: ModerationActionBody;
}

export function resolveReport({ reportId, action, body }: ResolveReportInput): Promise<ModerationReport> {
  return apiRequest(API_PATHS.moderation.action(reportId, action), {
    method: 'POST',
    ...(body ? { body } : {}),
    schema: moderationActionResponseSchema,
  }).then((response) => response.report);
}

/** 409: another moderator resolved it first; 404: it is gone. Either way it leaves the queue. */
export const reportAlreadyGone = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);

/**
 * `POST /moderation/reports/{id}/{dismiss|warn|suspend|remove-photo}`, with the optional body. A resolved report leaves the queue at
 * once from every loaded page; the queue is then reloaded, since a suspension also closes the
 * member's other reports (and their open-report counts, the order and the pages change).
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  const settle = (reportId: string) => {
    queryClient.setQueriesData<ModerationQueueData>({ queryKey: MODERATION_QUEUE_QUERY_KEY }, (queue) =>
      queue
        ? {
            ...queue,
            pages: queue.pages.map((page) => ({
              ...page,
              reports: page.reports.filter((report) => report.id !== reportId),
            })),
          }
        : queue,
    );
    void queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_QUERY_KEY });
  };
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_report, { reportId }) => settle(reportId),
    onError: (error, { reportId }) => {
      if (reportAlreadyGone(error)) settle(reportId);
    },
  });
}
