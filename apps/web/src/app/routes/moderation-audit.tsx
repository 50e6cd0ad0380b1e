import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { AuditLog } from '@/features/moderation/components/audit-log';
import { ModerationSections } from '@/features/moderation/components/moderation-sections';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /moderation/audit: every moderator action, newest first (decision 086). */
export default function ModerationAuditPage() {
  useDocumentTitle(MODERATION_DECISION_TEXTS.tabs.audit);
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {MODERATION_DECISION_TEXTS.tabs.audit}
      </h1>
      <ModerationSections current="audit" />
      {session.isPending ? <PageSpinner /> : <AuditLog isModerator={session.data?.user.role === 'moderator'} />}
    </div>
  );
}
