import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RegisterResponse } from '@kindred/contract/email-delivery';
import { REGISTRATION_STEP_TITLES, type RegistrationStep } from '@kindred/contract/registration-steps';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRegister } from '../api/register';
import { buildRegistrationRequest } from '../lib/build-registration-request';
import { mapRegistrationErrors } from '../lib/map-registration-errors';
import {
  INITIAL_REGISTRATION_VALUES,
  STEP_ERROR_FIELDS,
  type RegistrationErrors,
  type RegistrationValues,
} from '../lib/registration-values';
import { preloadRegistrationRules, validateRegistrationStep } from '../lib/validate-registration-step';
import { AboutStep } from './about-step';
import { AccountStep } from './account-step';
import { BasicsStep } from './basics-step';
import { PhotosStep } from './photos-step';
import { PreferencesStep } from './preferences-step';
import { StepIndicator } from './step-indicator';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { useUrlStep } from '@/lib/use-url-step';

interface RegistrationWizardProps {
  /** Shown under step 1, e.g. the Google and Apple sign-up buttons. */
  accountExtras?: ReactNode;
  /** Shown under the buttons on every step, e.g. the link to sign in. */
  footer?: ReactNode;
  /** The new member's session (SPEC 7: the register call's token is stored). */
  onRegistered: (response: RegisterResponse) => void;
}

const LAST_STEP = REGISTRATION_STEP_TITLES.length as RegistrationStep;
const STEPS = REGISTRATION_STEP_TITLES.map((_, index) => (index + 1) as RegistrationStep);

/** SPEC 2 /register and SPEC 4 Registration: five steps, each validated before the next. */
export function RegistrationWizard({ accountExtras, footer, onRegistered }: RegistrationWizardProps) {
  // Each step is a history entry: Back returns to the previous step with what was typed.
  const { step, goTo: goToStep, goBack } = useUrlStep(STEPS);
  const [values, setValues] = useState<RegistrationValues>(INITIAL_REGISTRATION_VALUES);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const register = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves to the new step's title so keyboard and screen-reader users follow along.
  useFocusOnChange(headingRef, step);

  const change = (patch: Partial<RegistrationValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('ageMin' in patch || 'ageMax' in patch) delete next.ageRange;
      return next;
    });
  };

  const stepIsValid = async (): Promise<boolean> => {
    const stepErrors = await validateRegistrationStep(step, values);
    const otherErrors = Object.fromEntries(
      Object.entries(errors).filter(([field]) => !STEP_ERROR_FIELDS[step].includes(field)),
    );
    setErrors({ ...otherErrors, ...stepErrors });
    const valid = Object.keys(stepErrors).length === 0;
    if (!valid) {
      // Take keyboard and screen-reader users to the first field that needs attention.
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
    return valid;
  };

  const goTo = (next: RegistrationStep) => {
    setBanner(null);
    goToStep(next);
  };

  // A second press while the first is still being checked would advance or register twice.
  const checking = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const valid = await stepIsValid().finally(() => {
      checking.current = false;
    });
    if (!valid) return;
    if (step < LAST_STEP) {
      goTo((step + 1) as RegistrationStep);
      return;
    }
    setBanner(null);
    register.mutate(buildRegistrationRequest(values), {
      onSuccess: (response) => onRegistered(response),
      onError: (error) => {
        const failure = mapRegistrationErrors(error);
        setErrors(failure.fieldErrors);
        setBanner(failure.banner);
        if (failure.step) goToStep(failure.step, { replace: true });
      },
    });
  };

  const stepProps = { values, errors, onChange: change };
  const busy = register.isPending;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} onFocus={preloadRegistrationRules} noValidate>
      <StepIndicator step={step} />
      <FocusableHeading
        ref={headingRef}
        className="mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl dark:text-stone-100"
      >
        {REGISTRATION_STEP_TITLES[step - 1]}
      </FocusableHeading>
      {banner && (
        <Alert tone="error" className="mt-4">
          {banner}
        </Alert>
      )}
      <div className="mt-6">
        {step === 1 && <AccountStep {...stepProps} />}
        {step === 2 && <BasicsStep {...stepProps} />}
        {step === 3 && <AboutStep {...stepProps} />}
        {step === 4 && <PhotosStep {...stepProps} />}
        {step === 5 && <PreferencesStep {...stepProps} />}
      </div>
      <div className="mt-8 flex gap-3">
        {step > 1 && (
          <Button
            variant="outline"
            size="lg"
            className="w-24 shrink-0 sm:w-28"
            disabled={busy}
            // The previous step is the entry before this one: Back in the page and in the browser agree.
            onClick={() => {
              setBanner(null);
              goBack((step - 1) as RegistrationStep);
            }}
          >
            {REGISTER_TEXTS.back}
          </Button>
        )}
        <Button type="submit" size="lg" className="flex-1" busy={busy}>
          {step < LAST_STEP
            ? REGISTER_TEXTS.next
            : busy
              ? REGISTER_TEXTS.creatingAccount
              : REGISTER_TEXTS.createAccount}
        </Button>
      </div>
      {step === 1 && accountExtras}
      {footer}
    </form>
  );
}
