import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { AppealsQueue } from '@/features/moderation/components/appeals-queue';
import { ModerationSections } from '@/features/moderation/components/moderation-sections';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /moderation/appeals: members' appeals against decisions (decision 086). */
export default function ModerationAppealsPage() {
  useDocumentTitle(MODERATION_DECISION_TEXTS.tabs.appeals);
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {MODERATION_DECISION_TEXTS.tabs.appeals}
      </h1>
      <ModerationSections current="appeals" />
      {session.isPending ? <PageSpinner /> : <AppealsQueue isModerator={session.data?.user.role === 'moderator'} />}
    </div>
  );
}
