import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { TextareaField } from '@/components/ui/textarea-field';
import type { StepProps } from './step-props';

/** SPEC 5: at least 20 characters, at most 500, with a counter. */
export function BioStep({ draft, errors, onChange }: StepProps) {
  return (
    <TextareaField
      label={ONBOARDING_TEXTS.bio}
      placeholder={ONBOARDING_TEXTS.bioPlaceholder}
      value={draft.bio}
      maxLength={LIMITS.onboardingBio.max}
      rows={7}
      onChange={(event) => onChange({ bio: event.target.value })}
      error={errors.bio}
    />
  );
}
