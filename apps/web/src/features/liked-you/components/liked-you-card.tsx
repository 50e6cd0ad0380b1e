import { Heart, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { LikedYouMember } from '@kindred/contract/billing';
import type { NewMatch } from '@kindred/contract/discovery';
import { LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { MESSAGES } from '@kindred/contract/messages';
import type { PlanId } from '@kindred/contract/plans';
import { planLimitOf } from '@/api/interactions/plan-limit';
import { PlanNotice } from '@/components/plan-notice';
import { MemberSafetyMenu } from '@/components/safety/member-safety-menu';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage, NetworkError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { photoProps } from '@/lib/photo-srcset';
import { useAnswerLike } from '../api/answer-like';

export const likedYouCardId = (memberId: string) => `liked-you-${memberId}`;

interface LikedYouCardProps {
  member: LikedYouMember;
  /** Called once the server has the answer, before the card leaves the list. */
  onAnswered: (member: LikedYouMember, match: NewMatch | null) => void;
  /** The member blocked this person (decision 080): the section drops the card and says so. */
  onBlocked: (member: LikedYouMember) => void;
}

/** Someone who liked the member: photo, name, age, a star for a super like, when; Pass and Like back. */
export function LikedYouCard({ member, onAnswered, onBlocked }: LikedYouCardProps) {
  const nameId = useId();
  const answer = useAnswerLike();
  const [failure, setFailure] = useState<{ message: string; upgradeTo: PlanId | null } | null>(null);
  const pending = answer.isPending ? answer.variables.status : null;
  const title = member.age === null ? member.name : `${member.name}, ${member.age}`;

  const act = async (status: 'like' | 'dislike') => {
    setFailure(null);
    try {
      // The promise, not mutate's callbacks: those are skipped once the card has left the list.
      const result = await answer.mutateAsync({ likedId: member.id, status });
      onAnswered(member, result.matched ? result.match : null);
    } catch (error) {
      setFailure({
        message: errorMessage(error, error instanceof NetworkError ? error.message : MESSAGES.somethingWentWrong),
        upgradeTo: planLimitOf(error),
      });
    }
  };

  return (
    <li
      id={likedYouCardId(member.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:border-stone-700 dark:bg-stone-800/60"
    >
      <div className="flex gap-3">
        <div className="relative h-20 w-20 shrink-0">
          {member.photo ? (
            <img
              {...photoProps(member.photo, { width: 80, height: 80 })}
              alt=""
              className="h-full w-full rounded-xl bg-stone-200 object-cover dark:bg-stone-700"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-full w-full items-center justify-center rounded-xl bg-gradient-to-br from-rose-100 to-amber-100 text-2xl font-bold text-rose-700 dark:from-rose-900 dark:to-amber-900 dark:text-rose-100"
            >
              {member.name.trim().charAt(0).toUpperCase() || '?'}
            </span>
          )}
          {member.superLike && (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-sky-600 text-white shadow ring-2 ring-white dark:ring-stone-900"
            >
              <Star className="h-4 w-4" fill="currentColor" />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate text-base font-bold text-stone-900 dark:text-stone-100">
            {title}
          </h3>
          {member.superLike && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-sky-800 dark:text-sky-200">
              <Star aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor" />
              {LIKED_YOU_TEXTS.superLiked}
            </p>
          )}
          <p className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
            <time dateTime={member.likedAt}>{LIKED_YOU_TEXTS.likedWhen(formatRelativeTime(member.likedAt))}</time>
          </p>
        </div>
        <MemberSafetyMenu
          name={member.name}
          memberId={member.id}
          reportVia={{ via: 'card', memberId: member.id }}
          onBlocked={() => onBlocked(member)}
          className="-mt-1 -mr-1"
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          className="px-3"
          aria-label={LIKED_YOU_TEXTS.passMember(member.name)}
          busy={pending === 'dislike'}
          disabled={pending !== null}
          onClick={() => void act('dislike')}
        >
          {pending !== 'dislike' && <X aria-hidden="true" className="h-4 w-4" />}
          {LIKED_YOU_TEXTS.pass}
        </Button>
        <Button
          size="sm"
          className="px-3"
          aria-label={LIKED_YOU_TEXTS.likeBackMember(member.name)}
          busy={pending === 'like'}
          disabled={pending !== null}
          onClick={() => void act('like')}
        >
          {pending !== 'like' && <Heart aria-hidden="true" className="h-4 w-4" fill="currentColor" />}
          {LIKED_YOU_TEXTS.likeBack}
        </Button>
      </div>
      {failure &&
        (failure.upgradeTo ? (
          // A plan limit is an expected answer: a calm notice with the way to the plan.
          <PlanNotice message={failure.message} upgradeTo={failure.upgradeTo} />
        ) : (
          <ErrorBanner message={failure.message} onDismiss={() => setFailure(null)} />
        ))}
    </li>
  );
}
