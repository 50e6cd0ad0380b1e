import { LIMITS } from '@kindred/contract/constants';
import { HEIGHT_OPTIONS } from '@kindred/contract/enums';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { BirthdateField } from '@/components/birthdate-field';
import { LocationCombobox } from '@/components/location-combobox';
import { NameField } from '@/components/name-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { choicesOn, labelOn } from '@kindred/contract/vocabulary';
import type { StepProps } from './step-props';

const optional = (label: string) => `${label} (${ONBOARDING_TEXTS.optional})`;

/** Name, birth date, gender and location are required; the rest is optional (SPEC 5). */
export function BasicsStep({ draft, errors, onChange }: StepProps) {
  const heights =
    draft.height && !HEIGHT_OPTIONS.includes(draft.height) ? [draft.height, ...HEIGHT_OPTIONS] : HEIGHT_OPTIONS;
  return (
    <div className="space-y-5">
      <NameField
        label={ONBOARDING_TEXTS.name}
        value={draft.name}
        onValueChange={(name) => onChange({ name })}
        error={errors.name}
      />
      <BirthdateField
        label={ONBOARDING_TEXTS.birthdate}
        autoComplete="bday"
        value={draft.birthdate}
        onValueChange={(birthdate) => onChange({ birthdate })}
        error={errors.birthdate}
      />
      <ChoiceGroup
        label={ONBOARDING_TEXTS.gender}
        options={choicesOn('onboarding', 'gender', draft.gender).map((choice) => choice.value)}
        optionLabel={(gender) => labelOn('onboarding', 'gender', gender)}
        value={draft.gender}
        onChange={(gender) => onChange({ gender })}
        error={errors.gender}
        columns={4}
      />
      <LocationCombobox
        label={ONBOARDING_TEXTS.location}
        value={draft.location}
        onChange={(location) => onChange({ location })}
        error={errors.location}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={optional(ONBOARDING_TEXTS.occupation)}
          autoComplete="organization-title"
          value={draft.occupation}
          maxLength={LIMITS.textFieldMax}
          onChange={(event) => onChange({ occupation: event.target.value })}
          error={errors.occupation}
        />
        <TextField
          label={optional(ONBOARDING_TEXTS.company)}
          autoComplete="organization"
          value={draft.company}
          maxLength={LIMITS.textFieldMax}
          onChange={(event) => onChange({ company: event.target.value })}
          error={errors.company}
        />
        <TextField
          label={optional(ONBOARDING_TEXTS.school)}
          value={draft.school}
          maxLength={LIMITS.textFieldMax}
          onChange={(event) => onChange({ school: event.target.value })}
          error={errors.school}
        />
        <SelectField
          label={optional(ONBOARDING_TEXTS.height)}
          placeholder={ONBOARDING_TEXTS.heightPlaceholder}
          options={heights.map((height) => ({ value: height, label: height }))}
          value={draft.height}
          onChange={(event) => onChange({ height: event.target.value })}
          error={errors.height}
        />
      </div>
    </div>
  );
}
