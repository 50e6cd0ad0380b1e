import { useQueryClient } from '@tanstack/react-query';
import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { DatePlanner } from '@/features/date-planner/components/date-planner';
import { CONVERSATIONS_QUERY_KEY } from '@/features/conversations/api/get-conversations';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 Date Planner (/date-planner). A proposal sent here is news to the chat's lists and thread. */
export default function DatePlannerPage() {
  useDocumentTitle(SCREEN_TITLES.datePlanner);
  const queryClient = useQueryClient();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
        {SCREEN_TITLES.datePlanner}
      </h1>
      <p className="mt-2 mb-6 text-stone-700 dark:text-stone-300">{DATE_PLANNER_TEXTS.intro}</p>
      <DatePlanner onProposalSent={() => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY })} />
    </section>
  );
}
