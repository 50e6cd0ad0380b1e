import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { choicesOn } from '@kindred/contract/vocabulary';
import { BirthdateField } from '@/components/birthdate-field';
import { LocationCombobox } from '@/components/location-combobox';
import { NameField } from '@/components/name-field';
import { SelectField } from '@/components/ui/select-field';
import type { RegistrationValues } from '../lib/registration-values';
import { showMePreset } from '../lib/show-me-preset';
import type { StepProps } from './step-props';

const genderOptions = choicesOn('register', 'gender');

/** Step 2 Basic Information: name, birth date, gender, location. */
export function BasicsStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      <NameField
        label={REGISTER_TEXTS.name}
        value={values.name}
        onValueChange={(name) => onChange({ name })}
        error={errors.name}
      />
      <BirthdateField
        label={REGISTER_TEXTS.birthdate}
        autoComplete="bday"
        value={values.birthdate}
        onValueChange={(birthdate) => onChange({ birthdate })}
        error={errors.birthdate}
      />
      <SelectField
        label={REGISTER_TEXTS.gender}
        placeholder={REGISTER_TEXTS.genderPlaceholder}
        options={genderOptions}
        value={values.gender}
        onChange={(event) => {
          const gender = event.target.value as RegistrationValues['gender'];
          onChange({ gender, ...showMePreset(values, gender) });
        }}
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
