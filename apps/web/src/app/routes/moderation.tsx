import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { ModerationQueue } from '@/features/moderation/components/moderation-queue';
import { ModerationSections } from '@/features/moderation/components/moderation-sections';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /moderation: the moderators' queue of open reports (DESIGN 7). */
export default function ModerationPage() {
  useDocumentTitle(MODERATION_TEXTS.title);
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">{MODERATION_TEXTS.title}</h1>
      <ModerationSections current="reports" />
      {session.isPending ? <PageSpinner /> : <ModerationQueue isModerator={session.data?.user.role === 'moderator'} />}
    </div>
  );
}
