import { clsx } from 'clsx';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fieldOfPath } from '@kindred/contract/error-paths';
import { MESSAGES } from '@kindred/contract/messages';
import type { OnboardingStep } from '@kindred/contract/onboarding';
import type { OwnProfile } from '@kindred/contract/profile';
import { profileUpdateErrors } from '@kindred/contract/profile-update';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ErrorBanner } from '@/components/ui/error-banner';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { ApiRequestError } from '@/lib/api-client';
import { failureFrom, validationFailure, type Failure } from '@/lib/failure-banner';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useUpdateProfile } from '@/api/profiles/update-profile';
import {
  draftFromProfile,
  gateErrors,
  isGatedStep,
  stepPayload,
  stepsToAsk,
  type OnboardingDraft,
} from '../lib/onboarding-draft';
import { BasicsStep } from './basics-step';
import { BioStep } from './bio-step';
import { CompleteStep } from './complete-step';
import { InterestsStep } from './interests-step';
import { OnboardingProgress } from './onboarding-progress';
import { PreferencesStep } from './preferences-step';
import { QuestionsStep } from './questions-step';
import { WelcomeStep } from './welcome-step';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { useUrlStep } from '@/lib/use-url-step';

export interface PhotosStepSlotProps {
  photos: string[];
  onPhotosChange: (photos: string[]) => void;
}

interface OnboardingWizardProps {
  /** The member's profile as it is now; every step starts from it. */
  profile: OwnProfile | null;
  profileId: string;
  /** The photo grid (uploads are saved at once). */
  photosStep: (props: PhotosStepSlotProps) => ReactNode;
  /** The profile as the server stored it after a step. */
  onProfileSaved: (profile: OwnProfile) => void;
  /** Optional extras on the complete step, above Start Matching (the compatibility questions). */
  completeExtras?: ReactNode;
  /** Shown on the welcome above what is left (where the verification link went). */
  welcomeNotice?: ReactNode;
}

const HINT_ID = 'onboarding-continue-hint';

const titleOf = (step: OnboardingStep) =>
  step === 'welcome'
    ? SCREEN_TITLES.onboarding
    : step === 'complete'
      ? ONBOARDING_TEXTS.completeTitle
      : ONBOARDING_TEXTS.titles[step];

/** Gate messages worth showing at a field: only for what the member has already filled in. */
function filledFieldErrors(step: OnboardingStep, draft: OnboardingDraft): Record<string, string> {
  const errors = gateErrors(step, draft);
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      if (field !== 'birthdate' && field !== 'bio') return false;
      return (draft[field] ?? '').trim() !== '';
    }),
  );
}

/** SPEC 2, 4, 5 Onboarding: welcome, photos, basics, bio, interests, questions, preferences, complete. */
export function OnboardingWizard({
  profile,
  profileId,
  photosStep,
  onProfileSaved,
  completeExtras,
  welcomeNotice,
}: OnboardingWizardProps) {
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromProfile(profile));
  const [steps] = useState(() => stepsToAsk(draft));
  // Each step is a history entry: the browser's Back returns to the previous step.
  const { step, goTo: goToStep, goBack } = useUrlStep(steps);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  // Each step saves its fields with `PATCH /profiles/{id}` when the member presses Continue.
  const save = useUpdateProfile();
  const complete = useCompleteOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, step);

  const index = steps.indexOf(step);
  const nextStep = steps[index + 1];
  const gate = gateErrors(step, draft);
  const gateMessage = Object.values(gate)[0];
  const busy = save.isPending || complete.isPending;

  const goTo = (next: OnboardingStep | undefined) => {
    if (!next) return;
    setFailure(null);
    setServerErrors({});
    goToStep(next);
  };

  const change = (patch: Partial<OnboardingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const showFailure = (error: unknown, fallback: string) => {
    setFailure(failureFrom(error, fallback));
    if (error instanceof ApiRequestError) {
      setServerErrors(Object.fromEntries(error.errors.map((issue) => [fieldOfPath(issue.path), issue.message])));
    }
  };

  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: (saved) => {
        onProfileSaved(saved);
        goTo('complete');
      },
      onError: (error) => showFailure(error, MESSAGES.onboardingIncomplete),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || gateMessage !== undefined) return;
    const payload = stepPayload(step, draft);
    if (!payload) {
      if (nextStep === 'complete') finish();
      else goTo(nextStep);
      return;
    }
    const errors = profileUpdateErrors(payload);
    if (errors.length > 0) {
      setFailure(validationFailure(errors));
      return;
    }
    setFailure(null);
    save.mutate(
      { id: profileId, body: payload },
      {
        onSuccess: (saved) => {
          onProfileSaved(saved);
          if (nextStep === 'complete') finish();
          else goTo(nextStep);
        },
        onError: (error) => showFailure(error, MESSAGES.failedToUpdateProfile),
      },
    );
  };

  const stepProps = { draft, errors: { ...filledFieldErrors(step, draft), ...serverErrors }, onChange: change };
  const counted = step !== 'welcome' && step !== 'complete';
  // Why Continue is disabled, unless a field already says so.
  const hint = gateMessage !== undefined && !Object.values(stepProps.errors).includes(gateMessage) ? gateMessage : null;

  const content = (
    <>
      {counted && <OnboardingProgress position={index} total={steps.length - 2} />}
      <FocusableHeading
        ref={headingRef}
        className={clsx(
          'mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-100',
          step === 'complete' && 'text-center',
        )}
      >
        {titleOf(step)}
      </FocusableHeading>
      {counted && <p className="mt-2 text-stone-700 dark:text-stone-300">{ONBOARDING_TEXTS.intros[step]}</p>}
      {failure && (
        <div className="mt-4">
          <ErrorBanner message={failure.message} errors={failure.errors} onDismiss={() => setFailure(null)} />
        </div>
      )}
      <div className="mt-6">
        {step === 'welcome' && <WelcomeStep left={steps.filter(isGatedStep)} notice={welcomeNotice} />}
        {step === 'photos' && photosStep({ photos: draft.photos, onPhotosChange: (photos) => change({ photos }) })}
        {step === 'basics' && <BasicsStep {...stepProps} />}
        {step === 'bio' && <BioStep {...stepProps} />}
        {step === 'interests' && <InterestsStep {...stepProps} />}
        {step === 'questions' && <QuestionsStep {...stepProps} />}
        {step === 'preferences' && <PreferencesStep {...stepProps} />}
        {step === 'complete' && <CompleteStep />}
      </div>
      {step === 'complete' && completeExtras && <div className="mt-8">{completeExtras}</div>}
      <div className="mt-8 flex gap-3">
        {step === 'welcome' && (
          <Button type="submit" size="lg" className="flex-1">
            {ONBOARDING_TEXTS.getStarted}
          </Button>
        )}
        {counted && (
          <>
            <Button
              variant="outline"
              size="lg"
              className="w-24 shrink-0 sm:w-28"
              disabled={busy}
              // The previous step is the entry before this one: Back in the page and in the browser agree.
              onClick={() => {
                setFailure(null);
                setServerErrors({});
                goBack(steps[index - 1] ?? 'welcome');
              }}
            >
              {ONBOARDING_TEXTS.back}
            </Button>
            <Button
              type="submit"
              size="lg"
              className="flex-1"
              busy={busy}
              disabled={gateMessage !== undefined}
              aria-describedby={hint ? HINT_ID : undefined}
            >
              {busy ? ONBOARDING_TEXTS.saving : ONBOARDING_TEXTS.continue}
            </Button>
          </>
        )}
        {step === 'complete' && (
          <Link to={ROUTES.matches} className={buttonClasses('primary', 'lg', 'flex-1')}>
            {COMMON_TEXTS.startMatching}
          </Link>
        )}
      </div>
      {counted && hint && (
        <p id={HINT_ID} className="mt-3 text-center text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
    </>
  );
  // The complete step saves nothing; outside the form, its extras can hold forms of their own.
  if (step === 'complete') return <div>{content}</div>;
  return (
    <form onSubmit={submit} noValidate>
      {content}
    </form>
  );
}
