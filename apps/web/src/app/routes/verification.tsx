import { useSearchParams } from 'react-router';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { VerificationGuide } from '@/features/auth/components/verification-guide';
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /verification?token=... verifies; without a token it explains verification and offers a new link. */
export default function VerificationPage() {
  useDocumentTitle(SCREEN_TITLES.verification);
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.verification}
      </h1>
      {token ? (
        <VerifyEmailResult token={token} />
      ) : (
        <>
          <ResendVerification />
          <VerificationGuide />
        </>
      )}
    </>
  );
}
