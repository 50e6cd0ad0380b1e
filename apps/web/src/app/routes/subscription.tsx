import { useQueryClient } from '@tanstack/react-query';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { OWN_PROFILE_QUERY_KEY } from '@/features/profile/api/get-own-profile';
import { SubscriptionScreen } from '@/features/subscription/components/subscription-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Premium Plans (/subscription). */
export default function SubscriptionPage() {
  useDocumentTitle(SCREEN_TITLES.subscription);
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-10 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.subscription}
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-stone-700 dark:text-stone-300">{SUBSCRIPTION_TEXTS.intro}</p>
      {/* The profile names the plan too (Discover's banner is for Basic): it learns of a purchase. */}
      <SubscriptionScreen
        onPlanChanged={() => void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY })}
      />
    </div>
  );
}
