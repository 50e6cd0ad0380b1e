import { Inbox } from 'lucide-react';
import { useState } from 'react';
import {
  APPEAL_QUEUE_STATUSES,
  MODERATION_DECISION_TEXTS,
  type AppealQueueStatus,
} from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAnswerAppeal } from '../api/answer-appeal';
import { useAppeals, type AppealSort } from '../api/get-appeals';
import { AppealCard } from './appeal-card';
import { ModeratorsOnly } from './moderators-only';
import { PageControls } from './page-controls';

const SORTS = [
  { value: 'oldest', label: MODERATION_DECISION_TEXTS.oldestFirst },
  { value: 'newest', label: MODERATION_DECISION_TEXTS.newestFirst },
] as const;
const STATUSES = APPEAL_QUEUE_STATUSES.map((value) => ({
  value,
  label: MODERATION_DECISION_TEXTS.appealQueueStatuses[value],
}));

/**
 * Appeals waiting for a moderator (decision 086), a page at a time; each answer is final. The
 * answered ones can be read back with their answer.
 */
export function AppealsQueue({ isModerator }: { isModerator: boolean }) {
  const [status, setStatus] = useState<AppealQueueStatus>('open');
  const [sort, setSort] = useState<AppealSort>('oldest');
  const [page, setPage] = useState(1);
  const appeals = useAppeals({ enabled: isModerator, status, sort, page });
  const answer = useAnswerAppeal();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');

  const forbidden = appeals.error instanceof ApiRequestError && appeals.error.status === 403;
  if (!isModerator || forbidden) return <ModeratorsOnly />;

  let body;
  if (appeals.isPending) body = <PageSpinner />;
  else if (appeals.isError)
    body = (
      <RetryAlert
        message={errorMessage(appeals.error, MODERATION_PAGE_TEXTS.loadFailed)}
        onRetry={() => void appeals.refetch()}
      />
    );
  else if (appeals.data.appeals.length === 0)
    body = (
      <EmptyState
        icon={Inbox}
        iconTone="emerald"
        title={
          status === 'open' ? MODERATION_DECISION_TEXTS.appealsEmpty : MODERATION_DECISION_TEXTS.appealsAnsweredEmpty
        }
      />
    );
  else
    body = (
      <>
        <ol className="space-y-5">
          {appeals.data.appeals.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard
                appeal={appeal}
                pending={answer.isPending && answer.variables.appealId === appeal.id ? answer.variables.outcome : null}
                error={errors[appeal.id] ?? null}
                onAnswer={(outcome, message) =>
                  answer.mutate(
                    { appealId: appeal.id, outcome, message },
                    {
                      onSuccess: () =>
                        setAnnouncement(
                          outcome === 'uphold' ? MODERATION_DECISION_TEXTS.uphold : MODERATION_DECISION_TEXTS.overturn,
                        ),
                      onError: (error) =>
                        setErrors((current) => ({
                          ...current,
                          [appeal.id]: errorMessage(error, MODERATION_PAGE_TEXTS.actionFailed),
                        })),
                    },
                  )
                }
              />
            </li>
          ))}
        </ol>
        <PageControls page={page} pages={appeals.data.pagination.pages} onPage={setPage} />
      </>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField
          label={MODERATION_DECISION_TEXTS.appealsShow}
          options={STATUSES}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AppealQueueStatus);
            setPage(1);
          }}
          className="w-full sm:w-56"
        />
        <SelectField
          label={MODERATION_PAGE_TEXTS.sortLabel}
          options={SORTS}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as AppealSort);
            setPage(1);
          }}
          className="w-full sm:w-56"
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {body}
    </div>
  );
}
