import type { QueryClient } from '@tanstack/react-query';
import { answersQueryOptions } from '@/features/compatibility-questions/api/get-answers';
import { ownProfileQueryOptions } from '@/features/profile/api/get-own-profile';
import { recommendationsQueryOptions } from '@/features/recommendations/api/get-recommendations';
import { forYouFilterFrom, toRecommendationFilter } from '@/features/recommendations/lib/recommendation-filter';
import { memberPageSession } from '../guards';

/** For You's cards (from the member's own age range and distance, as the feed starts), answers and profile. */
export async function prefetchPageData(queryClient: QueryClient): Promise<void> {
  const session = await memberPageSession(queryClient);
  if (!session?.profile) return;
  const { ageRange, maxDistance } = session.profile;
  const filter = toRecommendationFilter(forYouFilterFrom({ ageRange, maxDistance }));
  await Promise.all([
    queryClient.prefetchQuery(recommendationsQueryOptions(filter)),
    queryClient.prefetchQuery(answersQueryOptions()),
    queryClient.prefetchQuery(ownProfileQueryOptions()),
  ]);
}
