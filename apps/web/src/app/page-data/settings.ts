import type { QueryClient } from '@tanstack/react-query';
import { billingStatusQueryOptions } from '@/api/billing/get-billing-status';
import { ownProfileQueryOptions } from '@/features/profile/api/get-own-profile';
import { verificationQueryOptions } from '@/features/verification/api/get-verification';
import { memberPageSession } from '../guards';

/** /settings: the member's profile, verification and plan, which its first sections show. */
export async function prefetchPageData(queryClient: QueryClient): Promise<void> {
  if (!(await memberPageSession(queryClient))) return;
  await Promise.all([
    queryClient.prefetchQuery(ownProfileQueryOptions()),
    queryClient.prefetchQuery(verificationQueryOptions()),
    queryClient.prefetchQuery(billingStatusQueryOptions()),
  ]);
}
