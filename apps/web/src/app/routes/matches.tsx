import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useLikedYou } from '@/features/liked-you/api/get-liked-you';
import { LikesYouSection } from '@/features/liked-you/components/likes-you-section';
import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { useWeMetPrompts } from '@/features/we-met/api/get-we-met-prompts';
import { WeMetSection } from '@/features/we-met/components/we-met-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Matches screen ('Your Matches'), with "Did you meet?" (decision 106) and "Likes you" (decision 049) above the list. */
export default function MatchesPage() {
  useDocumentTitle(SCREEN_TITLES.matches);
  const profile = useOwnProfile();
  const me = profile.data ? { name: profile.data.name, photo: profile.data.photos[0] ?? null } : null;
  // The sections above the list take their height with their answers (a locked "Likes you" card
  // is taller than its skeleton): the cards come with them rather than being pushed down.
  const weMet = useWeMetPrompts();
  const likedYou = useLikedYou();
  const aboveListReady = !weMet.isPending && !likedYou.isPending;
  // "Did you meet?" first (decision 106): a question about a date that just happened.
  return (
    <MatchesScreen
      beforeListReady={aboveListReady}
      beforeList={
        <>
          <WeMetSection />
          <LikesYouSection me={me} />
        </>
      }
    />
  );
}
