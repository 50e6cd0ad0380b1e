import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@kindred/contract/messages';
import type { OwnProfile } from '@kindred/contract/profile';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { failureFrom, validationFailure, type Failure } from '@/lib/failure-banner';
import { useSaveProfile } from '../api/save-profile';
import { draftFromProfile, payloadFromDraft, profileSaveErrors, type ProfileDraft } from '../lib/profile-draft';
import { AboutSection } from './about-section';
import { BasicInformationSection } from './basic-information-section';
import { DatingPreferencesSection } from './dating-preferences-section';
import { ProfileDetailsAccordion } from './profile-details-accordion';

interface ProfileEditorProps {
  profile: OwnProfile;
  /** The profile and settings tabs, under the header. */
  tabs?: ReactNode;
  /** A notice about the account above the sections (taking a break). */
  notice?: ReactNode;
  /** The Connected Accounts section's body (the account feature's). */
  connectedAccounts?: ReactNode;
  /** The photo grid; photos are saved as they change, outside Edit and Save. */
  photosSection: ReactNode;
  /** The compatibility questions; each answer saves on its own, outside Edit and Save. */
  questionsSection?: ReactNode;
}

/** SPEC 2 and 4 Profile page: view and edit modes; Save sends the merged profile. */
export function ProfileEditor({
  profile,
  tabs,
  notice,
  photosSection,
  questionsSection,
  connectedAccounts,
}: ProfileEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [failure, setFailure] = useState<Failure | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const update = useSaveProfile();
  const shown = editing ? draft : draftFromProfile(profile);

  useEffect(() => {
    if (failure) bannerRef.current?.focus();
  }, [failure]);

  const startEditing = () => {
    setDraft(draftFromProfile(profile));
    setFailure(null);
    setEditing(true);
  };

  const cancel = () => {
    setFailure(null);
    setEditing(false);
  };

  const save = () => {
    const payload = payloadFromDraft(draft);
    const errors = profileSaveErrors(payload);
    if (errors.length > 0) {
      setFailure(validationFailure(errors));
      return;
    }
    setFailure(null);
    update.mutate(
      { id: profile.id, body: payload },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => setFailure(failureFrom(error, MESSAGES.failedToUpdateProfile)),
      },
    );
  };

  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const sectionProps = { draft: shown, editing, onChange: change };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10">
      <div className="sticky top-[calc(3.5rem+var(--reconnecting-banner-height))] z-20 -mx-4 flex items-center justify-between gap-3 bg-stone-50/95 px-4 pt-6 pb-3 backdrop-blur sm:pt-8 dark:bg-stone-950/95">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
          {SCREEN_TITLES.profile}
        </h1>
        {editing ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={cancel}>
              {PROFILE_TEXTS.cancel}
            </Button>
            <Button size="sm" busy={update.isPending} onClick={save}>
              {update.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {PROFILE_TEXTS.edit}
          </Button>
        )}
      </div>
      {tabs}
      <div className="mt-6 space-y-5">
        {notice}
        {failure && (
          <ErrorBanner
            ref={bannerRef}
            message={failure.message}
            errors={failure.errors}
            onDismiss={() => setFailure(null)}
          />
        )}
        <BasicInformationSection {...sectionProps} />
        <DatingPreferencesSection {...sectionProps} />
        {photosSection}
        <AboutSection {...sectionProps} />
        <ProfileDetailsAccordion {...sectionProps} connectedAccounts={connectedAccounts} />
        {questionsSection}
      </div>
    </div>
  );
}
