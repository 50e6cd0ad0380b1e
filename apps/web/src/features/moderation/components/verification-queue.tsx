import { BadgeCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { VERIFICATION_TEXTS, type ModerationVerification } from '@kindred/contract/verification';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useVerificationQueue, type VerificationSort } from '../api/get-verification-queue';
import { useReviewVerification, type ReviewVerificationInput } from '../api/review-verification';
import { ModeratorsOnly } from './moderators-only';
import { VerificationReviewCard } from './verification-review-card';

const SORTS = [
  { value: 'oldest', label: MODERATION_DECISION_TEXTS.oldestFirst },
  { value: 'newest', label: MODERATION_DECISION_TEXTS.newestFirst },
] as const;

/** The selfies to review (decision 079), pending first. Moderators only; the server checks too. */
export function VerificationQueue({ isModerator }: { isModerator: boolean }) {
  const [sort, setSort] = useState<VerificationSort>('oldest');
  const queue = useVerificationQueue({ enabled: isModerator, sort });
  const review = useReviewVerification();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const items = useMemo(() => {
    const byId = new Map<string, ModerationVerification>();
    for (const page of queue.data?.pages ?? []) {
      for (const item of page.verifications) if (!byId.has(item.id)) byId.set(item.id, item);
    }
    return [...byId.values()];
  }, [queue.data]);

  const decide = (item: ModerationVerification, input: ReviewVerificationInput) => {
    setErrors(({ [item.id]: _dropped, ...rest }) => rest);
    setAnnouncement('');
    review.mutate(input, {
      onSuccess: (reviewed) =>
        setAnnouncement(VERIFICATION_TEXTS.reviewedAs(VERIFICATION_TEXTS.status[reviewed.status], item.member.name)),
      onError: (error) =>
        setErrors((current) => ({ ...current, [item.id]: errorMessage(error, VERIFICATION_TEXTS.reviewFailed) })),
    });
  };

  const forbidden = queue.error instanceof ApiRequestError && queue.error.status === 403;
  if (!isModerator || forbidden) return <ModeratorsOnly />;
  if (queue.isPending) return <PageSpinner />;
  if (queue.isError) {
    return (
      <RetryAlert
        message={errorMessage(queue.error, VERIFICATION_TEXTS.queueLoadFailed)}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={BadgeCheck} iconTone="emerald" title={VERIFICATION_TEXTS.queueEmpty} />;
  }
  const total = queue.data.pages[0]?.pagination.total ?? items.length;
  return (
    <div className="space-y-5">
      <SelectField
        label={MODERATION_PAGE_TEXTS.sortLabel}
        options={SORTS}
        value={sort}
        onChange={(event) => setSort(event.target.value as VerificationSort)}
        className="w-full sm:w-56"
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p className="text-sm font-semibold text-stone-600 dark:text-stone-400">{VERIFICATION_TEXTS.count(total)}</p>
      <ol className="space-y-5">
        {items.map((item) => (
          <li key={item.id}>
            <VerificationReviewCard
              verification={item}
              busy={review.isPending && review.variables.verificationId === item.id}
              error={errors[item.id] ?? null}
              onApprove={() => decide(item, { verificationId: item.id, decision: 'approve' })}
              onReject={(reason) => decide(item, { verificationId: item.id, decision: 'reject', reason })}
            />
          </li>
        ))}
      </ol>
      {queue.hasNextPage && (
        <Button variant="outline" busy={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
          {VERIFICATION_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
