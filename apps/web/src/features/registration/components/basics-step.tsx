import { LIMITS } from '@kindred/contract/constants';
import { REGISTRATION_GENDERS } from '@kindred/contract/enums';
import { REGISTER_TEXTS } from '@kindred/contract/screens';
import { LocationCombobox } from '@/components/location-combobox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isoDateYearsAgo } from '@/lib/iso-date';
import type { RegistrationValues } from '../lib/registration-values';
import type { StepProps } from './step-props';

const genderOptions = REGISTRATION_GENDERS.map((gender) => ({
  value: gender,
  label: REGISTER_TEXTS.genderLabels[gender],
}));

/** Step 2 Basic Information: name, birth date, gender, location. */
export function BasicsStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        label={REGISTER_TEXTS.name}
        autoComplete="given-name"
        value={values.name}
        maxLength={LIMITS.nameMax}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
      />
      <TextField
        label={REGISTER_TEXTS.birthdate}
        type="date"
        autoComplete="bday"
        max={isoDateYearsAgo(0)}
        min={isoDateYearsAgo(LIMITS.maxAge)}
        value={values.birthdate}
        onChange={(event) => onChange({ birthdate: event.target.value })}
        error={errors.birthdate}
      />
      <SelectField
        label={REGISTER_TEXTS.gender}
        placeholder={REGISTER_TEXTS.genderPlaceholder}
        options={genderOptions}
        value={values.gender}
        onChange={(event) => onChange({ gender: event.target.value as RegistrationValues['gender'] })}
        error={errors.gender}
      />
      <LocationCombobox
        value={values.location}
        onChange={(location) => onChange({ location })}
        error={errors.location}
      />
    </div>
  );
}
