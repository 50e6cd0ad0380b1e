import { SCREEN_TITLES } from '@kindred/contract/screens';
import { LikesYouSection } from '@/features/liked-you/components/likes-you-section';
import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Matches screen ('Your Matches'), with "Likes you" above the list (decision 049). */
export default function MatchesPage() {
  useDocumentTitle(SCREEN_TITLES.matches);
  const profile = useOwnProfile();
  const me = profile.data ? { name: profile.data.name, photo: profile.data.photos[0] ?? null } : null;
  return <MatchesScreen beforeList={<LikesYouSection me={me} />} />;
}
