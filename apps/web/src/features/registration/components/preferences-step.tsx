import { Link } from 'react-router';
import { LIMITS } from '@kindred/contract/constants';
import { ROUTES } from '@kindred/contract/routes';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { choicesOn } from '@kindred/contract/vocabulary';
import { AgeRangeSliders } from '@/components/ui/age-range-sliders';
import { Checkbox } from '@/components/ui/checkbox';
import { DistanceSlider } from '@/components/ui/distance-slider';
import { FieldError } from '@/components/ui/field-error';
import { SelectField } from '@/components/ui/select-field';
import type { RegistrationValues } from '../lib/registration-values';
import type { StepProps } from './step-props';

const slider = LIMITS.registrationAgeSlider;
const linkClass =
  'font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200';

/** Step 5 Preferences: looking for, show me, age range, distance, terms. */
export function PreferencesStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={REGISTER_TEXTS.lookingFor}
          options={choicesOn('register', 'lookingFor')}
          value={values.lookingFor}
          onChange={(event) => onChange({ lookingFor: event.target.value as RegistrationValues['lookingFor'] })}
          error={errors.lookingFor}
        />
        <SelectField
          label={REGISTER_TEXTS.showMe}
          options={choicesOn('register', 'showMe')}
          value={values.showMe}
          onChange={(event) =>
            onChange({ showMe: event.target.value as RegistrationValues['showMe'], showMeChosen: true })
          }
          error={errors.showMe}
        />
      </div>
      <AgeRangeSliders
        legend={`${REGISTER_TEXTS.ageRange}: ${values.ageMin} - ${values.ageMax}`}
        look="form"
        labels={{ min: REGISTER_TEXTS.minimumAge, max: REGISTER_TEXTS.maximumAge }}
        bounds={slider}
        min={values.ageMin}
        max={values.ageMax}
        onMinChange={(ageMin) => onChange({ ageMin })}
        onMaxChange={(ageMax) => onChange({ ageMax })}
      >
        <FieldError id="registration-age-range-error" message={errors.ageRange} />
      </AgeRangeSliders>
      <div>
        <DistanceSlider
          label={REGISTER_TEXTS.maxDistance}
          value={values.maxDistance}
          valueText={REGISTER_TEXTS.miles(values.maxDistance)}
          onChange={(maxDistance) => onChange({ maxDistance })}
        />
        <FieldError id="registration-distance-error" message={errors.maxDistance} />
      </div>
      <Checkbox
        checked={values.acceptedTerms}
        onChange={(event) => onChange({ acceptedTerms: event.target.checked })}
        error={errors.acceptedTerms}
        label={
          <>
            {REGISTER_TEXTS.termsPrefix}{' '}
            <Link to={ROUTES.termsOfService} target="_blank" className={linkClass}>
              {REGISTER_TEXTS.termsLink}
            </Link>{' '}
            {REGISTER_TEXTS.termsAnd}{' '}
            <Link to={ROUTES.privacyPolicy} target="_blank" className={linkClass}>
              {REGISTER_TEXTS.privacyLink}
            </Link>
          </>
        }
      />
    </div>
  );
}
