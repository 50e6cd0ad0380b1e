import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { ModerationSections } from '@/features/moderation/components/moderation-sections';
import { VerificationQueue } from '@/features/moderation/components/verification-queue';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /moderation/verifications: selfies waiting for a moderator, pending first (decision 079). */
export default function ModerationVerificationsPage() {
  useDocumentTitle(VERIFICATION_TEXTS.queueTitle);
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {VERIFICATION_TEXTS.queueTitle}
      </h1>
      <ModerationSections current="verifications" />
      {session.isPending ? (
        <PageSpinner />
      ) : (
        <VerificationQueue isModerator={session.data?.user.role === 'moderator'} />
      )}
    </div>
  );
}
