import type { QueryClient } from '@tanstack/react-query';
import { matchesQueryOptions } from '@/api/matches/get-matches';
import { likedYouQueryOptions } from '@/features/liked-you/api/get-liked-you';
import { ownProfileQueryOptions } from '@/features/profile/api/get-own-profile';
import { weMetPromptsQueryOptions } from '@/features/we-met/api/get-we-met-prompts';
import { memberPageSession } from '../guards';

/** The matches, "Did you meet?", "Likes you" and the member's profile: what the cards wait for. */
export async function prefetchPageData(queryClient: QueryClient): Promise<void> {
  if (!(await memberPageSession(queryClient))) return;
  await Promise.all([
    queryClient.prefetchQuery(matchesQueryOptions()),
    queryClient.prefetchQuery(weMetPromptsQueryOptions()),
    queryClient.prefetchInfiniteQuery(likedYouQueryOptions()),
    queryClient.prefetchQuery(ownProfileQueryOptions()),
  ]);
}
