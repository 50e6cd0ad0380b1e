import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { VerificationScreen } from '@/features/verification/components/verification-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /get-verified: a selfie in a pose, reviewed by a person (decision 079). Reached from Settings and the profile. */
export default function GetVerifiedPage() {
  useDocumentTitle(VERIFICATION_TEXTS.title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-10 sm:pt-8">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {VERIFICATION_TEXTS.title}
      </h1>
      <VerificationScreen />
    </div>
  );
}
