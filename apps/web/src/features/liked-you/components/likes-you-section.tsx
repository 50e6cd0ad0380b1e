import { useQueryClient } from '@tanstack/react-query';
import { Heart, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { LikedYouMember } from '@kindred/contract/billing';
import type { NewMatch } from '@kindred/contract/discovery';
import { LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { MatchDialog, type MatchDialogMember } from '@/components/match-dialog';
import { SafetyNotice } from '@/components/safety/safety-notice';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { forgetLikedYouMember, useLikedYou } from '../api/get-liked-you';
import { LikedYouCard, likedYouCardId } from './liked-you-card';
import { LockedLikes } from './locked-likes';

/**
 * "Likes you" on the Matches screen (decision 049): paid plans see who liked them and answer
 * (Like back makes the match, Pass lets them go), a page at a time; Basic sees the count and the
 * way to Gold. Nothing is drawn until the first answer, so the page does not jump twice.
 */
export function LikesYouSection({ me }: { me: MatchDialogMember | null }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const likedYou = useLikedYou();
  const [match, setMatch] = useState<NewMatch | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // After an answer the card leaves: keyboard users carry on from its neighbour.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  // ...or, when the answer made a match, once the dialog has closed.
  const focusAfterMatch = useRef('');

  const pages = likedYou.data?.pages ?? [];
  const first = pages[0];
  const members = pages.flatMap((page) => page.members);
  // The newest page knows the count best (a like may have come or gone since the first).
  const count = pages.at(-1)?.count ?? 0;

  useEffect(() => {
    if (focusAfter === null) return;
    (document.getElementById(focusAfter) ?? headingRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const answered = (member: LikedYouMember, newMatch: NewMatch | null) => {
    const index = members.findIndex((item) => item.id === member.id);
    const neighbour = members[index + 1] ?? members[index - 1];
    const next = neighbour ? likedYouCardId(neighbour.id) : '';
    if (newMatch) {
      focusAfterMatch.current = next;
      setMatch(newMatch);
    } else {
      setAnnouncement(LIKED_YOU_TEXTS.passedAnnouncement(member.name));
      setFocusAfter(next);
    }
  };

  // Decision 080: the card leaves at once (the block's hook then reloads every list), focus goes
  // to its neighbour and the notice says what happened.
  const blocked = (member: LikedYouMember) => {
    const index = members.findIndex((item) => item.id === member.id);
    const neighbour = members[index + 1] ?? members[index - 1];
    forgetLikedYouMember(queryClient, member.id);
    setNotice(MEMBER_SAFETY_TEXTS.blocked(member.name));
    setFocusAfter(neighbour ? likedYouCardId(neighbour.id) : '');
  };

  let body: ReactNode = null;
  if (likedYou.isPending) {
    // The section keeps its place while it loads, so the matches below it do not move.
    body = (
      <SkeletonStatus>
        <Skeleton className="h-16 w-full" />
      </SkeletonStatus>
    );
  } else if (!first) {
    // Failed with nothing to show: the alert says so and offers to try again.
  } else if (first.locked) {
    body = count > 0 ? <LockedLikes count={count} /> : <QuietEmpty />;
  } else if (members.length === 0) {
    body = <QuietEmpty />;
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <LikedYouCard key={member.id} member={member} onAnswered={answered} onBlocked={blocked} />
          ))}
        </ul>
        {likedYou.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              busy={likedYou.isFetchingNextPage}
              onClick={() => void likedYou.fetchNextPage()}
            >
              {LIKED_YOU_TEXTS.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-rose-100 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-bold text-stone-900 focus:outline-none dark:text-stone-100"
        >
          <Heart aria-hidden="true" className="h-5 w-5 text-rose-600 dark:text-rose-400" fill="currentColor" />
          {LIKED_YOU_TEXTS.title}
        </h2>
        {count > 0 && (
          <p className="text-sm font-semibold text-rose-700 dark:text-rose-300">{LIKED_YOU_TEXTS.count(count)}</p>
        )}
      </div>
      {likedYou.isError && (
        <div className="mb-4">
          <RetryAlert
            message={LIKED_YOU_TEXTS.loadFailed}
            onRetry={() => void (likedYou.isFetchNextPageError ? likedYou.fetchNextPage() : likedYou.refetch())}
          />
        </div>
      )}
      {body}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <SafetyNotice message={notice} onDone={() => setNotice(null)} />
      {match && (
        <MatchDialog
          match={match}
          me={me}
          onClose={() => {
            setMatch(null);
            setFocusAfter(focusAfterMatch.current);
          }}
        />
      )}
    </section>
  );
}

/** Nobody waiting for an answer: one quiet line, not a call to action. */
function QuietEmpty() {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-rose-50/60 px-4 py-3 dark:bg-stone-800/60">
      <Sparkles aria-hidden="true" className="h-5 w-5 shrink-0 text-rose-500 dark:text-rose-400" />
      <div>
        <p className="text-sm font-semibold text-stone-800 dark:text-stone-200">{LIKED_YOU_TEXTS.emptyTitle}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{LIKED_YOU_TEXTS.emptyHint}</p>
      </div>
    </div>
  );
}
