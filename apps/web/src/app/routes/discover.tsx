import { planOfSubscription } from '@kindred/contract/plans';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';
import { useOwnProfile } from '@/features/profile/api/get-own-profile';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Discover (/discover). The premium banner is for members on the free plan. */
export default function DiscoverPage() {
  useDocumentTitle(SCREEN_TITLES.discover);
  const profile = useOwnProfile();
  const onFreePlan = profile.data ? planOfSubscription(profile.data.subscription).id === 'basic' : false;
  return <DiscoverScreen showPremiumBanner={onFreePlan} />;
}
