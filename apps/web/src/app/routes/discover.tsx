import { planOfSubscription } from '@kindred/contract/plans';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { useSession } from '@/features/auth/api/get-session';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * SPEC 2 Discover (/discover). The premium banner is for members on the free plan. Until the
 * profile's own request answers, the session's copy (loaded before any member page shows) says
 * which plan: the banner is there from the first frame instead of pushing the page down later.
 */
export default function DiscoverPage() {
  useDocumentTitle(SCREEN_TITLES.discover);
  const ownProfile = useOwnProfile().data;
  const sessionProfile = useSession().data?.profile;
  const profile = ownProfile ?? sessionProfile;
  const onFreePlan = profile ? planOfSubscription(profile.subscription).id === 'basic' : false;
  // Issue 38: the filters start from the member's own age range and distance.
  const preferences = profile ? { ageRange: profile.ageRange, maxDistance: profile.maxDistance } : null;
  return <DiscoverScreen showPremiumBanner={onFreePlan} preferences={preferences} />;
}
