import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useSession } from '@/features/auth/api/get-session';
import { useAnswers } from '@/features/compatibility-questions/api/get-answers';
import { AnswerMoreBanner } from '@/features/compatibility-questions/components/answer-more-banner';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { ForYouFeed } from '@/features/recommendations/components/for-you-feed';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * SPEC 2 For You (/for-you). SPEC's "Header Discover" is the header's Discover button, on every
 * member page: the title is only "For You", one name per place (issue 38, decision 075).
 */
export default function ForYouPage() {
  useDocumentTitle(SCREEN_TITLES.forYou);
  const profile = useOwnProfile();
  // The answers' request runs beside the recommendations'; the cards wait for both, so the
  // questions banner comes with them and never pushes a card down.
  const answers = useAnswers();
  const me = profile.data ? { name: profile.data.name, photo: profile.data.photos[0] ?? null } : null;
  // Issue 38: the filter starts from the member's own age range and distance (the session's copy
  // of the profile is there from the first frame).
  const sessionProfile = useSession().data?.profile;
  const own = profile.data ?? sessionProfile;
  const preferences = own ? { ageRange: own.ageRange, maxDistance: own.maxDistance } : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <ForYouFeed
        me={me}
        preferences={preferences}
        notice={<AnswerMoreBanner />}
        noticeReady={!answers.isPending}
        answeredCount={answers.data?.length}
        heading={
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
            {SCREEN_TITLES.forYou}
          </h1>
        }
      />
    </div>
  );
}
