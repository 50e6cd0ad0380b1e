import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { EmailDeliveryNotice } from '@/features/auth/components/email-delivery-notice';
import { QuickQuestions } from '@/features/compatibility-questions/components/quick-questions';
import { useQuestionBank } from '@/features/compatibility-questions/hooks/use-question-bank';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { patchOwnProfile, storeOwnProfile, useOwnProfile } from '@/features/profile/api/get-own-profile';
import { ApiRequestError } from '@/lib/api-client';
import { signUpEmailDelivery } from '@/lib/sign-up-email-delivery';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileLoadError } from './profile-load-error';

/**
 * SPEC 2 /onboarding: the wizard over the member's current profile; photos upload for real, and
 * the complete step offers a few compatibility questions.
 */
export default function OnboardingPage() {
  useDocumentTitle(SCREEN_TITLES.onboarding);
  const queryClient = useQueryClient();
  const session = useSession();
  const profile = useOwnProfile();
  // Straight from Create Account (issue 38): where the verification link went.
  const [signUpDelivery] = useState(signUpEmailDelivery);
  // Asked for now, so the complete step's questions are there when it shows: arriving later they
  // pushed Start Matching down, away from a keyboard user's focus.
  useQuestionBank();
  const noProfileYet = profile.error instanceof ApiRequestError && profile.error.status === 404;

  if (profile.isPending || !session.data) return <PageSpinner />;
  if (profile.isError && !noProfileYet) {
    return (
      <ProfileLoadError title={SCREEN_TITLES.onboarding} error={profile.error} onRetry={() => void profile.refetch()} />
    );
  }
  return (
    <OnboardingWizard
      profile={profile.data ?? null}
      profileId={profile.data?.id ?? session.data.user.id}
      onProfileSaved={(saved) => storeOwnProfile(queryClient, saved)}
      completeExtras={<QuickQuestions />}
      welcomeNotice={
        signUpDelivery && !session.data.user.emailVerified ? (
          <EmailDeliveryNotice
            answer={{ message: EMAIL_DELIVERY_MESSAGES.signUp[signUpDelivery], emailDelivery: signUpDelivery }}
          />
        ) : null
      }
      photosStep={({ photos, onPhotosChange }) => (
        <PhotoManager
          photos={photos}
          onPhotosChange={(next) => {
            onPhotosChange(next);
            patchOwnProfile(queryClient, { photos: next });
          }}
        />
      )}
    />
  );
}
