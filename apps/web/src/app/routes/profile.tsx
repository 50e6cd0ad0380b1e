import { useQueryClient } from '@tanstack/react-query';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { PHOTO_TEXTS } from '@kindred/contract/member-screens';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ConnectedAccounts } from '@/features/account/components/connected-accounts';
import { PausedNotice } from '@/features/account/components/paused-notice';
import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { CompatibilityQuestionsSection } from '@/features/compatibility-questions/components/compatibility-questions-section';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { patchOwnProfile, useOwnProfile } from '@/features/profile/api/get-own-profile';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { VerificationEntry } from '@/features/verification/components/verification-entry';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileTabs } from '../layouts/profile-tabs';
import { ProfileLoadError } from './profile-load-error';

/** SPEC 2 Profile and Settings screen: the profile tab; photos and question answers save as they change. */
export default function ProfilePage() {
  useDocumentTitle(SCREEN_TITLES.profile);
  const queryClient = useQueryClient();
  const profile = useOwnProfile();
  const providers = useAuthProviders();

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <ProfileLoadError title={SCREEN_TITLES.profile} error={profile.error} onRetry={() => void profile.refetch()} />
    );
  }
  return (
    <ProfileEditor
      profile={profile.data}
      tabs={<ProfileTabs current="profile" />}
      notice={<PausedNotice />}
      connectedAccounts={<ConnectedAccounts clients={providers.data?.clients} />}
      photosSection={
        <>
          <Card title={PHOTO_TEXTS.heading}>
            <PhotoManager
              photos={profile.data.photos}
              onPhotosChange={(photos) => patchOwnProfile(queryClient, { photos })}
            />
          </Card>
          {/* Beside the photos: replacing all of them ends verification (decision 079). */}
          <VerificationEntry />
        </>
      }
      questionsSection={<CompatibilityQuestionsSection />}
    />
  );
}
