import { LIMITS } from '@kindred/contract/constants';
import { LANGUAGES, REGISTRATION_INTERESTS } from '@kindred/contract/enums';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { ChipToggles } from '@/components/ui/chip-toggles';
import { FieldError } from '@/components/ui/field-error';
import { TextareaField } from '@/components/ui/textarea-field';
import type { StepProps } from './step-props';

interface ChipGroupProps {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  errorId: string;
}

function ChipGroup({ label, options, selected, onChange, error, errorId }: ChipGroupProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{label}</legend>
      <ChipToggles options={options} selected={selected} onChange={onChange} />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Step 3 About You: optional bio, at least one interest, optional languages. */
export function AboutStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <TextareaField
        label={REGISTER_TEXTS.bio}
        placeholder={REGISTER_TEXTS.bioPlaceholder}
        value={values.bio}
        maxLength={LIMITS.bioMax}
        onChange={(event) => onChange({ bio: event.target.value })}
        error={errors.bio}
      />
      <ChipGroup
        label={REGISTER_TEXTS.interests}
        options={REGISTRATION_INTERESTS}
        selected={values.interests}
        onChange={(interests) => onChange({ interests })}
        error={errors.interests}
        errorId="registration-interests-error"
      />
      <ChipGroup
        label={REGISTER_TEXTS.languages}
        options={LANGUAGES}
        selected={values.languages}
        onChange={(languages) => onChange({ languages })}
        error={errors.languages}
        errorId="registration-languages-error"
      />
    </div>
  );
}
