import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '@kindred/contract/auth';
import { ROUTES } from '@kindred/contract/routes';
import { PUSH_TEXTS } from '@kindred/contract/push';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import type { MemberSettings } from '@kindred/contract/settings';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Card } from '@/components/ui/card';
import { CardStackSkeleton } from '@/components/ui/skeleton';
import { SESSION_TEXTS } from '@kindred/contract/account-sessions';
import { AccountSessions } from '@/features/account/components/account-sessions';
import { PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { AccountPasskeys } from '@/features/account/components/account-passkeys';
import { PAUSE_TEXTS } from '@kindred/contract/account-pause';
import { AccountPause } from '@/features/account/components/account-pause';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { DownloadDataButton } from '@/features/account/components/download-data-button';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { ModerationDecisions } from '@/features/account/components/moderation-decisions';
import { SESSION_QUERY_KEY, useSession, type Session } from '@/features/auth/api/get-session';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { OWN_PROFILE_QUERY_KEY, patchOwnProfile, useOwnProfile } from '@/features/profile/api/get-own-profile';
import { PushDeviceToggle } from '@/features/push/components/push-device-toggle';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { ImageSafetySetting } from '@/features/settings/components/image-safety-setting';
import { PrivacySettings } from '@/features/settings/components/privacy-settings';
import { HiddenWordsEditor } from '@/features/settings/components/hidden-words-editor';
import {
  EMERGENCY_CONTACTS_SECTION_ID,
  EmergencyContactsSection,
} from '@/features/settings/components/emergency-contacts-section';
import { EMERGENCY_CONTACT_TEXTS } from '@kindred/contract/emergency-contacts';
import { HIDDEN_WORDS_TEXTS } from '@kindred/contract/hidden-words';
import { QuietHoursSetting } from '@/features/settings/components/quiet-hours-setting';
import { ThemeSetting } from '@/features/settings/components/theme-setting';
import { VerificationEntry } from '@/features/verification/components/verification-entry';
import { SubscriptionSettings } from '@/features/subscription/components/subscription-settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileTabs, SETTINGS_TABS, type SettingsTab } from '../layouts/profile-tabs';
import { ProfileLoadError } from './profile-load-error';
import { useEndSessionAfterDeletion } from './use-end-session-after-deletion';

function tabFrom(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'account';
}

/** SPEC 2 Settings: tabs Account, Notifications, Privacy; every change is stored on the server. */
export default function SettingsPage() {
  useDocumentTitle(SCREEN_TITLES.settings);
  const [searchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const queryClient = useQueryClient();
  const session = useSession();
  const profile = useOwnProfile();
  const endSession = useEndSessionAfterDeletion();

  const saveSettings = (settings: MemberSettings) => patchOwnProfile(queryClient, { settings });
  const replaceUser = (user: SessionUser) =>
    queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (current) =>
      current ? { ...current, user } : current,
    );

  let body;
  if (profile.isPending || !session.data) {
    body = <CardStackSkeleton count={4} />;
  } else if (profile.isError) {
    return (
      <ProfileLoadError title={SCREEN_TITLES.settings} error={profile.error} onRetry={() => void profile.refetch()} />
    );
  } else {
    const { settings, hasPassword } = profile.data;
    const { user } = session.data;
    body = (
      <div id={`settings-${tab}`} className="mt-6 space-y-5">
        {tab === 'account' && (
          <>
            <Card
              title={SETTINGS_TEXTS.emailAddress}
              aside={
                <span
                  className={
                    user.emailVerified
                      ? 'text-sm font-semibold text-emerald-700 dark:text-emerald-300'
                      : 'text-sm font-semibold text-amber-700 dark:text-amber-300'
                  }
                >
                  {user.emailVerified ? SETTINGS_TEXTS.verified : SETTINGS_TEXTS.notVerified}
                </span>
              }
            >
              <p className="font-medium break-all text-stone-900 dark:text-stone-100">{user.email}</p>
              {!user.emailVerified && (
                <div className="mt-4">
                  <ResendVerificationButton />
                </div>
              )}
            </Card>
            <VerificationEntry />
            <Card title={SUBSCRIPTION_TEXTS.settingsHeading}>
              <SubscriptionSettings />
            </Card>
            <Card title={SETTINGS_TEXTS.appearance}>
              <ThemeSetting settings={settings} onSaved={saveSettings} />
            </Card>
            <Card title={SETTINGS_TEXTS.changeEmail}>
              <ChangeEmailForm currentEmail={user.email} hasPassword={hasPassword} onChanged={replaceUser} />
            </Card>
            <Card title={SETTINGS_TEXTS.changePassword}>
              <ChangePasswordForm
                hasPassword={hasPassword}
                onChanged={() => void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY })}
              />
            </Card>
            <Card title={PASSKEY_TEXTS.heading}>
              <AccountPasskeys />
            </Card>
            {/* The "New sign-in to Kindred" e-mail links here (/settings#sessions). */}
            <div id="sessions" className="scroll-mt-20">
              <Card title={SESSION_TEXTS.heading}>
                <AccountSessions />
              </Card>
            </div>
            {/* The paused notice on the profile links here (/settings#take-a-break). */}
            <div id="take-a-break" className="scroll-mt-20">
              <Card title={PAUSE_TEXTS.heading}>
                <AccountPause />
              </Card>
            </div>
            <Card title={MODERATION_DECISION_TEXTS.statementsTitle}>
              <ModerationDecisions />
            </Card>
            <Card title={SETTINGS_TEXTS.yourData}>
              <DownloadDataButton />
            </Card>
            <Card title={SETTINGS_TEXTS.deleteHeading} className="border-red-200 dark:border-red-900">
              <DeleteAccountSection hasPassword={hasPassword} onDeleted={endSession} />
            </Card>
          </>
        )}
        {tab === 'notifications' && (
          <>
            <Card title={SETTINGS_TEXTS.tabs.notifications}>
              <NotificationSettings settings={settings} onSaved={saveSettings} />
            </Card>
            <Card title={PUSH_TEXTS.heading}>
              <div className="divide-y divide-stone-200 dark:divide-stone-700">
                <PushDeviceToggle memberId={user.id} />
                <QuietHoursSetting settings={settings} onSaved={saveSettings} />
              </div>
            </Card>
          </>
        )}
        {tab === 'privacy' && (
          <>
            <Card title={SETTINGS_TEXTS.tabs.privacy}>
              <PrivacySettings settings={settings} onSaved={saveSettings} />
            </Card>
            <Card title={HIDDEN_WORDS_TEXTS.title}>
              <HiddenWordsEditor />
            </Card>
            {/* The Safety Center links here (ROUTES.emergencyContacts, decision 102). */}
            <div id={EMERGENCY_CONTACTS_SECTION_ID} className="scroll-mt-20">
              <Card title={EMERGENCY_CONTACT_TEXTS.title}>
                <EmergencyContactsSection />
              </Card>
            </div>
            <Card title={SETTINGS_TEXTS.safety}>
              <ImageSafetySetting settings={settings} onSaved={saveSettings} />
              <ul className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-700">
                {[
                  { to: ROUTES.blockedUsers, label: SETTINGS_TEXTS.safetyLinks.blockedUsers },
                  { to: ROUTES.safety, label: SETTINGS_TEXTS.safetyLinks.safetyCenter },
                  ...(user.role === 'moderator'
                    ? [{ to: ROUTES.moderation, label: SETTINGS_TEXTS.safetyLinks.moderation }]
                    : []),
                ].map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center font-semibold text-rose-700 underline-offset-4 hover:underline dark:text-rose-300"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-10 sm:pt-8">
      <h1 className="mb-3 text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.settings}
      </h1>
      <ProfileTabs current={tab} />
      {body}
    </div>
  );
}
